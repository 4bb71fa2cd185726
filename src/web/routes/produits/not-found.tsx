import { createFileRoute } from '@tanstack/react-router';
import { ProductNotFound } from '../../features/catalogue/ProductNotFound.tsx';
import { namedHead } from '../../meta/page-head.ts';
import { searchParams, text } from '../../search/search-params.ts';

export const Route = createFileRoute('/produits/not-found')({
  validateSearch: searchParams({ error: text(300) }),
  head: namedHead('productNotFound', '/produits/not-found', { noindex: true }),
  component: NotFound,
});

function NotFound() {
  return <ProductNotFound message={Route.useSearch().error} />;
}
