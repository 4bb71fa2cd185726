import type { ShopSearch } from './shop-search.ts';

export const PRICE_RANGE: [number, number] = [0, 1000];
export const VOLUME_RANGE: [number, number] = [100, 25000];

/** Spec section 4: a filter is active when search, category, brand, price or volume leaves its default. */
export function activeFilterCount(search: ShopSearch): number {
  const price = (search.minPrice ?? PRICE_RANGE[0]) !== PRICE_RANGE[0] || (search.maxPrice ?? PRICE_RANGE[1]) !== PRICE_RANGE[1];
  const volume = (search.minVolume ?? VOLUME_RANGE[0]) !== VOLUME_RANGE[0] || (search.maxVolume ?? VOLUME_RANGE[1]) !== VOLUME_RANGE[1];
  return [Boolean(search.q), Boolean(search.category), Boolean(search.brand), price, volume].filter(Boolean).length;
}
