import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Catalogue } from './catalogue.ts';
import { filterProducts, type ListingQuery, paginate, relatedTo, sortProducts } from './query.ts';
import { toBrand, toCategoryRef, toProduct, toSummary, toVariant } from './serialize.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The answer's cache key: the query string as sent (the same query in another order is a mere miss). */
function keyOf(name: string, url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? name : `${name}${url.slice(query)}`;
}

function findProduct(snapshot: CatalogueSnapshot, idOrSlug: string) {
  const product = UUID.test(idOrSlug) ? snapshot.byId.get(idOrSlug.toLowerCase()) : snapshot.bySlug.get(idOrSlug.toLowerCase());
  if (!product) throw notFound('Product not found');
  return product;
}

function listing(snapshot: CatalogueSnapshot, query: ListingQuery & { lang?: Locale }) {
  const lang = query.lang ?? DEFAULT_LOCALE;
  const page = paginate(sortProducts(filterProducts(snapshot.products, query), query), query.page, query.pageSize);
  return {
    success: true,
    data: {
      products: page.items.map(({ product, variant }) => ({ ...toSummary(product, lang), listedVariantId: variant.id })),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
      totalPages: page.totalPages,
    },
  };
}

export function catalogueHandlers(catalogue: Catalogue, db: Db): Handlers {
  return {
    listProducts: async (request, reply) =>
      (await catalogue.answer(keyOf('list', request.url), (s) => listing(s, request.query))).send(request, reply),

    searchProducts: async (request, reply) =>
      (await catalogue.answer(keyOf('search', request.url), (s) => listing(s, request.query))).send(request, reply),

    listFeaturedProducts: async (request, reply) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const answer = await catalogue.answer(`featured:${lang}`, (s) => ({
        success: true,
        data: { products: s.products.filter((p) => p.row.featured).map((p) => toSummary(p, lang)) },
      }));
      return answer.send(request, reply);
    },

    getProduct: async (request, reply) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const { idOrSlug } = request.params;
      const answer = await catalogue.answer(`product:${idOrSlug.toLowerCase()}:${lang}`, (s) => {
        const product = findProduct(s, idOrSlug);
        return { success: true, message: 'Product found', data: { product: toProduct(product, relatedTo(product, s.products), lang) } };
      });
      return answer.send(request, reply);
    },

    // Live from the database: the price and stock a shopper is about to buy at.
    listProductVariants: async (request) => {
      const { idOrSlug } = request.params;
      const [product] = await db
        .select({ id: t.products.id })
        .from(t.products)
        .where(and(UUID.test(idOrSlug) ? eq(t.products.id, idOrSlug.toLowerCase()) : eq(t.products.slug, idOrSlug.toLowerCase()), eq(t.products.published, true)))
        .limit(1);
      if (!product) throw notFound('Product not found');
      const rows = await db.select().from(t.variants).where(eq(t.variants.productId, product.id)).orderBy(asc(t.variants.position));
      return { success: true, data: { variants: rows.map(toVariant) } };
    },

    listCategories: async (request, reply) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const answer = await catalogue.answer(`categories:${lang}`, (s) => ({
        success: true,
        data: s.categories.map((c) => ({
          ...toCategoryRef(c, lang),
          productCount: s.products.filter((p) => p.category.id === c.id).length,
        })),
      }));
      return answer.send(request, reply);
    },

    listBrands: async (request, reply) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const answer = await catalogue.answer(`brands:${lang}`, (s) => ({
        success: true,
        data: s.brands.flatMap((b) => {
          const category = s.categories.find((c) => c.id === b.categoryId);
          if (!category) return [];
          return [toBrand(b, category, s.products.filter((p) => p.brand.id === b.id).length, lang)];
        }),
      }));
      return answer.send(request, reply);
    },
  };
}
