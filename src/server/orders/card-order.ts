import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import type { CardEvent } from '../payments/card-webhook.ts';
import type { CartStore } from '../cart/cart-store.ts';
import { type Confirmation, queueConfirmation } from './order-confirmation.ts';
import { moveOrder } from './order-progress.ts';

export interface CardOrderDeps {
  db: Db;
  carts: CartStore;
  payments: CardPayments;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Opens the card provider's page for a card order just placed. The provider is told the amounts
 * our server computed. If it cannot be reached the order is withdrawn whole (stock back, cart lines
 * back, order gone) and the shopper is told nothing was charged.
 */
export async function startCardPayment({ db, carts, payments, publicUrl, log }: CardOrderDeps, orderId: string, confirmation: Confirmation): Promise<void> {
  const { email } = confirmation;
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished before its card payment`);
  const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId)).orderBy(asc(t.orderItems.position));
  // The provider sends the shopper back to the order's confirmation, paid or not.
  const back = `${publicUrl}/checkout?order=${orderId}`;
  let checkout;
  try {
    checkout = await payments.start({
      orderId,
      orderNumber: order.number,
      email,
      locale: order.locale,
      lines: items.map((item) => ({ name: `${item.productTitle[order.locale]} (${item.size})`, unitPrice: item.priceCentimes, quantity: item.quantity })),
      shipping: order.shippingCentimes,
      vat: order.vatCentimes,
      successUrl: back,
      cancelUrl: back,
    });
  } catch (error) {
    log.error({ err: error, orderId }, 'card payment not started; order withdrawn');
    await withdrawOrder(db, carts, orderId);
    throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'Card payment could not be started and nothing was charged; try again or choose another payment method');
  }
  await db.transaction(async (tx) => {
    await tx.update(t.orders).set({ paymentSessionId: checkout.sessionId, paymentUrl: checkout.url }).where(eq(t.orders.id, orderId));
    await queueConfirmation(tx as unknown as Db, orderId, confirmation);
  });
}

/** Undoes an order nobody was told about: its stock goes back, a cart order's lines go back to the cart, the order is deleted. */
async function withdrawOrder(db: Db, carts: CartStore, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
    const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
    for (const item of items) await tx.update(t.variants).set({ stock: sql`${t.variants.stock} + ${item.quantity}` }).where(eq(t.variants.id, item.variantId));
    if (order?.source === 'cart' && order.userId) await carts.restore(order.userId, items, tx as unknown as Db);
    await tx.delete(t.orderItems).where(eq(t.orderItems.orderId, orderId));
    await tx.delete(t.orders).where(eq(t.orders.id, orderId));
  });
}

/**
 * Asks the provider about a card order still waiting: paid marks it paid; an expired page cancels it
 * and puts its stock back. Each change happens once, whoever asks first. When the provider cannot be
 * reached the order stays as it was (asked again next time). True when the order is no longer waiting.
 */
export async function settleCardOrder({ db, payments, publicUrl, log }: Omit<CardOrderDeps, 'carts'>, orderId: string): Promise<boolean> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order || order.paymentMethod !== 'stripe' || !order.paymentSessionId) return false;
  // Settled by a concurrent reader since the caller read it: the caller's copy is stale.
  if (order.status !== 'awaiting-payment') return true;
  let state;
  try {
    state = await payments.state(order.paymentSessionId);
  } catch (error) {
    log.warn({ err: error, orderId }, 'card payment state unknown for now');
    return false;
  }
  if (state === 'open') return false;
  await db.transaction(async (tx) => settle(tx as unknown as Db, orderId, state, publicUrl));
  // Settled now, or by a concurrent reader a moment ago: either way the order is no longer waiting.
  return true;
}

/** Marks a waiting card order paid, or cancels it and puts its stock back: once, whoever comes first. */
async function settle(tx: Db, orderId: string, outcome: NonNullable<CardEvent['outcome']>, publicUrl: string): Promise<void> {
  await moveOrder(tx, orderId, outcome === 'paid' ? 'card-paid' : 'payment-expired', 'system', publicUrl);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies a webhook event of the card provider, at most once per event id: the id is written in the
 * same transaction as the order's change, so a delivery made again, or at the same moment, finds it
 * and changes nothing. An event for a page that is not one of our orders' is kept and ignored.
 */
export async function applyCardEvent(db: Db, event: CardEvent, publicUrl: string): Promise<'applied' | 'seen' | 'ignored'> {
  const orderId = event.orderId && UUID.test(event.orderId) ? event.orderId.toLowerCase() : null;
  return db.transaction(async (tx) => {
    const fresh = await tx.insert(t.paymentEvents).values({ id: event.id, type: event.type, orderId }).onConflictDoNothing().returning({ id: t.paymentEvents.id });
    if (!fresh.length) return 'seen';
    if (!event.outcome || !orderId) return 'ignored';
    const [order] = await tx
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.paymentMethod, 'stripe'), eq(t.orders.paymentSessionId, event.sessionId)));
    if (!order) return 'ignored';
    await settle(tx as unknown as Db, order.id, event.outcome, publicUrl);
    return 'applied';
  });
}

/** Stripe's hosted pages expire 24 hours after they open: older card orders still waiting are asked about. */
const PAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Settles the card orders nobody has read since their page expired, so an abandoned payment does not
 * hold its stock for ever. Returns how many stopped waiting.
 */
export async function sweepCardOrders(deps: Omit<CardOrderDeps, 'carts'>, now = Date.now()): Promise<number> {
  const waiting = await deps.db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.paymentMethod, 'stripe'), eq(t.orders.status, 'awaiting-payment'), lt(t.orders.createdAt, new Date(now - PAGE_LIFETIME_MS))))
    .limit(200);
  let settled = 0;
  for (const { id } of waiting) if (await settleCardOrder(deps, id)) settled += 1;
  return settled;
}
