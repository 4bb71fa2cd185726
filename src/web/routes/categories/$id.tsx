import { createFileRoute } from '@tanstack/react-router';
import { loadListing } from '../../features/catalogue/load-listing.ts';
import { ShopListing } from '../../features/catalogue/ShopListing.tsx';
import { shopSearchSchema } from '../../features/catalogue/shop-search.ts';

// The shop filtered by one category, by id (olive-oil) or lowercased name.
export const Route = createFileRoute('/categories/$id')({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const listing = await loadListing(context.api, { ...deps, category: params.id });
    const category = listing.ok ? listing.page.products[0]?.category.label : undefined;
    return { listing, category };
  },
  component: function Category() {
    const { listing, category } = Route.useLoaderData();
    return <ShopListing result={listing} search={Route.useSearch()} subtitle={category} />;
  },
});
