import { createFileRoute } from '@tanstack/react-router';
import { ProductNotFound } from '../../features/catalogue/ProductNotFound.tsx';
import { searchParams, text } from '../../search/search-params.ts';

export const Route = createFileRoute('/produits/not-found')({
  validateSearch: searchParams({ error: text(300) }),
  component: function NotFound() {
    return <ProductNotFound message={Route.useSearch().error} />;
  },
});
