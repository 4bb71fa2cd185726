import { and, asc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { phoneE164 } from '../../domain/phone.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { ApiError, notFound } from '../errors.ts';
import { pageOfOrders } from '../orders/list-orders.ts';
import { moveOrder } from '../orders/order-progress.ts';
import { orderView } from '../orders/read-order.ts';
import { activeCourier } from './couriers.ts';
import { customerRecord } from './customer-record.ts';
import { keepDeliveryEvent } from '../orders/delivery-events.ts';
import { shopMidnight } from './shop-time-zone.ts';
import type { RequireStaff } from './staff-guard.ts';

type Filters = NonNullable<Parameters<NonNullable<Handlers['adminListOrders']>>[0]['query']>;

const invalid = (field: string, message: string) => new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/** A text as a LIKE pattern that matches it literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(t.orders.status, filters.status) : undefined,
    filters.fulfilment ? eq(t.orders.fulfilment, filters.fulfilment) : undefined,
    filters.paymentMethod ? eq(t.orders.paymentMethod, filters.paymentMethod) : undefined,
    filters.deliveryMethod ? eq(t.orders.deliveryMethodId, filters.deliveryMethod) : undefined,
    filters.from ? gte(t.orders.createdAt, shopMidnight(filters.from)) : undefined,
    filters.to ? lt(t.orders.createdAt, shopMidnight(filters.to, 1)) : undefined,
  ];
  const q = filters.q?.trim();
  if (q) {
    // A phone number in any usual spelling (0661234567, +212 6 61 23 45 67, …) is the number orders keep in E.164.
    const phone = phoneE164(q);
    const name = q.replace(/\s+/g, ' ');
    conditions.push(
      or(
        ilike(t.orders.number, `${literally(q)}%`),
        ilike(sql`${t.orders.customer}->>'email'`, `%${literally(q)}%`),
        // The customer's name, first then last or last then first.
        ilike(sql`(${t.orders.customer}->>'firstName') || ' ' || (${t.orders.customer}->>'lastName')`, `%${literally(name)}%`),
        ilike(sql`(${t.orders.customer}->>'lastName') || ' ' || (${t.orders.customer}->>'firstName')`, `%${literally(name)}%`),
        ...(phone ? [sql`${t.orders.customer}->>'phone' = ${phone}`] : []),
      ),
    );
  }
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** One order whole as staff read it, with its history (what staff and the shop did to it). */
export async function adminOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: t.orders, email: t.users.email, firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.orders)
    // A left join: the order of a deleted account stays, anonymised, without one (issue 47).
    .leftJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(eq(t.orders.id, orderId));
  if (!row) throw notFound('Order not found');
  const done = await db
    .select({ at: t.auditLog.at, action: t.auditLog.action, by: t.auditLog.staffEmail })
    .from(t.auditLog)
    .where(eq(t.auditLog.subject, row.order.number))
    .orderBy(asc(t.auditLog.at), asc(t.auditLog.id));
  const notes = await db.select().from(t.orderNotes).where(eq(t.orderNotes.orderId, orderId)).orderBy(asc(t.orderNotes.at), asc(t.orderNotes.id));
  const placed = { at: row.order.createdAt.toISOString(), action: 'order.placed', by: row.email ?? row.order.customer.email };
  return {
    success: true as const,
    data: {
      order: await orderView(db, row.order, 'fr'),
      customerRecord: await customerRecord(db, row.order),
      notes: notes.map((note) => ({ id: note.id, text: note.text, staffEmail: note.staffEmail, at: note.at.toISOString() })),
      account: row.email !== null ? { email: row.email, firstName: row.firstName!, lastName: row.lastName! } : null,
      history: [placed, ...done.map((entry) => ({ ...entry, at: entry.at.toISOString() }))],
    },
  };
}

/**
 * The orders as staff find them (issue 22, item 2): filtered by status, payment, delivery and day,
 * searched by number or email, a page at a time; and one order whole, with its history.
 */
export function adminOrderHandlers({ db, requireStaff, catalogue, mails, publicUrl }: { db: Db; requireStaff: RequireStaff; catalogue: Catalogue; mails: { flush(): Promise<void> }; publicUrl: string }): Handlers {
  return {
    adminListOrders: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      const { page = 1, pageSize = 25 } = request.query;
      const { rows, total } = await pageOfOrders(db, whereOf(request.query), page, pageSize);
      const orders = rows.map(({ order, itemCount }) => ({
        _id: order.id,
        orderNumber: order.number,
        status: order.status,
        fulfilment: order.fulfilment,
        createdAt: order.createdAt.toISOString(),
        customerName: `${order.customer.firstName} ${order.customer.lastName}`,
        email: order.customer.email,
        itemCount,
        total: order.totalCentimes,
        paymentMethod: order.paymentMethod,
        deliveryMethod: order.deliveryMethodId,
      }));
      return { success: true as const, data: { orders, total, page, pageSize, totalPages: Math.ceil(total / pageSize) } };
    },

    adminGetOrder: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      return adminOrder(db, request.params.orderId);
    },

    adminAddOrderNote: async (request, reply) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { orderId } = request.params;
      const text = request.body.text.trim();
      if (!text) throw invalid('body.text', 'Write the note');
      const [order] = await db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, orderId));
      if (!order) throw notFound('Order not found');
      await db.insert(t.orderNotes).values({ orderId, text, staffId: member.id, staffEmail: member.email });
      return reply.code(201).send(await adminOrder(db, orderId));
    },

    adminOrderAction: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { orderId } = request.params;
      const { action, courierId, trackingNumber } = request.body;
      if (action !== 'ship' && (courierId || trackingNumber)) throw invalid(courierId ? 'body.courierId' : 'body.trackingNumber', 'Only shipping takes a courier and a tracking number');
      const moved = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [exists] = await tx.select({ id: t.orders.id, pickupShopId: t.orders.pickupShopId }).from(t.orders).where(eq(t.orders.id, orderId));
        if (!exists) throw notFound('Order not found');
        // A parcel leaves with its courier (issue 45): the customer reads both in the mail and on the order.
        if (action === 'ship' && !exists.pickupShopId) {
          const courier = await activeCourier(tx, courierId);
          await tx.update(t.orders).set({ courierId: courier.id, trackingNumber: trackingNumber?.trim() || null }).where(eq(t.orders.id, orderId));
        }
        const done = await moveOrder(tx, orderId, action, { id: member.id, email: member.email }, publicUrl, undefined, action === 'ship' && courierId ? { courierId, trackingNumber: trackingNumber?.trim() || null } : {});
        if (!done) throw new ApiError(409, 'CONFLICT', `This order's state does not allow "${action}".`);
        // Delivered from the order's buttons: a cash order's courier collected its total.
        if (action === 'deliver') await keepDeliveryEvent(tx, done.before, 'delivered', member, done.before.paymentMethod === 'cash-on-delivery' ? done.before.totalCentimes : null, null);
        return done;
      });
      void mails.flush();
      // Stock put back is for sale on the next page anyone reads.
      if (moved.after.fulfilment === 'cancelled') await catalogue.refresh();
      return adminOrder(db, orderId);
    },
  };
}
