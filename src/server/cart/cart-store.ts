import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { MAX_QUANTITY } from '../../domain/quantity.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import type { CartOwner } from './owner.ts';

/** A cart line joined with what the catalogue says of it now (price, stock, names). */
export interface CartLineRow {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
  slug: string;
  name: t.LocalizedText;
  size: string;
  priceCentimes: number;
  stock: number;
  imageId: string | null;
  brandId: string;
  brandName: t.LocalizedText;
  categoryLabel: t.LocalizedText;
}

const ownedBy = (owner: CartOwner) => ('userId' in owner ? eq(t.carts.userId, owner.userId) : eq(t.carts.sessionId, owner.sessionId));

const itemNotFound = () => notFound('Cart item not found');

function outOfStock(stock: number): ApiError {
  return new ApiError(409, 'OUT_OF_STOCK', stock > 0 ? `Only ${stock} left in stock` : 'This product is out of stock');
}

/** A guest cart untouched this long is purged. */
export const GUEST_CART_IDLE_DAYS = 30;

/** The owner's cart id, creating the cart on first use; touching it keeps a used guest cart fresh. */
async function cartIdOf(db: Db, owner: CartOwner): Promise<string> {
  const [row] =
    'userId' in owner
      ? await db
          .insert(t.carts)
          .values({ userId: owner.userId })
          .onConflictDoUpdate({ target: t.carts.userId, set: { updatedAt: sql`now()` } })
          .returning({ id: t.carts.id })
      : await db
          .insert(t.carts)
          .values({ sessionId: owner.sessionId })
          .onConflictDoUpdate({ target: t.carts.sessionId, set: { updatedAt: sql`now()` } })
          .returning({ id: t.carts.id });
  return row!.id;
}

/** Carts in the database; every price, name and stock figure is read from the catalogue tables. */
export class CartStore {
  constructor(private readonly db: Db) {}

  /** The owner's lines, priced from the catalogue; `db` may be a transaction (an order reads them in its own). */
  async lines(owner: CartOwner, db: Db = this.db): Promise<CartLineRow[]> {
    const firstImage = sql<string | null>`(select ${t.productImages.id} from ${t.productImages}
      where ${t.productImages.productId} = ${t.products.id} order by ${t.productImages.position} limit 1)`;
    return db
      .select({
        id: t.cartItems.id,
        productId: t.cartItems.productId,
        variantId: t.cartItems.variantId,
        quantity: t.cartItems.quantity,
        slug: t.products.slug,
        name: t.products.name,
        size: t.variants.size,
        priceCentimes: t.variants.priceCentimes,
        // A product taken out of the shop is no longer for sale: its line shows out of stock and cannot be ordered.
        stock: sql<number>`case when ${t.products.published} then ${t.variants.stock} else 0 end`,
        imageId: sql<string | null>`coalesce(${t.variants.imageId}, ${firstImage})`,
        brandId: t.brands.id,
        brandName: t.brands.displayName,
        categoryLabel: t.categories.label,
      })
      .from(t.cartItems)
      .innerJoin(t.carts, eq(t.carts.id, t.cartItems.cartId))
      .innerJoin(t.variants, eq(t.variants.id, t.cartItems.variantId))
      .innerJoin(t.products, eq(t.products.id, t.cartItems.productId))
      .innerJoin(t.brands, eq(t.brands.id, t.products.brandId))
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(ownedBy(owner))
      .orderBy(asc(t.cartItems.createdAt), asc(t.cartItems.id));
  }

  /** Adds to the variant's line (or opens it); the sum must stay within 99 and the stock. */
  async exists(owner: CartOwner): Promise<boolean> {
    const [row] = await this.db.select({ id: t.carts.id }).from(t.carts).where(ownedBy(owner));
    return Boolean(row);
  }

  /** Guest carts nobody touched for `idleDays` go, with their lines; customers' carts stay. */
  async purgeIdleGuests(idleDays = GUEST_CART_IDLE_DAYS): Promise<number> {
    const gone = await this.db
      .delete(t.carts)
      .where(and(isNotNull(t.carts.sessionId), lt(t.carts.updatedAt, sql`now() - ${`${idleDays} days`}::interval`)))
      .returning({ id: t.carts.id });
    return gone.length;
  }

  async add(owner: CartOwner, input: { productId: string; variantId: string; quantity: number }): Promise<void> {
    const [variant] = await this.db
      .select({ stock: t.variants.stock })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(and(eq(t.variants.id, input.variantId), eq(t.variants.productId, input.productId), eq(t.products.published, true)));
    if (!variant) throw notFound('Product not found');
    const limit = Math.min(MAX_QUANTITY, variant.stock);
    if (input.quantity > variant.stock) throw outOfStock(variant.stock);
    const cartId = await cartIdOf(this.db, owner);
    // One statement, so two adds at once cannot both pass the limit.
    const added = await this.db
      .insert(t.cartItems)
      .values({ cartId, productId: input.productId, variantId: input.variantId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [t.cartItems.cartId, t.cartItems.variantId],
        set: { quantity: sql`${t.cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${t.cartItems.quantity} + excluded.quantity <= ${limit}`,
      })
      .returning({ id: t.cartItems.id });
    if (added.length) return;
    const [line] = await this.db
      .select({ quantity: t.cartItems.quantity })
      .from(t.cartItems)
      .where(and(eq(t.cartItems.cartId, cartId), eq(t.cartItems.variantId, input.variantId)));
    const inCart = line?.quantity ?? 0;
    if (inCart + input.quantity > MAX_QUANTITY) {
      throw new ApiError(409, 'QUANTITY_OUT_OF_RANGE', `A cart line holds at most ${MAX_QUANTITY}; ${inCart} already in the cart`);
    }
    throw outOfStock(variant.stock);
  }

  async setQuantity(owner: CartOwner, itemId: string, quantity: number): Promise<void> {
    const [line] = await this.db
      .select({ stock: t.variants.stock })
      .from(t.cartItems)
      .innerJoin(t.carts, eq(t.carts.id, t.cartItems.cartId))
      .innerJoin(t.variants, eq(t.variants.id, t.cartItems.variantId))
      .where(and(eq(t.cartItems.id, itemId), ownedBy(owner)));
    if (!line) throw itemNotFound();
    if (quantity > line.stock) throw outOfStock(line.stock);
    await this.db.update(t.cartItems).set({ quantity }).where(eq(t.cartItems.id, itemId));
  }

  async remove(owner: CartOwner, itemId: string): Promise<void> {
    const removed = await this.db
      .delete(t.cartItems)
      .where(and(eq(t.cartItems.id, itemId), sql`${t.cartItems.cartId} in (select ${t.carts.id} from ${t.carts} where ${ownedBy(owner)})`))
      .returning({ id: t.cartItems.id });
    if (!removed.length) throw itemNotFound();
  }

  async clear(owner: CartOwner): Promise<void> {
    await this.db.delete(t.cartItems).where(sql`${t.cartItems.cartId} in (select ${t.carts.id} from ${t.carts} where ${ownedBy(owner)})`);
  }

  /** Puts lines back into a customer's cart (an order withdrawn), quantities added and capped at 99. */
  async restore(userId: string, lines: { productId: string; variantId: string; quantity: number }[], db: Db = this.db): Promise<void> {
    if (!lines.length) return;
    const cartId = await cartIdOf(db, { userId });
    await db
      .insert(t.cartItems)
      .values(lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity, cartId })))
      .onConflictDoUpdate({
        target: [t.cartItems.cartId, t.cartItems.variantId],
        set: { quantity: sql`least(${t.cartItems.quantity} + excluded.quantity, ${MAX_QUANTITY})` },
      });
  }

  /**
   * Moves a guest cart's lines into the customer's cart, quantities added and capped at 99, and
   * deletes the guest cart: a second call finds nothing left to move.
   */
  async merge(userId: string, guestSessionId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The lock makes a second merge running at once wait, then find the guest cart gone.
      const [guest] = await tx.select({ id: t.carts.id }).from(t.carts).where(eq(t.carts.sessionId, guestSessionId)).for('update');
      if (!guest) return;
      const moved = await tx
        .select({ productId: t.cartItems.productId, variantId: t.cartItems.variantId, quantity: t.cartItems.quantity })
        .from(t.cartItems)
        .where(eq(t.cartItems.cartId, guest.id));
      if (moved.length) {
        const cartId = await cartIdOf(tx as unknown as Db, { userId });
        await tx
          .insert(t.cartItems)
          .values(moved.map((line) => ({ ...line, cartId })))
          .onConflictDoUpdate({
            target: [t.cartItems.cartId, t.cartItems.variantId],
            set: { quantity: sql`least(${t.cartItems.quantity} + excluded.quantity, ${MAX_QUANTITY})` },
          });
      }
      await tx.delete(t.carts).where(eq(t.carts.id, guest.id));
    });
  }
}
