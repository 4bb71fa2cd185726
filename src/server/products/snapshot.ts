import { asc, desc, eq } from 'drizzle-orm';
import { averageRating } from '../../domain/rating.ts';
import { foldForSearch } from '../../domain/text-search.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export type BrandRow = typeof t.brands.$inferSelect;
export type CategoryRow = typeof t.categories.$inferSelect;
export type VariantRow = typeof t.variants.$inferSelect;
export type ReviewRow = typeof t.reviews.$inferSelect;
export type ImageInfo = Omit<typeof t.productImages.$inferSelect, 'source'>;

export interface CatalogueProduct {
  row: typeof t.products.$inferSelect;
  brand: BrandRow;
  category: CategoryRow;
  /** In display order; never empty for a sellable product. */
  variants: VariantRow[];
  defaultVariant: VariantRow | undefined;
  images: ImageInfo[];
  reviews: ReviewRow[];
  /**
   * One figure for the listing, the page and its JSON-LD: a product with approved reviews is rated by
   * them (spec section 9's average of at most ten: the ten newest) and counts them all; one without
   * keeps the catalogue's rating and count (products.rating, products.review_count).
   */
  rating: number | null;
  reviewCount: number;
  /** Folded names, brand and category in every language, for text search. */
  searchText: string;
  minPrice: number;
  minVolume: number | null;
}

/** The whole catalogue in memory: a producer's range is a few dozen products, read far more than written. */
export interface CatalogueSnapshot {
  products: CatalogueProduct[];
  byId: Map<string, CatalogueProduct>;
  bySlug: Map<string, CatalogueProduct>;
  brands: BrandRow[];
  categories: CategoryRow[];
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export async function loadSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [categoryRows, brandRows, productRows, variantRows, imageRows, reviewRows] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.position)),
    db.select().from(t.brands).orderBy(asc(t.brands.position)),
    db.select().from(t.products).orderBy(asc(t.products.position)),
    db.select().from(t.variants).orderBy(asc(t.variants.position)),
    db
      .select({
        id: t.productImages.id,
        productId: t.productImages.productId,
        variantSize: t.productImages.variantSize,
        alt: t.productImages.alt,
        mimeType: t.productImages.mimeType,
        width: t.productImages.width,
        height: t.productImages.height,
        position: t.productImages.position,
      })
      .from(t.productImages)
      .orderBy(asc(t.productImages.position)),
    // Only what staff approved shows; newest first (the day written, then the time): the rating is the
    // average of the first ten of them, the count is how many there are (issue 47).
    db.select().from(t.reviews).where(eq(t.reviews.status, 'approved')).orderBy(desc(t.reviews.date), desc(t.reviews.createdAt), asc(t.reviews.id)),
  ]);
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const variantsOf = groupBy(variantRows, (v) => v.productId);
  const imagesOf = groupBy(imageRows, (i) => i.productId);
  const reviewsOf = groupBy(reviewRows, (r) => r.productId);

  const products: CatalogueProduct[] = [];
  for (const row of productRows) {
    const brand = brandById.get(row.brandId);
    const category = categoryById.get(row.categoryId);
    const variants = variantsOf.get(row.id) ?? [];
    // Unpublished products are out of every page, listing, search and PDF; staff still see them (catalogue-edits.ts).
    if (!row.published || !brand || !category || variants.length === 0) continue;
    const reviews = reviewsOf.get(row.id) ?? [];
    const volumes = variants.map((v) => v.volumeMl).filter((v): v is number => v !== null);
    products.push({
      row,
      brand,
      category,
      variants,
      defaultVariant: variants.find((v) => v.isDefault) ?? variants[0],
      images: imagesOf.get(row.id) ?? [],
      reviews,
      rating: reviews.length ? averageRating(reviews) : row.rating,
      reviewCount: reviews.length || row.reviewCount,
      searchText: foldForSearch(
        [
          ...Object.values(row.name),
          brand.name,
          ...Object.values(brand.displayName),
          category.name,
          ...Object.values(category.label),
          ...variants.map((v) => v.size),
        ].join(' | '),
      ),
      minPrice: Math.min(...variants.map((v) => v.priceCentimes)),
      minVolume: volumes.length ? Math.min(...volumes) : null,
    });
  }
  return {
    products,
    byId: new Map(products.map((p) => [p.row.id, p])),
    bySlug: new Map(products.map((p) => [p.row.slug, p])),
    brands: brandRows,
    categories: categoryRows,
  };
}
