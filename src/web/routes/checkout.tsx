import { createFileRoute } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { unwrap } from '../api/client.ts';
import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { checkoutSearchSchema } from '../features/checkout/checkout-search.ts';
import { languageOf } from '../i18n/index.ts';
import { namedHead } from '../meta/page-head.ts';

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearchSchema,
  loaderDeps: ({ search }) => ({ product: search.product }),
  beforeLoad: formTextsFirst,
  // Waited for: the direct purchase's product (read again from the catalogue; an unknown one falls
  // back to the cart), whether the shop takes orders, the payment methods, the seller (the invoice's). Not waited for: the
  // delivery methods and banks, which their steps show loading (spec: spinner, 'Chargement des banques...').
  loader: async ({ context, deps }) => {
    const lang = languageOf(context.i18n);
    const [product, status, payments, seller] = await Promise.all([
      deps.product ? context.api.GET('/products/{idOrSlug}', { params: { path: { idOrSlug: deps.product }, query: { lang } } }) : undefined,
      context.api.GET('/checkout/status'),
      context.api.GET('/checkout/payment-methods'),
      context.api.GET('/checkout/seller', { params: { query: { lang } } }),
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
        seller: seller.data?.data ?? null,
      },
    };
  },
  head: namedHead('checkout', '/checkout', { noindex: true }),
  component: function Checkout() {
    const { product, enabled, options } = Route.useLoaderData();
    return <CheckoutPage search={Route.useSearch()} product={product} enabled={enabled} options={options} />;
  },
});
