import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../domain/fulfilment.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/**
 * Orders not yet paid (cash on delivery until it is delivered, a bank transfer or card payment until
 * it arrives) hold their stock. One account may hold only so many such orders, and units in them: a
 * customer's week, not the warehouse (one account once took 379 units in 265 ms). 5 and 100 unless
 * OPEN_ORDERS_PER_ACCOUNT and OPEN_UNITS_PER_ACCOUNT say otherwise; 10 units of one variant in unconfirmed
 * cash orders unless UNCONFIRMED_CASH_UNITS_PER_VARIANT does.
 */
export interface OpenOrderLimits {
  orders: number;
  units: number;
  /** Units of one variant the account's cash orders not yet confirmed by a call may hold (issue 45). */
  unconfirmedCashUnitsPerVariant: number;
}

const UNPAID = ['pending', 'awaiting-payment'] as const;

/**
 * Refuses (409 TOO_MANY_OPEN_ORDERS) an order that would take the account past either cap. Runs in
 * the order's transaction with the account's row locked, so two orders at once are counted in turn.
 */
export async function checkOpenOrders(tx: Db, userId: string, newUnits: number, limits: OpenOrderLimits): Promise<void> {
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
  const [open] = await tx
    .select({
      orders: sql<number>`count(distinct ${t.orders.id})::int`,
      units: sql<number>`coalesce(sum(${t.orderItems.quantity}), 0)::int`,
    })
    .from(t.orders)
    .leftJoin(t.orderItems, eq(t.orderItems.orderId, t.orders.id))
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.status, [...UNPAID])));
  const orders = Number(open?.orders ?? 0);
  const units = Number(open?.units ?? 0);
  if (orders >= limits.orders) {
    throw new ApiError(409, 'TOO_MANY_OPEN_ORDERS', `You already have ${orders} orders awaiting payment or delivery; more can be placed once they are settled`);
  }
  if (units + newUnits > limits.units) {
    throw new ApiError(409, 'TOO_MANY_OPEN_ORDERS', `Orders awaiting payment or delivery may hold ${limits.units} units at most; you have ${units}`);
  }
}

/**
 * Refuses (409 TOO_MANY_UNCONFIRMED_UNITS) a cash order that would bring the account's cash orders
 * still awaiting their confirmation call past the cap on one variant: holding most of a variant
 * costs nothing until someone answers the phone. Run after checkOpenOrders, with the account locked.
 */
export async function checkUnconfirmedCash(tx: Db, userId: string, paymentMethod: PaymentMethod, lines: { variantId: string; quantity: number; title: string }[], limits: OpenOrderLimits): Promise<void> {
  if (paymentMethod !== 'cash-on-delivery') return;
  const held = await tx
    .select({ variantId: t.orderItems.variantId, units: sql<number>`sum(${t.orderItems.quantity})::int` })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(and(eq(t.orders.userId, userId), eq(t.orders.paymentMethod, 'cash-on-delivery'), eq(t.orders.fulfilment, 'placed'), inArray(t.orderItems.variantId, lines.map((line) => line.variantId))))
    .groupBy(t.orderItems.variantId);
  const units = new Map(held.map((row) => [row.variantId, Number(row.units)]));
  for (const line of lines) units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity);
  for (const line of lines) {
    const total = units.get(line.variantId)!;
    if (total > limits.unconfirmedCashUnitsPerVariant) {
      throw new ApiError(
        409,
        'TOO_MANY_UNCONFIRMED_UNITS',
        `Cash orders not yet confirmed by phone may hold ${limits.unconfirmedCashUnitsPerVariant} units of one product at most; this order would bring ${line.title} to ${total}. Pay by bank transfer or card, or wait for our call`,
      );
    }
  }
}
