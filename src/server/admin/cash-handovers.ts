import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { RequireStaff } from './staff-guard.ts';

type CourierRow = typeof t.couriers.$inferSelect;
type HandoverRow = typeof t.cashHandovers.$inferSelect;

const toCourier = (row: CourierRow) => ({ id: row.id, name: row.name, active: row.active });
const toHandover = (row: HandoverRow, courier: CourierRow, orders: number) => ({
  id: row.id,
  courier: toCourier(courier),
  at: row.at.toISOString(),
  orders,
  expected: row.expectedCentimes,
  received: row.receivedCentimes,
  difference: row.receivedCentimes - row.expectedCentimes,
  staffEmail: row.staffEmail,
  note: row.note,
});

/** Cash collected at a door that no handover covers yet: the courier still holds it. (Sums are float8: a courier's years of cash pass what an int holds.) */
const stillOut = and(isNotNull(t.deliveryEvents.cashCentimes), isNull(t.deliveryEvents.handoverId));

/**
 * Cash reconciliation (issue 45, item 4): couriers collect cash at delivered doors and hand it over
 * later. A handover covers some of those deliveries; staff count what they received, and the difference
 * with what the deliveries collected is kept, missing or extra.
 */
export function cashHandoverHandlers({ db, requireStaff }: { db: Db; requireStaff: RequireStaff }): Handlers {
  return {
    adminListCashHandovers: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      const [couriers, outTotals, handedTotals, outstanding, latest] = await Promise.all([
        db.select().from(t.couriers).orderBy(asc(t.couriers.name)),
        db
          .select({ courierId: t.deliveryEvents.courierId, orders: sql<number>`count(*)::int`, centimes: sql<number>`coalesce(sum(${t.deliveryEvents.cashCentimes}), 0)::float8` })
          .from(t.deliveryEvents)
          .where(stillOut)
          .groupBy(t.deliveryEvents.courierId),
        db
          .select({
            courierId: t.cashHandovers.courierId,
            expected: sql<number>`sum(${t.cashHandovers.expectedCentimes})::float8`,
            received: sql<number>`sum(${t.cashHandovers.receivedCentimes})::float8`,
          })
          .from(t.cashHandovers)
          .groupBy(t.cashHandovers.courierId),
        db
          .select({ event: t.deliveryEvents, number: t.orders.number, customer: t.orders.customer })
          .from(t.deliveryEvents)
          .innerJoin(t.orders, eq(t.orders.id, t.deliveryEvents.orderId))
          .where(and(stillOut, isNotNull(t.deliveryEvents.courierId)))
          .orderBy(asc(t.deliveryEvents.at))
          .limit(500),
        db
          .select({ handover: t.cashHandovers, courier: t.couriers, orders: sql<number>`(select count(*)::int from ${t.deliveryEvents} where ${t.deliveryEvents.handoverId} = ${t.cashHandovers.id})` })
          .from(t.cashHandovers)
          .innerJoin(t.couriers, eq(t.couriers.id, t.cashHandovers.courierId))
          .orderBy(desc(t.cashHandovers.at))
          .limit(50),
      ]);
      const out = new Map(outTotals.map((row) => [row.courierId, row]));
      const handed = new Map(handedTotals.map((row) => [row.courierId, row]));
      const perCourier = couriers
        .map((courier) => {
          const expected = handed.get(courier.id)?.expected ?? 0;
          const received = handed.get(courier.id)?.received ?? 0;
          return { courier: toCourier(courier), outstandingOrders: out.get(courier.id)?.orders ?? 0, outstanding: out.get(courier.id)?.centimes ?? 0, expected, received, difference: received - expected };
        })
        // A courier that never carried cash has nothing to reconcile.
        .filter((row) => row.outstandingOrders > 0 || handed.has(row.courier.id));
      return {
        success: true as const,
        data: {
          couriers: perCourier,
          outstanding: outstanding.map(({ event, number, customer }) => ({
            orderId: event.orderId,
            orderNumber: number,
            customerName: `${customer.firstName} ${customer.lastName}`,
            courierId: event.courierId!,
            cashCollected: event.cashCentimes!,
            deliveredAt: event.at.toISOString(),
          })),
          handovers: latest.map(({ handover, courier, orders }) => toHandover(handover, courier, orders)),
        },
      };
    },

    adminRecordCashHandover: async (request, reply) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { courierId, orderIds, received, note } = request.body;
      const handover = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [courier] = await tx.select().from(t.couriers).where(eq(t.couriers.id, courierId));
        if (!courier) throw notFound('Courier not found');
        // Locked: two staff counting the same cash at once cover each delivery once.
        const events = await tx
          .select()
          .from(t.deliveryEvents)
          .where(and(inArray(t.deliveryEvents.orderId, orderIds), eq(t.deliveryEvents.courierId, courierId), stillOut))
          .for('update');
        const covered = new Set(events.map((event) => event.orderId));
        const notCovered = orderIds.filter((id) => !covered.has(id));
        if (notCovered.length) {
          throw new ApiError(409, 'CONFLICT', `${notCovered.length} of these orders are not ${courier.name}'s delivered cash still to hand over.`, notCovered.map((id) => ({ field: 'body.orderIds', message: id })));
        }
        const expected = events.reduce((sum, event) => sum + event.cashCentimes!, 0);
        const [row] = await tx
          .insert(t.cashHandovers)
          .values({ courierId, expectedCentimes: expected, receivedCentimes: received, note: note?.trim() || null, staffId: member.id, staffEmail: member.email })
          .returning();
        await tx.update(t.deliveryEvents).set({ handoverId: row!.id }).where(inArray(t.deliveryEvents.id, events.map((event) => event.id)));
        await recordAudit(tx, { by: member, action: 'cash.handover', subject: courier.name, after: { orders: events.length, expected, received, difference: received - expected } });
        return toHandover(row!, courier, events.length);
      });
      return reply.code(201).send({ success: true, data: { handover } });
    },
  };
}
