import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProductNotFound } from '../../features/catalogue/ProductNotFound.tsx';

export const Route = createFileRoute('/produits/not-found')({
  validateSearch: z.object({ error: z.string().max(300).optional().catch(undefined) }),
  component: function NotFound() {
    return <ProductNotFound message={Route.useSearch().error} />;
  },
});
