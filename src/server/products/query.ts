import { foldForSearch } from '../../domain/text-search.ts';
import { volumeInRange } from '../../domain/volume.ts';
import { ApiError } from '../errors.ts';
import type { CatalogueProduct, VariantRow } from './snapshot.ts';

export interface ListingQuery {
  q?: string;
  category?: string;
  brand?: string;
  sortBy?: 'featured' | 'price' | 'volume';
  sortDirection?: 'asc' | 'desc';
  minPrice?: number;
  maxPrice?: number;
  minVolume?: number;
  maxVolume?: number;
  featured?: boolean;
  page?: number;
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 12;

function checkRange(name: string, min: number | undefined, max: number | undefined): void {
  if (min !== undefined && max !== undefined && min > max) {
    throw new ApiError(400, 'VALIDATION_ERROR', `min${name} must not exceed max${name}`, [
      { field: `query.min${name}`, message: `must not exceed max${name}` },
    ]);
  }
}

/**
 * A product as a listing shows it: at its first size that fits the price and volume asked for. Its
 * card starts on that size, and a sort by price or volume orders by it, so the prices shown follow
 * the order asked for. With no range asked for, that is the first size, where a card starts anyway.
 */
export interface ListedProduct {
  product: CatalogueProduct;
  variant: VariantRow;
}

/** Filters as spec section 7 sends them; a product matches when one of its variants fits both ranges. */
export function filterProducts(products: CatalogueProduct[], query: ListingQuery): ListedProduct[] {
  checkRange('Price', query.minPrice, query.maxPrice);
  checkRange('Volume', query.minVolume, query.maxVolume);
  const words = query.q ? foldForSearch(query.q).split(' ').filter(Boolean) : [];
  const category = query.category ? foldForSearch(query.category) : undefined;
  const brand = query.brand ? foldForSearch(query.brand) : undefined;
  const priceFits = (price: number) =>
    (query.minPrice === undefined || price >= query.minPrice) && (query.maxPrice === undefined || price <= query.maxPrice);
  // Variants of unparsable size are kept by the volume filter (spec section 9).
  const volumeFits = (ml: number | null) => volumeInRange(ml, query.minVolume ?? 0, query.maxVolume ?? Number.MAX_SAFE_INTEGER);
  const listed: ListedProduct[] = [];
  for (const p of products) {
    const matches =
      words.every((word) => p.searchText.includes(word)) &&
      (category === undefined || category === p.category.id || category === foldForSearch(p.category.name)) &&
      (brand === undefined || brand === p.brand.id || brand === foldForSearch(p.brand.name)) &&
      (query.featured === undefined || p.row.featured === query.featured);
    const variant = matches ? p.variants.find((v) => priceFits(v.priceCentimes) && volumeFits(v.volumeMl)) : undefined;
    if (variant) listed.push({ product: p, variant });
  }
  return listed;
}

/** Sorts by the size each product is listed at (see ListedProduct). */
export function sortProducts(products: ListedProduct[], query: ListingQuery): ListedProduct[] {
  const direction = query.sortDirection === 'desc' ? -1 : 1;
  const byPosition = (a: ListedProduct, b: ListedProduct) => a.product.row.position - b.product.row.position;
  const sorted = [...products];
  switch (query.sortBy) {
    case 'price':
      sorted.sort((a, b) => direction * (a.variant.priceCentimes - b.variant.priceCentimes) || byPosition(a, b));
      break;
    case 'volume': {
      // Unknown volumes go last in either direction.
      sorted.sort((a, b) => {
        const va = a.variant.volumeMl;
        const vb = b.variant.volumeMl;
        if (va === null || vb === null) return va === vb ? byPosition(a, b) : va === null ? 1 : -1;
        return direction * (va - vb) || byPosition(a, b);
      });
      break;
    }
    default:
      sorted.sort((a, b) => Number(b.product.row.featured) - Number(a.product.row.featured) || byPosition(a, b));
  }
  return sorted;
}

export function paginate<T>(items: T[], page = 1, pageSize = DEFAULT_PAGE_SIZE) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** Up to five products of the same category, those of the same brand first; never the product itself. */
export function relatedTo(product: CatalogueProduct, all: CatalogueProduct[], limit = 5): CatalogueProduct[] {
  return all
    .filter((p) => p !== product && p.category.id === product.category.id)
    .sort((a, b) => Number(b.brand.id === product.brand.id) - Number(a.brand.id === product.brand.id) || a.row.position - b.row.position)
    .slice(0, limit);
}
