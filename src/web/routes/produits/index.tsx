import { createFileRoute, redirect } from '@tanstack/react-router';
import { shopSearchSchema } from '../../features/catalogue/shop-search.ts';

// 'Voir tous les produits' links here: the shop listing, under its one address.
export const Route = createFileRoute('/produits/')({
  validateSearch: shopSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/shop', search, replace: true, statusCode: 301 });
  },
});
