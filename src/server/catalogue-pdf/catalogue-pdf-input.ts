import type { CatalogueProduct, CatalogueSnapshot } from '../products/snapshot.ts';

export type CatalogLocale = 'fr' | 'ar';

/** What the PDF shows, in one language, as plain data: it crosses to the worker that draws it. */
export interface CataloguePdfInput {
  locale: CatalogLocale;
  /** ISO date and time of this edition. */
  generatedAt: string;
  brands: {
    name: string;
    type: string;
    description: string;
    products: {
      name: string;
      category: string;
      variants: { size: string; priceCentimes: number; volumeMl: number | null; inStock: boolean }[];
    }[];
  }[];
}

/** The brands in their order, each with its products in theirs; a brand with no product is left out. */
export function cataloguePdfInput(snapshot: CatalogueSnapshot, locale: CatalogLocale, generatedAt: Date): CataloguePdfInput {
  const byBrand = new Map<string, CatalogueProduct[]>();
  for (const product of snapshot.products) byBrand.set(product.brand.id, [...(byBrand.get(product.brand.id) ?? []), product]);
  const brands = [...snapshot.brands]
    .sort((a, b) => a.position - b.position)
    .filter((brand) => byBrand.get(brand.id)?.length)
    .map((brand) => ({
      name: brand.displayName[locale],
      type: brand.type[locale],
      description: brand.description[locale],
      products: byBrand.get(brand.id)!.map((product) => ({
        name: product.row.name[locale],
        category: product.category.label[locale],
        variants: product.variants.map((variant) => ({
          size: variant.size,
          priceCentimes: variant.priceCentimes,
          volumeMl: variant.volumeMl,
          inStock: variant.stock > 0,
        })),
      })),
    }));
  return { locale, generatedAt: generatedAt.toISOString(), brands };
}
