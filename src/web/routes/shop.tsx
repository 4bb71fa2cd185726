import { createFileRoute } from '@tanstack/react-router';
import { loadListing } from '../features/catalogue/load-listing.ts';
import { ShopListing } from '../features/catalogue/ShopListing.tsx';
import { shopSearchSchema } from '../features/catalogue/shop-search.ts';

export const Route = createFileRoute('/shop')({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadListing(context.api, deps),
  component: function Shop() {
    return <ShopListing result={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
