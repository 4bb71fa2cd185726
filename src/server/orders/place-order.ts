import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../domain/locale.ts';
import { orderTotals } from '../../domain/money.ts';
import { phoneE164 } from '../../domain/phone.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';
import type { CartStore } from '../cart/cart-store.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { checkOpenOrders, checkUnconfirmedCash, type OpenOrderLimits } from './open-orders.ts';
import { cashRefused } from './cash-refusals.ts';
import { type Confirmation, queueConfirmation } from './order-confirmation.ts';
import { deliveryAddressFor } from '../checkout/delivery-address.ts';
import { keepOrderAddress } from '../addresses/order-address.ts';
import { ApiError, notFound } from '../errors.ts';
import { ORDER_PHONE_INVALID } from '../http/field-messages.ts';
import { randomKey } from '../lib/random-key.ts';

type OrderInput = components['schemas']['OrderCreateRequest'];

interface Line {
  /** The cart line it comes from (cart orders). */
  cartItemId?: string;
  productId: string;
  variantId: string;
  productTitle: t.LocalizedText;
  imageId: string | null;
  size: string;
  properties: Record<string, t.LocalizedText>;
  quantity: number;
  priceCentimes: number;
}

const invalid = (field: string, message: string) => new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

function outOfStock(title: string, size: string): ApiError {
  return new ApiError(409, 'OUT_OF_STOCK', `${title} (${size}) is no longer in stock in that quantity`);
}

/** The lines to order, priced and named from the database: the cart's, or the one direct purchase. */
async function linesOf(db: Db, carts: CartStore, userId: string, input: OrderInput, source: Source): Promise<Line[]> {
  if (source === 'cart') {
    const lines = await carts.lines({ userId }, db);
    if (!lines.length) throw new ApiError(409, 'CONFLICT', 'Your cart is empty');
    return lines.map((line) => ({
      cartItemId: line.id,
      productId: line.productId,
      variantId: line.variantId,
      productTitle: line.name,
      imageId: line.imageId,
      size: line.size,
      properties: { category: line.categoryLabel, brand: line.brandName },
      quantity: line.quantity,
      priceCentimes: line.priceCentimes,
    }));
  }
  const item = input.items?.[0];
  if (!item) throw new ApiError(400, 'MISSING_PRODUCT_INFO', 'Missing required product information');
  if (input.items!.length > 1) throw invalid('items', 'A direct purchase is a single line');
  const [row] = await db
    .select({ variant: t.variants, product: t.products, brand: t.brands, category: t.categories })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .where(and(eq(t.variants.id, item.variant), eq(t.variants.productId, item.product), eq(t.products.published, true)));
  if (!row) throw notFound('Product not found');
  const [firstImage] = await db.select({ id: t.productImages.id }).from(t.productImages).where(eq(t.productImages.productId, row.product.id)).orderBy(t.productImages.position).limit(1);
  return [
    {
      productId: row.product.id,
      variantId: row.variant.id,
      productTitle: row.product.name,
      imageId: row.variant.imageId ?? firstImage?.id ?? null,
      size: row.variant.size,
      properties: { category: row.category.label, brand: row.brand.displayName },
      quantity: item.quantity,
      priceCentimes: row.variant.priceCentimes,
    },
  ];
}

type Source = 'cart' | 'direct';

/**
 * The spec's order payload (section 3) names no source. Its items are then the cart's lines (same
 * variants, same quantities: a cart order) or one line that is not (a direct purchase); any other
 * items mean the cart changed since the payload was made. Without items, the cart is ordered.
 */
async function sourceOf(db: Db, carts: CartStore, userId: string, items: OrderInput['items']): Promise<Source> {
  if (!items?.length) return 'cart';
  const key = (variantId: string, quantity: number) => `${variantId}×${quantity}`;
  const cart = (await carts.lines({ userId }, db)).map((line) => key(line.variantId, line.quantity)).sort();
  const sent = items.map((item) => key(item.variant, item.quantity)).sort();
  if (cart.length === sent.length && cart.every((line, i) => line === sent[i])) return 'cart';
  if (items.length === 1) return 'direct';
  throw new ApiError(409, 'CONFLICT', 'These items are no longer your cart; check it and try again');
}

export interface PlaceOrder {
  userId: string;
  input: OrderInput;
  idempotencyKey: string | undefined;
  /** What the key was used for (see `requestFingerprint`); kept beside it. */
  idempotencyFingerprint: string | undefined;
  lang: Locale;
  cardAvailable: boolean;
  /** Queued with the order; a card order's is queued once its payment page is open (startCardPayment). */
  confirmation: Confirmation;
  openOrderLimits: OpenOrderLimits;
}

/**
 * Places an order in one transaction: lines rebuilt from the database (a price or total sent along is
 * ignored), shipping from the chosen method, VAT 10 %, stock taken (a line short of stock fails the
 * whole order), a number given, the ordered cart lines taken out of the cart. Returns the order's id.
 */
export async function placeOrder(db: Db, carts: CartStore, order: PlaceOrder): Promise<string> {
  const { userId, input, lang } = order;
  // Taken as the shopper wrote it (06 61 23 45 67, 00212…), kept in E.164.
  const phone = phoneE164(input.customerInfo.phone);
  if (!phone) throw invalid('body.customerInfo.phone', ORDER_PHONE_INVALID);
  // Staff refused cash on delivery to this number (src/server/admin/customer-record.ts).
  if (input.paymentMethod === 'cash-on-delivery' && (await cashRefused(db, phone))) throw new ApiError(422, 'CASH_ON_DELIVERY_REFUSED', SERVER_TEXTS[lang].cashRefused);
  if (input.paymentMethod === 'stripe' && !order.cardAvailable) {
    throw new ApiError(409, 'PAYMENT_UNAVAILABLE', 'Card payment is not available; choose cash on delivery or bank transfer');
  }
  const [method] = await db.select().from(t.deliveryMethods).where(eq(t.deliveryMethods.id, input.deliveryMethod.id));
  if (!method) throw invalid('deliveryMethodId', 'Choose a delivery method');
  let pickupShopId: string | null = null;
  if (method.type === 'pickup') {
    const [shop] = input.selectedShopId
      ? await db.select().from(t.pickupShops).where(and(eq(t.pickupShops.id, input.selectedShopId), eq(t.pickupShops.deliveryMethodId, method.id)))
      : [];
    if (!shop) throw invalid('selectedShopId', 'Choose a pickup shop');
    pickupShopId = shop.id;
  }
  const deliveryAddress = deliveryAddressFor(method, input.deliveryAddress, lang);
  let bankId: string | null = null;
  if (input.paymentMethod === 'bank-transfer') {
    const [bank] = input.selectedBankId ? await db.select().from(t.banks).where(eq(t.banks.id, input.selectedBankId)) : [];
    if (!bank) throw invalid('selectedBankId', 'Choose a bank');
    bankId = bank.id;
  }
  return db.transaction(async (tx) => {
    // Read and claimed inside the transaction: of orders sent at once from one cart, one gets its lines.
    const source = input.source ?? (await sourceOf(tx as unknown as Db, carts, userId, input.items));
    const lines = await linesOf(tx as unknown as Db, carts, userId, input, source);
    if (source === 'cart') await claimCartLines(tx as unknown as Db, lines);
    await checkOpenOrders(tx as unknown as Db, userId, lines.reduce((sum, line) => sum + line.quantity, 0), order.openOrderLimits);
    const cashLines = lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity, title: `${line.productTitle[lang]} (${line.size})` }));
    await checkUnconfirmedCash(tx as unknown as Db, userId, input.paymentMethod, cashLines, order.openOrderLimits);
    const totals = orderTotals(
      lines.map((line) => ({ unitPrice: line.priceCentimes, quantity: line.quantity })),
      method.unitPriceCentimes,
    );
    for (const line of lines) {
      // Taken only if there is enough: of two orders for the last unit, one gets it.
      const taken = await tx
        .update(t.variants)
        .set({ stock: sql`${t.variants.stock} - ${line.quantity}` })
        .where(and(eq(t.variants.id, line.variantId), sql`${t.variants.stock} >= ${line.quantity}`))
        .returning({ id: t.variants.id });
      if (!taken.length) throw outOfStock(line.productTitle[lang], line.size);
    }
    const numbered = (await tx.execute(sql`select nextval('order_number_seq')::int as next`)) as unknown as { rows: { next: number }[] };
    const next = Number(numbered.rows[0]!.next);
    const [row] = await tx
      .insert(t.orders)
      .values({
        // The key that opens the order: 128 random bits, never the number people see.
        id: randomKey(),
        number: `CMD-${new Date().getUTCFullYear()}-${String(next).padStart(6, '0')}`,
        userId,
        idempotencyKey: order.idempotencyKey ?? null,
        idempotencyFingerprint: order.idempotencyKey ? (order.idempotencyFingerprint ?? null) : null,
        status: input.paymentMethod === 'cash-on-delivery' ? 'pending' : 'awaiting-payment',
        source,
        locale: lang,
        subtotalCentimes: totals.subtotal,
        shippingCentimes: totals.shipping,
        vatCentimes: totals.vat,
        totalCentimes: totals.total,
        customer: { ...input.customerInfo, firstName: input.customerInfo.firstName.trim(), lastName: input.customerInfo.lastName.trim(), email: input.customerInfo.email.trim(), phone },
        deliveryAddress,
        billingAddress: input.billingAddress ? { ...input.billingAddress, postalCode: input.billingAddress.postalCode ?? '' } : null,
        deliveryMethodId: method.id,
        pickupShopId,
        paymentMethod: input.paymentMethod,
        bankId,
        notes: input.notes ?? '',
        // A cash order joins the staff's confirmation queue, due at once (issue 45).
        callDueAt: input.paymentMethod === 'cash-on-delivery' ? sql`now()` : null,
      })
      .returning({ id: t.orders.id });
    await tx.insert(t.orderItems).values(lines.map(({ cartItemId: _cartItemId, ...line }, position) => ({ ...line, orderId: row!.id, position })));
    if (deliveryAddress) {
      const { firstName, lastName } = input.customerInfo;
      const kept = { firstName: firstName.trim(), lastName: lastName.trim(), phone, street: deliveryAddress.street.trim(), city: deliveryAddress.city, postalCode: deliveryAddress.postalCode.trim(), country: deliveryAddress.country };
      await keepOrderAddress(tx as unknown as Db, userId, kept, input.saveAddress ?? false);
    }
    if (input.paymentMethod !== 'stripe') await queueConfirmation(tx as unknown as Db, row!.id, order.confirmation);
    return row!.id;
  });
}

/**
 * Takes the ordered lines out of the cart. Another order of the same lines, running at once, waits
 * for this one and then finds them gone: it fails whole (409) instead of ordering them twice.
 */
async function claimCartLines(db: Db, lines: Line[]): Promise<void> {
  const ids = lines.map((line) => line.cartItemId!);
  const claimed = await db.delete(t.cartItems).where(inArray(t.cartItems.id, ids)).returning({ id: t.cartItems.id });
  if (claimed.length !== ids.length) throw new ApiError(409, 'CONFLICT', 'Your cart changed while ordering; check it and try again');
}
