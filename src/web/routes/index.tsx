import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../features/catalogue/ProductCard.tsx';
import { Hero } from '../features/home/Hero.tsx';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    // A failed featured load shows nothing rather than an error (spec section 8).
    const { data } = await context.api.GET('/products/featured', { params: { query: { lang: currentLanguage() } } }).catch(() => ({ data: undefined }));
    return data?.data.products ?? [];
  },
  component: Home,
});

function Home() {
  const { t } = useTranslation();
  const products = Route.useLoaderData();
  usePageMeta(undefined);
  return (
    <>
      <Hero />
      {products.length > 0 && (
        <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-6 py-12">
          <h2 id="featured-title" className="mb-6 font-serif text-3xl">
            {t('home.featured')}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
