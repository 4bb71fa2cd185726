import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { CALL_ACTIONS, type CallRetry } from '../../domain/fulfilment.ts';
import { formatPrice } from '../../domain/money.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { moveOrder } from '../orders/order-progress.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { type LikelyDuplicate, likelyDuplicates } from './customer-record.ts';
import { nextShopMorning } from './shop-time-zone.ts';
import type { RequireStaff } from './staff-guard.ts';

/** When an unconfirmed cash order is cancelled: after so many calls nobody answered, or so many hours. */
export interface ConfirmationLimits {
  unansweredCalls: number;
  hours: number;
}

const MINUTE = 60_000;

/** When a call nobody answered is due again. */
export function retryAt(retry: CallRetry, now: Date): Date {
  if (retry === 'in-30-minutes') return new Date(now.getTime() + 30 * MINUTE);
  if (retry === 'in-2-hours') return new Date(now.getTime() + 120 * MINUTE);
  return nextShopMorning(now);
}

const awaitingCall = and(eq(t.orders.fulfilment, 'placed'), eq(t.orders.paymentMethod, 'cash-on-delivery'));

/** How many cash orders await their call, and how many of them are due now. */
export async function queueCounts(db: Db): Promise<{ total: number; due: number }> {
  const [counts] = await db
    .select({ total: count(), due: sql<number>`count(*) filter (where ${t.orders.callDueAt} <= now())::int` })
    .from(t.orders)
    .where(awaitingCall);
  return { total: Number(counts?.total ?? 0), due: Number(counts?.due ?? 0) };
}

const invalid = (field: string, message: string) => new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/**
 * The confirmation queue of cash orders (issue 45, item 1): the orders due soonest first, with what
 * staff need to call them; and the calls, each kept, each moving the order as the fulfilment machine
 * (machines/fulfilment.ts) allows.
 */
export function confirmationHandlers({ db, requireStaff, catalogue, mails, publicUrl, limits }: { db: Db; requireStaff: RequireStaff; catalogue: Catalogue; mails: { flush(): Promise<void> }; publicUrl: string; limits: ConfirmationLimits }): Handlers {
  return {
    adminListConfirmations: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      const { page = 1, pageSize = 50, lang = 'fr' } = request.query;
      const [rows, totals] = await Promise.all([
        db
          .select({
            order: {
              id: t.orders.id,
              number: t.orders.number,
              createdAt: t.orders.createdAt,
              callDueAt: t.orders.callDueAt,
              unansweredCalls: t.orders.unansweredCalls,
              customer: t.orders.customer,
              locale: t.orders.locale,
              deliveryAddress: t.orders.deliveryAddress,
              totalCentimes: t.orders.totalCentimes,
            },
            shop: t.pickupShops.title,
            shopCity: t.pickupShops.city,
          })
          .from(t.orders)
          .leftJoin(t.pickupShops, eq(t.pickupShops.id, t.orders.pickupShopId))
          .where(awaitingCall)
          .orderBy(asc(t.orders.callDueAt), asc(t.orders.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        queueCounts(db),
      ]);
      const ids = rows.map((row) => row.order.id);
      const [items, calls, duplicates] = ids.length
        ? await Promise.all([
            db
              .select({ orderId: t.orderItems.orderId, productTitle: t.orderItems.productTitle, size: t.orderItems.size, quantity: t.orderItems.quantity })
              .from(t.orderItems)
              .where(inArray(t.orderItems.orderId, ids))
              .orderBy(asc(t.orderItems.position)),
            db
              .selectDistinctOn([t.orderCalls.orderId], { orderId: t.orderCalls.orderId, outcome: t.orderCalls.outcome, at: t.orderCalls.at, by: t.orderCalls.staffEmail })
              .from(t.orderCalls)
              .where(inArray(t.orderCalls.orderId, ids))
              .orderBy(t.orderCalls.orderId, desc(t.orderCalls.at)),
            likelyDuplicates(db, ids),
          ])
        : [[], [], new Map<string, LikelyDuplicate[]>()];
      const orders = rows.map(({ order, shop, shopCity }) => {
        const customerName = `${order.customer.firstName} ${order.customer.lastName}`;
        const texts = SERVER_TEXTS[order.locale];
        const address = order.deliveryAddress ? `${order.deliveryAddress.street}, ${order.deliveryAddress.city}` : '';
        const destination = shop ? texts.destination.pickup(shop) : texts.destination.home(address);
        const last = calls.find((call) => call.orderId === order.id);
        return {
          _id: order.id,
          orderNumber: order.number,
          createdAt: order.createdAt.toISOString(),
          callDueAt: (order.callDueAt ?? order.createdAt).toISOString(),
          unansweredCalls: order.unansweredCalls,
          customerName,
          phone: order.customer.phone,
          email: order.customer.email,
          locale: order.locale,
          city: shopCity ?? order.deliveryAddress?.city ?? '',
          pickupShop: shop,
          items: items.filter((item) => item.orderId === order.id).map((item) => ({ title: item.productTitle[lang], size: item.size, quantity: item.quantity })),
          total: order.totalCentimes,
          whatsappText: texts.confirmationMessage(order.customer.firstName, order.number, formatPrice(order.totalCentimes), destination),
          lastCall: last ? { outcome: last.outcome, at: last.at.toISOString(), by: last.by } : null,
          likelyDuplicates: duplicates.get(order.id) ?? [],
        };
      });
      const { total, due } = totals;
      return { success: true as const, data: { orders, total, due, page, pageSize, totalPages: Math.ceil(total / pageSize) } };
    },

    adminRecordCall: async (request, reply) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { orderId } = request.params;
      const { outcome, retry, reason } = request.body;
      if (outcome === 'no-answer' && !retry) throw invalid('body.retry', 'Say when to call again');
      if (outcome !== 'no-answer' && retry) throw invalid('body.retry', 'Only a call nobody answered is tried again');
      if (outcome === 'cancelled' && !reason?.trim()) throw invalid('body.reason', "Give the customer's reason");
      if (outcome !== 'cancelled' && reason) throw invalid('body.reason', 'Only a cancellation takes a reason');
      const by = { id: member.id, email: member.email };
      const now = new Date();
      const answer = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
        if (!order) throw notFound('Order not found');
        if (order.fulfilment !== 'placed' || order.paymentMethod !== 'cash-on-delivery') throw new ApiError(409, 'CONFLICT', 'This order is not awaiting a confirmation call');
        await tx.insert(t.orderCalls).values({ orderId, staffId: member.id, staffEmail: member.email, outcome, reason: reason?.trim() ?? null, at: now });
        const unansweredCalls = order.unansweredCalls + (outcome === 'no-answer' ? 1 : 0);
        if (outcome === 'no-answer' && unansweredCalls < limits.unansweredCalls) {
          const callDueAt = retryAt(retry!, now);
          await tx.update(t.orders).set({ unansweredCalls, callDueAt }).where(eq(t.orders.id, orderId));
          await moveOrder(tx, orderId, 'no-answer', by, publicUrl, undefined, { call: outcome, retry, callDueAt: callDueAt.toISOString() });
          return { outcome, fulfilment: order.fulfilment, unansweredCalls, callDueAt: callDueAt.toISOString() };
        }
        await tx.update(t.orders).set({ unansweredCalls, callDueAt: null }).where(eq(t.orders.id, orderId));
        // The last call nobody would answer cancels the order, as the clock would.
        const action = outcome === 'no-answer' ? 'confirmation-expired' : CALL_ACTIONS[outcome];
        const moved = await moveOrder(tx, orderId, action, by, publicUrl, undefined, { call: outcome, ...(reason && { reason: reason.trim() }), ...(outcome === 'no-answer' && { unansweredCalls }) });
        if (!moved) throw new ApiError(409, 'CONFLICT', 'This order is not awaiting a confirmation call');
        return { outcome, fulfilment: moved.after.fulfilment, unansweredCalls, callDueAt: null };
      });
      void mails.flush();
      if (answer.fulfilment === 'cancelled') await catalogue.refresh();
      return reply.code(201).send({ success: true, data: answer });
    },
  };
}

/**
 * Cancels the cash orders left unconfirmed: past the calls nobody answered, or placed more than
 * `limits.hours` ago. Each order's stock comes back and its customer is mailed in their language, in
 * one transaction per order, once whoever runs it first. Returns how many were cancelled.
 */
export async function cancelUnconfirmedCash(db: Db, publicUrl: string, limits: ConfirmationLimits, now = new Date()): Promise<number> {
  const deadline = new Date(now.getTime() - limits.hours * 60 * MINUTE);
  const overdue = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(awaitingCall, sql`(${lte(t.orders.createdAt, deadline)} or ${t.orders.unansweredCalls} >= ${limits.unansweredCalls})`))
    .limit(500);
  let cancelled = 0;
  for (const { id } of overdue) {
    const done = await db.transaction(async (tx) => {
      const moved = await moveOrder(tx as unknown as Db, id, 'confirmation-expired', 'system', publicUrl);
      if (moved) await tx.update(t.orders).set({ callDueAt: null }).where(eq(t.orders.id, id));
      return moved;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
