import { createFileRoute, redirect } from '@tanstack/react-router';
import { apiErrorFromBody } from '../../api/errors.ts';
import { ProductError, ProductLoading } from '../../features/catalogue/ProductStatus.tsx';
import { ProductView } from '../../features/catalogue/ProductView.tsx';
import { currentLanguage } from '../../i18n/index.ts';

export const Route = createFileRoute('/produits/$productId')({
  loader: async ({ context, params }) => {
    const { data, error, response } = await context.api.GET('/products/{idOrSlug}', {
      params: { path: { idOrSlug: params.productId }, query: { lang: currentLanguage() } },
    });
    if (data) return data.data.product;
    if (response.status === 404 || response.status === 400) {
      throw redirect({ to: '/produits/not-found', search: { error: undefined }, replace: true });
    }
    throw apiErrorFromBody(response.status, error);
  },
  component: function Product() {
    return <ProductView product={Route.useLoaderData()} />;
  },
  pendingComponent: ProductLoading,
  errorComponent: ProductError,
});
