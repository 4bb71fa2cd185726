import { createFileRoute } from '@tanstack/react-router';
import { PAGE_META } from '../../content/page-meta.ts';
import { unwrap } from '../api/client.ts';
import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { checkoutSearchSchema } from '../features/checkout/checkout-search.ts';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearchSchema,
  loaderDeps: ({ search }) => ({ product: search.product }),
  // Waited for: the direct purchase's product (read again from the catalogue; an unknown one falls
  // back to the cart), whether the shop takes orders, the payment methods. Not waited for: the
  // delivery methods and banks, which their steps show loading (spec: spinner, 'Chargement des banques...').
  loader: async ({ context, deps }) => {
    const lang = currentLanguage();
    const [product, status, payments] = await Promise.all([
      deps.product ? context.api.GET('/products/{idOrSlug}', { params: { path: { idOrSlug: deps.product }, query: { lang } } }) : undefined,
      context.api.GET('/checkout/status'),
      context.api.GET('/checkout/payment-methods'),
    ]);
    return {
      product: product?.data?.data.product ?? null,
      // Unknown (the call failed): open; the server still refuses orders when it is not.
      enabled: status.data?.data.enabled ?? true,
      options: {
        // A list that cannot be read shows as empty ('Aucune ...'), also when a preload is never shown.
        deliveryMethods: context.api
          .GET('/checkout/delivery-methods', { params: { query: { lang } } })
          .then((r) => unwrap(r).data)
          .catch(() => []),
        banks: context.api
          .GET('/checkout/banks')
          .then((r) => unwrap(r).data)
          .catch(() => []),
        paymentMethods: payments.data?.data ?? [],
      },
    };
  },
  component: function Checkout() {
    const meta = PAGE_META.checkout[currentLanguage()];
    usePageMeta(meta.title, meta.description);
    const { product, enabled, options } = Route.useLoaderData();
    return <CheckoutPage search={Route.useSearch()} product={product} enabled={enabled} options={options} />;
  },
});
