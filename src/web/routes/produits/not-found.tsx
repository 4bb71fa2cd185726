import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ProductNotFound } from '../../features/catalogue/ProductNotFound.tsx';

export const Route = createFileRoute('/produits/not-found')({
  validateSearch: z.object({ error: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined) }),
  component: function NotFound() {
    return <ProductNotFound message={Route.useSearch().error} />;
  },
});
