import { createFileRoute, redirect } from '@tanstack/react-router';
import { shopSearchSchema } from '../features/catalogue/shop-search.ts';

// /menu is another name of the shop listing: one address per page, so it forwards to /shop.
export const Route = createFileRoute('/menu')({
  validateSearch: shopSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/shop', search, replace: true, statusCode: 301 });
  },
});
