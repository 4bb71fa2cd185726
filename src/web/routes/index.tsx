import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { loadHomeContent } from '../../content/home/index.ts';
import { Benefits } from '../features/home/Benefits.tsx';
import { BrandsSection } from '../features/home/BrandsSection.tsx';
import { FeaturedCarousel, FeaturedPlaceholders } from '../features/home/FeaturedCarousel.tsx';
import { featuredProducts } from '../features/home/featured-store.ts';
import { Hero } from '../features/home/Hero.tsx';
import { Testimonials } from '../features/home/Testimonials.tsx';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';
import { WhenNear } from '../ui/WhenNear.tsx';

// The two forms (with their validation and phone rules) load when their sections come near the screen.
const CatalogueSection = lazy(() => import('../features/home/CatalogueSection.tsx'));
const ContactSection = lazy(() => import('../features/home/ContactSection.tsx'));
// The questions (react-aria's disclosure code) load when they come near the screen too.
const FaqSection = lazy(() => import('../features/home/FaqSection.tsx').then((m) => ({ default: m.FaqSection })));

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const lang = currentLanguage();
    const [content, brands] = await Promise.all([
      loadHomeContent(lang),
      // A failed brand load shows the section's 'No brands available'.
      context.api
        .GET('/products/brands', { params: { query: { lang } } })
        .then(({ data }) => data?.data ?? [])
        .catch(() => []),
    ]);
    // The featured products load beside the page (three placeholders meanwhile), once per session.
    return { content, brands, featured: featuredProducts(context.api, lang) };
  },
  component: Home,
});

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
      <BrandsSection brands={brands} />
      <Benefits benefits={content.benefits} />
      <Testimonials testimonials={content.testimonials} />
      <WhenNear id="catalog" minHeight="40rem">
        <CatalogueSection />
      </WhenNear>
      <WhenNear minHeight="36rem">
        <FaqSection faq={content.faq} />
      </WhenNear>
      <WhenNear minHeight="40rem">
        <ContactSection />
      </WhenNear>
    </>
  );
}
