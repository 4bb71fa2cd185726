import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Catalogue } from '../products/catalogue.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { RequireStaff } from './staff-guard.ts';

type AdminProduct = components['schemas']['AdminProduct'];
type VariantRow = typeof t.variants.$inferSelect;

const toAdminVariant = (v: VariantRow) => ({ id: v.id, size: v.size, price: v.priceCentimes, originalPrice: v.originalPriceCentimes, stock: v.stock, lowStockThreshold: v.lowStockThreshold });

/** Products with their sizes, as staff edit them; all of them, or those of the given ids. */
async function adminProducts(db: Db, ids?: string[]): Promise<AdminProduct[]> {
  const products = await db
    .select({ id: t.products.id, slug: t.products.slug, name: t.products.name, brand: t.brands.displayName, featured: t.products.featured, published: t.products.published })
    .from(t.products)
    .innerJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .where(ids ? inArray(t.products.id, ids) : undefined)
    .orderBy(asc(t.products.position));
  if (products.length === 0) return [];
  const ofThem = inArray(
    t.variants.productId,
    products.map((p) => p.id),
  );
  const variants = await db.select().from(t.variants).where(ofThem).orderBy(asc(t.variants.position));
  return products.map((p) => ({ ...p, name: p.name.fr, brand: p.brand.fr, variants: variants.filter((v) => v.productId === p.id).map(toAdminVariant) }));
}

/**
 * Staff edit the catalogue (issue 22, item 4): a size's price, original price and stock, a product's
 * place among the featured and in the shop at all (published). Each change is audited with its before and after, in the same
 * transaction; the catalogue is read again before the answer, so the next page shows it (its cached
 * pages and PDF follow its version). Orders keep the prices they were placed at (order_items).
 */
export function catalogueEditHandlers({ db, catalogue, requireStaff }: { db: Db; catalogue: Catalogue; requireStaff: RequireStaff }): Handlers {
  const productAnswer = async (productId: string) => ({ success: true as const, data: { product: (await adminProducts(db, [productId]))[0]! } });

  return {
    adminListProducts: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      return { success: true as const, data: { products: await adminProducts(db) } };
    },

    adminUpdateProduct: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { productId } = request.params;
      const found = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await tx.select({ featured: t.products.featured, published: t.products.published, slug: t.products.slug }).from(t.products).where(eq(t.products.id, productId)).for('update');
        if (!before) return false;
        const after = { featured: request.body.featured ?? before.featured, published: request.body.published ?? before.published };
        await tx.update(t.products).set(after).where(eq(t.products.id, productId));
        await recordAudit(tx, { by: member, action: 'product.update', subject: before.slug, before: { featured: before.featured, published: before.published }, after });
        return true;
      });
      if (!found) throw notFound('Product not found');
      await catalogue.refresh();
      return productAnswer(productId);
    },

    adminUpdateVariant: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { variantId } = request.params;
      const productId = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .select({ variant: t.variants, slug: t.products.slug })
          .from(t.variants)
          .innerJoin(t.products, eq(t.products.id, t.variants.productId))
          .where(eq(t.variants.id, variantId))
          .for('update', { of: t.variants });
        if (!row) return undefined;
        const before = toAdminVariant(row.variant);
        const after = { ...before, ...request.body };
        if (after.originalPrice !== null && after.originalPrice <= after.price) {
          const message = 'The original price must be above the price (or empty)';
          throw new ApiError(400, 'VALIDATION_ERROR', message, [{ field: 'body.originalPrice', message }]);
        }
        await tx.update(t.variants).set({ priceCentimes: after.price, originalPriceCentimes: after.originalPrice, stock: after.stock, lowStockThreshold: after.lowStockThreshold }).where(eq(t.variants.id, variantId));
        // Only what the request changed, before and after.
        const changed = (Object.keys(request.body) as (keyof typeof before)[]).filter((key) => before[key] !== after[key]);
        const pick = (values: typeof before) => Object.fromEntries(changed.map((key) => [key, values[key]]));
        await recordAudit(tx, { by: member, action: 'variant.update', subject: `${row.slug} ${before.size}`, before: pick(before), after: pick(after) });
        return row.variant.productId;
      });
      if (!productId) throw notFound('Size not found');
      await catalogue.refresh();
      return productAnswer(productId);
    },
  };
}
