import { z } from 'zod';
import type { paths } from '../../../../openapi/schema.d.ts';

export const SORTS = ['featured', 'price_asc', 'price_desc', 'volume_asc', 'volume_desc'] as const;

/**
 * The shop's filters, kept in the address so a filtered listing can be shared. A malformed value
 * falls back to its default instead of breaking the page. Prices are in DH as the slider shows them.
 */
export const shopSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: z.string().max(60).optional().catch(undefined),
  brand: z.string().max(60).optional().catch(undefined),
  sort: z.enum(SORTS).optional().catch(undefined),
  minPrice: z.number().int().min(0).max(1000).optional().catch(undefined),
  maxPrice: z.number().int().min(0).max(1000).optional().catch(undefined),
  minVolume: z.number().int().min(100).max(25000).optional().catch(undefined),
  maxVolume: z.number().int().min(100).max(25000).optional().catch(undefined),
  page: z.number().int().min(1).max(10000).optional().catch(undefined),
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
