import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../domain/locale.ts';
import { MAX_QUANTITY } from '../../domain/quantity.ts';
import type { CartStore } from '../cart/cart-store.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../errors.ts';

type ReorderLine = components['schemas']['ReorderLine'];

/**
 * An earlier order's lines into its customer's cart, at today's prices, each added to what the cart
 * holds up to the size's stock and the line's limit; what became of each line, for the shopper to read.
 */
export async function reorder(db: Db, carts: CartStore, { userId, orderId, lang }: { userId: string; orderId: string; lang: Locale }): Promise<ReorderLine[]> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [order] = await tx.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
    if (!order) throw notFound('Order not found');
    const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId)).orderBy(asc(t.orderItems.position));
    const inCart = new Map((await carts.lines({ userId }, tx)).map((line) => [line.variantId, line.quantity]));
    const lines: ReorderLine[] = [];
    const adding: { productId: string; variantId: string; quantity: number }[] = [];
    for (const item of items) {
      const [now] = await tx
        .select({ price: t.variants.priceCentimes, stock: t.variants.stock, published: t.products.published })
        .from(t.variants)
        .innerJoin(t.products, eq(t.products.id, t.variants.productId))
        .where(and(eq(t.variants.id, item.variantId), eq(t.variants.productId, item.productId)));
      const line = { productId: item.productId, variantId: item.variantId, productTitle: item.productTitle[lang], size: item.size, ordered: item.quantity, oldPrice: item.priceCentimes };
      if (!now?.published) {
        lines.push({ ...line, added: 0, outcome: 'unavailable', newPrice: null });
        continue;
      }
      const held = inCart.get(item.variantId) ?? 0;
      const added = Math.max(0, Math.min(item.quantity, Math.min(MAX_QUANTITY, now.stock) - held));
      if (added > 0) {
        adding.push({ productId: item.productId, variantId: item.variantId, quantity: added });
        inCart.set(item.variantId, held + added);
      }
      const outcome = now.stock <= 0 ? 'out-of-stock' : added < item.quantity ? 'short' : 'added';
      lines.push({ ...line, added, outcome, newPrice: now.price });
    }
    await carts.restore(userId, adding, tx);
    return lines;
  });
}
