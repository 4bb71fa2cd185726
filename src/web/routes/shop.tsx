import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { afterNextPaint } from '../after-next-paint.ts';
import { loadFacets } from '../features/catalogue/load-facets.ts';
import { loadListing } from '../features/catalogue/load-listing.ts';
import { ShopListing } from '../features/catalogue/ShopListing.tsx';
import { shopSearchSchema } from '../features/catalogue/shop-search.ts';
import { languageOf } from '../i18n/index.ts';
import { namedHead } from '../meta/page-head.ts';

export const Route = createFileRoute('/shop')({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const lang = languageOf(context.i18n);
    const [listing, facets] = await Promise.all([loadListing(context.api, deps, lang), loadFacets(context.api, lang)]);
    return { listing, facets };
  },
  head: namedHead('shop', '/shop'),
  component: function Shop() {
    const { listing, facets } = Route.useLoaderData();
    const navigate = useNavigate({ from: '/shop' });
    return (
      <ShopListing
        result={listing}
        search={Route.useSearch()}
        // The list closes and paints first; the new listing renders after it.
        filters={{ facets, onChange: (search) => void afterNextPaint().then(() => navigate({ search, resetScroll: false })) }}
      />
    );
  },
});
