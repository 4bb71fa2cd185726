import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, use } from 'react';
import type { components } from '../../../openapi/schema.d.ts';
import { loadHomeContent } from '../../content/home/index.ts';
import type { HomeContent } from '../../content/home/types.ts';
import { Benefits } from '../features/home/Benefits.tsx';
import { BrandsSection } from '../features/home/BrandsSection.tsx';
import { FeaturedCarousel, FeaturedPlaceholders } from '../features/home/FeaturedCarousel.tsx';
import { featuredProducts } from '../features/home/featured-store.ts';
import { Hero } from '../features/home/Hero.tsx';
import { Testimonials } from '../features/home/Testimonials.tsx';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';
import { settled } from '../ui/settled.ts';
import { WhenNear } from '../ui/WhenNear.tsx';

// The two forms (with their validation and phone rules) load when their sections come near the screen.
const CatalogueSection = lazy(() => import('../features/home/CatalogueSection.tsx'));
const ContactSection = lazy(() => import('../features/home/ContactSection.tsx'));
// The questions (react-aria's disclosure code) load when they come near the screen too.
const FaqSection = lazy(() => import('../features/home/FaqSection.tsx').then((m) => ({ default: m.FaqSection })));

export const Route = createFileRoute('/')({
  // Nothing is waited for: the hero shows at once; the featured products, the brands and the texts
  // further down come in beside it (each section waits for its own part).
  loader: ({ context }) => {
    const lang = currentLanguage();
    return {
      content: settled(loadHomeContent(lang)),
      // A failed brand load shows the section's 'No brands available'.
      brands: settled(
        context.api
          .GET('/products/brands', { params: { query: { lang } } })
          .then(({ data }) => data?.data ?? [])
          .catch(() => []),
      ),
      // Three placeholders meanwhile; once per session.
      featured: settled(featuredProducts(context.api, lang)),
    };
  },
  component: Home,
});

type Brand = components['schemas']['Brand'];

function Brands({ brands }: { brands: Promise<Brand[]> }) {
  return <BrandsSection brands={use(brands)} />;
}

function ContentSections({ content }: { content: Promise<HomeContent> }) {
  const { benefits, testimonials } = use(content);
  return (
    <>
      <Benefits benefits={benefits} />
      <Testimonials testimonials={testimonials} />
    </>
  );
}

function Faq({ content }: { content: Promise<HomeContent> }) {
  return <FaqSection faq={use(content).faq} />;
}

/** The home page, its sections in the spec's order (section 2). */
function Home() {
  const { content, brands, featured } = Route.useLoaderData();
  usePageMeta(undefined);
  return (
    <>
      <Hero />
      <Suspense fallback={<FeaturedPlaceholders />}>
        <FeaturedCarousel products={featured} />
      </Suspense>
      <Suspense fallback={<div className="min-h-[28rem] bg-cream-100" />}>
        <Brands brands={brands} />
      </Suspense>
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <ContentSections content={content} />
      </Suspense>
      <WhenNear id="catalog" minHeight="40rem">
        <CatalogueSection />
      </WhenNear>
      <WhenNear minHeight="36rem">
        <Faq content={content} />
      </WhenNear>
      <WhenNear minHeight="40rem">
        <ContactSection />
      </WhenNear>
    </>
  );
}
