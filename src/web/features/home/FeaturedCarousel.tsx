import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../ui/Carousel.tsx';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { components } from '../../../../openapi/schema.d.ts';

type ProductSummary = components['schemas']['ProductSummary'];

/** While the featured products load: three grey boxes of a slide's size (spec section 2). */
export function FeaturedPlaceholders() {
  return (
    <div aria-hidden="true" className="mx-auto flex max-w-6xl justify-center gap-4 overflow-hidden px-6 py-12">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[400px] w-[min(280px,85vw)] shrink-0 rounded-3xl bg-olive-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/**
 * The featured carousel under the hero (spec section 2): looping, centred, 280 × 400 slides, buttons
 * only when the slides overflow, free drag except on a phone; nothing at all without products.
 */
export function FeaturedCarousel({ products }: { products: Promise<ProductSummary[]> }) {
  const { t } = useTranslation();
  const list = use(products);
  if (!list.length) return null;
  return (
    <section className="mx-auto max-w-6xl px-6 py-12">
      <h2 id="featured-title" className="mb-6 font-serif text-3xl">
        {t('home.featured')}
      </h2>
      <Carousel
        labelledBy="featured-title"
        items={list}
        getKey={(product) => product.id}
        previousLabel={t('home.previousProduct')}
        nextLabel={t('home.nextProduct')}
        slideClassName="w-[min(280px,85vw)]"
        loop
        align="center"
        dragFree
        breakpoints={{ '(max-width: 767px)': { dragFree: false } }}
        renderItem={(product) => <ProductCard product={product} variant="featured" size="sm" />}
      />
    </section>
  );
}
