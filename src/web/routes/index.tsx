import { createFileRoute } from '@tanstack/react-router';
import { lazy, use } from 'react';
import type { components } from '../../../openapi/schema.d.ts';
import { loadHomeContent } from '../../i18n/home.ts';
import type { HomeContent } from '../../i18n/home-content.ts';
import { listBrands, listFeatured } from '../features/catalogue/api.ts';
import { Benefits } from '../features/home/Benefits.tsx';
import { BrandsSection } from '../features/home/BrandsSection.tsx';
import { FeaturedCarousel, FeaturedPlaceholders } from '../features/home/FeaturedCarousel.tsx';
import { Hero } from '../features/home/Hero.tsx';
import { heroSrcSet } from '../features/home/hero-picture.ts';
import { Testimonials } from '../features/home/Testimonials.tsx';
import { lazyForm } from '../i18n/form-texts.tsx';
import { languageOf } from '../i18n/index.ts';
import { type HeadOf, pageHead } from '../meta/page-head.ts';
import { Deferred } from '../ui/Deferred.tsx';

// The two forms (with their validation and phone rules) load when their sections come near the screen.
const CatalogueSection = lazyForm(() => import('../features/home/CatalogueSection.tsx'));
const ContactSection = lazyForm(() => import('../features/home/ContactSection.tsx'));
// The questions (react-aria's disclosure code) load when they come near the screen too.
const FaqSection = lazy(() => import('../features/home/FaqSection.tsx').then((m) => ({ default: m.FaqSection })));

type Brand = components['schemas']['Brand'];

export const Route = createFileRoute('/')({
  // Nothing is waited for before the page shows: the featured products, the brands and the texts come
  // in beside the hero, each section waiting for its own part. The server waits for all of them.
  loader: ({ context }) => {
    const lang = languageOf(context.i18n);
    return {
      content: loadHomeContent(lang),
      // A failed brand load shows the section's 'No brands available'.
      brands: listBrands(context.api, lang)
        .then((brands): Brand[] => brands ?? [])
        .catch((): Brand[] => []),
      // Three placeholders meanwhile; a failed load shows nothing (spec section 8).
      featured: listFeatured(context.api, lang)
        .then((products) => products ?? [])
        .catch(() => []),
    };
  },
  head: ({ match }: HeadOf) => {
    const head = pageHead(match.context, { path: '/' });
    // The hero's picture is fetched with the page (spec section 2: a preload on / and /home).
    const hero = { rel: 'preload', as: 'image', type: 'image/avif', imageSrcSet: heroSrcSet('avif'), imageSizes: '100vw', fetchPriority: 'high' as const };
    return { ...head, links: [...head.links, hero] };
  },
  component: Home,
});

function Brands({ brands }: { brands: Promise<Brand[]> }) {
  return <BrandsSection brands={use(brands)} />;
}

function BenefitsPart({ content }: { content: Promise<HomeContent> }) {
  return <Benefits benefits={use(content).benefits} />;
}

function TestimonialsPart({ content }: { content: Promise<HomeContent> }) {
  return <Testimonials testimonials={use(content).testimonials} />;
}

function Faq({ content }: { content: Promise<HomeContent> }) {
  return <FaqSection faq={use(content).faq} />;
}

/** The home page, its sections in the spec's order (section 2). */
function Home() {
  const { content, brands, featured } = Route.useLoaderData();
  return (
    <>
      <Hero />
      {/* Below the hero, each section hydrates as it comes near the screen. */}
      <Deferred hydrate="near" fallback={<FeaturedPlaceholders />}>
        <FeaturedCarousel products={featured} />
      </Deferred>
      <Deferred hydrate="near" fallback={<div className="min-h-[28rem] bg-cream-100" />}>
        <Brands brands={brands} />
      </Deferred>
      <Deferred hydrate="near" fallback={<div className="min-h-[40rem]" />}>
        <BenefitsPart content={content} />
      </Deferred>
      <Deferred hydrate="near">
        <TestimonialsPart content={content} />
      </Deferred>
      <Deferred render="near" id="catalog" minHeight="40rem">
        <CatalogueSection />
      </Deferred>
      <Deferred render="near" minHeight="36rem">
        <Faq content={content} />
      </Deferred>
      <Deferred render="near" minHeight="40rem">
        <ContactSection />
      </Deferred>
    </>
  );
}
