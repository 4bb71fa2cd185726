import { createFileRoute } from '@tanstack/react-router';
import { PAGE_META } from '../../content/page-meta.ts';
import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { checkoutSearchSchema } from '../features/checkout/checkout-search.ts';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearchSchema,
  loaderDeps: ({ search }) => ({ product: search.product }),
  // The direct purchase's product (read again from the catalogue; an unknown one falls back to the
  // cart), and the delivery methods, banks and payment methods the steps offer.
  loader: async ({ context, deps }) => {
    const lang = currentLanguage();
    const [product, methods, banks, payments] = await Promise.all([
      deps.product ? context.api.GET('/products/{idOrSlug}', { params: { path: { idOrSlug: deps.product }, query: { lang } } }) : undefined,
      context.api.GET('/checkout/delivery-methods', { params: { query: { lang } } }),
      context.api.GET('/checkout/banks'),
      context.api.GET('/checkout/payment-methods'),
    ]);
    return {
      product: product?.data?.data.product ?? null,
      options: { deliveryMethods: methods.data?.data ?? [], banks: banks.data?.data ?? [], paymentMethods: payments.data?.data ?? [] },
    };
  },
  component: function Checkout() {
    const meta = PAGE_META.checkout[currentLanguage()];
    usePageMeta(meta.title, meta.description);
    const { product, options } = Route.useLoaderData();
    return <CheckoutPage search={Route.useSearch()} product={product} options={options} />;
  },
});
