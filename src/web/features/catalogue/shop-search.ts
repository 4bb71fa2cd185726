import * as z from 'zod/mini';
import type { paths } from '../../../../openapi/schema.d.ts';

export const SORTS = ['featured', 'price_asc', 'price_desc', 'volume_asc', 'volume_desc'] as const;

/** An optional parameter whose malformed value falls back to "not given" instead of breaking the page. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/**
 * The shop's filters, kept in the address so a filtered listing can be shared. Prices are in DH as
 * the slider shows them. (zod/mini: this runs on every page's first load, where bytes count.)
 */
export const shopSearchSchema = z.object({
  q: lenient(z.string().check(z.trim(), z.maxLength(100))),
  category: lenient(z.string().check(z.maxLength(60))),
  brand: lenient(z.string().check(z.maxLength(60))),
  sort: lenient(z.enum(SORTS)),
  minPrice: lenient(whole(0, 1000)),
  maxPrice: lenient(whole(0, 1000)),
  minVolume: lenient(whole(100, 25000)),
  maxVolume: lenient(whole(100, 25000)),
  page: lenient(whole(1, 10000)),
});

export type ShopSearch = z.infer<typeof shopSearchSchema>;
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
