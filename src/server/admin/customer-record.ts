import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { phoneE164 } from '../../domain/phone.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { RequireStaff } from './staff-guard.ts';

type OrderRow = typeof t.orders.$inferSelect;
type RefusalRow = typeof t.cashRefusedPhones.$inferSelect;
export interface LikelyDuplicate {
  _id: string;
  orderNumber: string;
  createdAt: string;
}

/** An order's lines as one text (size × quantity, sorted): two orders with the same text bought the same. */
const linesOf = (order: SQL) =>
  sql`(select string_agg(i.variant_id::text || 'x' || i.quantity, ',' order by i.variant_id, i.quantity) from order_items i where i.order_id = ${order})`;

/**
 * For each order, the others likely to be it twice (issue 45, item 5): the same phone, the same lines,
 * placed within 24 hours of it, and not cancelled.
 */
export async function likelyDuplicates(db: Db, orderIds: string[]): Promise<Map<string, LikelyDuplicate[]>> {
  const found = new Map<string, LikelyDuplicate[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return found;
  const result = await db.execute(sql`select a.id as "orderId", b.id as "otherId", b.number, b.created_at as "createdAt"
    from orders a join orders b
      on b.customer->>'phone' = a.customer->>'phone' and a.customer->>'phone' <> '' and b.id <> a.id and b.fulfilment <> 'cancelled'
      and b.created_at between a.created_at - interval '24 hours' and a.created_at + interval '24 hours'
    where a.id in (${sql.join(orderIds.map((id) => sql`${id}::uuid`), sql`, `)}) and ${linesOf(sql`a.id`)} = ${linesOf(sql`b.id`)}
    order by b.created_at`);
  for (const row of (result as unknown as { rows: { orderId: string; otherId: string; number: string; createdAt: Date | string }[] }).rows) {
    found.get(row.orderId)!.push({ _id: row.otherId, orderNumber: row.number, createdAt: new Date(row.createdAt).toISOString() });
  }
  return found;
}

/** The other orders matching `where`, counted by how they ended. */
async function pastOrders(db: Db, where: SQL, orderId: string) {
  const [counts] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${t.orders.fulfilment} in ('delivered', 'collected'))::int`,
      refused: sql<number>`count(*) filter (where ${t.orders.fulfilment} in ('refused', 'returned'))::int`,
      cancelled: sql<number>`count(*) filter (where ${t.orders.fulfilment} = 'cancelled')::int`,
      open: sql<number>`count(*) filter (where ${t.orders.fulfilment} not in ('delivered', 'collected', 'refused', 'returned', 'cancelled'))::int`,
    })
    .from(t.orders)
    .where(sql`${where} and ${t.orders.id} <> ${orderId}`);
  return counts!;
}

const toRefusal = (row: RefusalRow) => ({ phone: row.phone, reason: row.reason, at: row.at.toISOString(), staffEmail: row.staffEmail });

/** Who is ordering: the same phone's and email's other orders, likely duplicates, and a refusal of cash. */
export async function customerRecord(db: Db, order: OrderRow) {
  // An erased customer's orders share the neutral name and address, not a customer: nothing to match.
  if (order.customerErasedAt) {
    const none = { delivered: 0, refused: 0, cancelled: 0, open: 0 };
    return { byPhone: none, byEmail: none, likelyDuplicates: [], cashRefusal: null };
  }
  const [byPhone, byEmail, duplicates, [refusal]] = await Promise.all([
    pastOrders(db, sql`${t.orders.customer}->>'phone' = ${order.customer.phone}`, order.id),
    pastOrders(db, sql`lower(${t.orders.customer}->>'email') = ${order.customer.email.toLowerCase()}`, order.id),
    likelyDuplicates(db, [order.id]),
    db.select().from(t.cashRefusedPhones).where(eq(t.cashRefusedPhones.phone, order.customer.phone)),
  ]);
  return { byPhone, byEmail, likelyDuplicates: duplicates.get(order.id)!, cashRefusal: refusal ? toRefusal(refusal) : null };
}

function phoneParam(written: string): string {
  const phone = phoneE164(written);
  if (!phone) throw new ApiError(400, 'VALIDATION_ERROR', 'Give a valid phone number', [{ field: 'params.phone', message: 'Give a valid phone number' }]);
  return phone;
}

/** Staff refuse cash on delivery to a number, or offer it again; each change is audited. */
export function cashRefusalHandlers({ db, requireStaff }: { db: Db; requireStaff: RequireStaff }): Handlers {
  return {
    adminRefuseCash: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const phone = phoneParam(request.params.phone);
      const refusal = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [added] = await tx
          .insert(t.cashRefusedPhones)
          .values({ phone, reason: request.body.reason?.trim() || null, staffId: member.id, staffEmail: member.email })
          .onConflictDoNothing()
          .returning();
        if (added) await recordAudit(tx, { by: member, action: 'cash.refuse', subject: phone, after: { reason: added.reason } });
        return added ?? (await tx.select().from(t.cashRefusedPhones).where(eq(t.cashRefusedPhones.phone, phone)))[0]!;
      });
      return { success: true as const, data: { refusal: toRefusal(refusal) } };
    },

    adminAllowCash: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const phone = phoneParam(request.params.phone);
      const removed = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [row] = await tx.delete(t.cashRefusedPhones).where(inArray(t.cashRefusedPhones.phone, [phone])).returning();
        if (row) await recordAudit(tx, { by: member, action: 'cash.allow', subject: phone, before: { reason: row.reason } });
        return row;
      });
      if (!removed) throw notFound('Cash on delivery is not refused to this number');
      return { success: true as const, data: { refusal: toRefusal(removed) } };
    },
  };
}
