import { createFileRoute } from '@tanstack/react-router';
import { PAGE_META } from '../../content/page-meta.ts';
import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { checkoutSearchSchema } from '../features/checkout/checkout-search.ts';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearchSchema,
  loaderDeps: ({ search }) => ({ product: search.product }),
  // A direct purchase's product, read again from the catalogue (an unknown one falls back to the cart).
  loader: async ({ context, deps }) => {
    if (!deps.product) return null;
    const { data } = await context.api.GET('/products/{idOrSlug}', { params: { path: { idOrSlug: deps.product }, query: { lang: currentLanguage() } } });
    return data?.data.product ?? null;
  },
  component: function Checkout() {
    const meta = PAGE_META.checkout[currentLanguage()];
    usePageMeta(meta.title, meta.description);
    return <CheckoutPage search={Route.useSearch()} product={Route.useLoaderData()} />;
  },
});
