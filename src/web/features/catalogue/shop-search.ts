import type { paths } from '../../../../openapi/schema.d.ts';
import { oneOf, searchParams, type SearchOf, text, whole } from '../../search/search-params.ts';

export const SORTS = ['featured', 'price_asc', 'price_desc', 'volume_asc', 'volume_desc'] as const;

const shopShape = {
  q: text(100, { trim: true }),
  category: text(60),
  brand: text(60),
  sort: oneOf(SORTS),
  minPrice: whole(0, 1000),
  maxPrice: whole(0, 1000),
  minVolume: whole(100, 25000),
  maxVolume: whole(100, 25000),
  page: whole(1, 10000),
};

/** The shop's filters, kept in the address so a filtered listing can be shared. Prices are in DH as the slider shows them. */
export const shopSearchSchema = searchParams(shopShape);

export type ShopSearch = SearchOf<typeof shopShape>;
type ListingQuery = NonNullable<paths['/products']['get']['parameters']['query']>;

/** The listing call of spec section 7: sort split into sortBy and sortDirection, prices in centimes. */
export function toListingQuery(search: ShopSearch, lang: ListingQuery['lang']): ListingQuery {
  const [sortBy, sortDirection] = (search.sort ?? 'featured').split('_') as [ListingQuery['sortBy'], ListingQuery['sortDirection']];
  return {
    lang,
    q: search.q || undefined,
    category: search.category,
    brand: search.brand,
    sortBy: sortBy === 'featured' ? undefined : sortBy,
    sortDirection: sortBy === 'featured' ? undefined : sortDirection,
    minPrice: search.minPrice === undefined ? undefined : search.minPrice * 100,
    maxPrice: search.maxPrice === undefined ? undefined : search.maxPrice * 100,
    minVolume: search.minVolume,
    maxVolume: search.maxVolume,
    page: search.page,
    pageSize: 12,
  };
}
