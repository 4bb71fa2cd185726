import { createFileRoute } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { ApiError } from '../api/errors.ts';
import { getProduct } from '../features/catalogue/api.ts';
import { banks, checkoutEnabled, deliveryMethods, paymentMethods, seller } from '../features/checkout/options/api.ts';
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
    const [product, enabled, payments, shopSeller] = await Promise.all([
      // A refused product (unknown, or the server failing) falls back to the cart; no answer at all is the page's error.
      deps.product ? getProduct(context.api, deps.product, lang).catch((error: unknown) => (error instanceof ApiError && error.status > 0 ? undefined : Promise.reject(error))) : undefined,
      checkoutEnabled(context.api),
      paymentMethods(context.api),
      seller(context.api, lang),
    ]);
    return {
      product: product ?? null,
      // Unknown (the call failed): open; the server still refuses orders when it is not.
      enabled: enabled ?? true,
      options: {
        // A list that cannot be read shows as empty ('Aucune ...'), also when a preload is never shown.
        deliveryMethods: deliveryMethods(context.api, lang).catch(() => []),
        banks: banks(context.api).catch(() => []),
        paymentMethods: payments ?? [],
        seller: shopSeller ?? null,
      },
    };
  },
  head: namedHead('checkout', '/checkout', { noindex: true }),
  component: function Checkout() {
    const { product, enabled, options } = Route.useLoaderData();
    return <CheckoutPage search={Route.useSearch()} product={product} enabled={enabled} options={options} />;
  },
});
