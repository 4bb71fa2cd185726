import { createFileRoute, notFound } from '@tanstack/react-router';
import { productImageUrl } from '../../../domain/images.ts';
import { getProduct } from '../../features/catalogue/api.ts';
import { ProductError, ProductLoading } from '../../features/catalogue/ProductStatus.tsx';
import { ProductView } from '../../features/catalogue/ProductView.tsx';
import { languageOf } from '../../i18n/index.ts';
import { pageHead, pageMeta } from '../../meta/page-head.ts';
import { productJsonLd } from '../../meta/product-json-ld.ts';

/** A description for link previews: the product's, cut at a word within 160 characters. */
function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export const Route = createFileRoute('/produits/$productId')({
  loader: async ({ context, params }) => {
    const product = await getProduct(context.api, params.productId, languageOf(context.i18n));
    // An unknown product: the page's own error view ('Produit non trouvé'), answered 404.
    if (!product) throw notFound();
    return product;
  },
  head: ({ match, loaderData: product }) => {
    if (!product) {
      return pageHead(match.context, { ...pageMeta(match.context.i18n, 'productNotFound'), path: `/produits/${match.params.productId}`, noindex: true });
    }
    const image = product.images[0];
    return pageHead(match.context, {
      title: product.name,
      description: clip(product.description),
      path: `/produits/${product.slug}`,
      ogType: 'product',
      image: image ? productImageUrl(image.imageId, 800, 'jpeg') : undefined,
      // For the crawlers, which read the server's HTML: the browser's bundle goes without it (and its rating rule).
      jsonLd: import.meta.env.SSR ? productJsonLd(product, match.context.publicUrl) : undefined,
    });
  },
  component: function Product() {
    return <ProductView product={Route.useLoaderData()} />;
  },
  pendingComponent: ProductLoading,
  errorComponent: ProductError,
  notFoundComponent: ProductError,
});
