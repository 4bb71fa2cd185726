import { eq, sql } from 'drizzle-orm';
import { nextProgress } from '../../../machines/fulfilment.ts';
import { type OrderAction, type OrderProgress, orderProgress } from '../../domain/fulfilment.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { fulfilmentMail } from '../mail/fulfilment-mail.ts';
import { queueMail } from '../mail/mail-queue.ts';
import type { MailContent } from '../mail/templates.ts';

type OrderRow = typeof t.orders.$inferSelect;

/** Who moved the order: a staff member, the shop itself (the card provider's answer, the clock), or its customer (by their address). */
export type Mover = { id: string; email: string } | 'system' | { customer: string };

const auditedAs = (by: Mover) => (by === 'system' ? { id: null, email: 'system' } : 'customer' in by ? { id: null, email: by.customer } : by);

export interface Moved {
  before: OrderRow;
  after: OrderRow;
}

export const progressOf = (order: OrderRow): OrderProgress => orderProgress({ ...order, pickup: order.pickupShopId !== null });

/**
 * Moves an order by `action` inside the caller's transaction, as the fulfilment machine (machines/fulfilment.ts) allows: the
 * row is locked first, so two staff clicking at once (or staff and the card provider) move it once;
 * a cancellation, or a refused parcel back at the shop, puts its stock back; the customer's mail is queued and the change is audited, all or
 * nothing with the move. Null when the order is not there or its state forbids the action.
 * `mail` replaces the customer's mail for this move (null: none); `publicUrl` makes the mail's link to the order;
 * `detail` is kept with the move in the audit log (a call's outcome, a customer's reason).
 */
export async function moveOrder(
  tx: Db,
  orderId: string,
  action: OrderAction,
  by: Mover,
  publicUrl: string,
  mail?: ((order: OrderRow, firstName: string, locale: 'fr' | 'en' | 'ar') => MailContent | null) | undefined,
  detail: Record<string, unknown> = {},
): Promise<Moved | null> {
  const [before] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  if (!before) return null;
  const next = nextProgress(progressOf(before), action);
  if (!next) return null;
  const confirmed = before.confirmedAt === null && next.fulfilment !== 'placed' && next.fulfilment !== 'cancelled';
  const [after] = await tx
    .update(t.orders)
    .set({ fulfilment: next.fulfilment, status: next.payment, ...(confirmed && { confirmedAt: sql`now()` }) })
    .where(eq(t.orders.id, orderId))
    .returning();
  if (!after) return null;
  // Cancelled, or a refused parcel back at the shop: its units are for sale again.
  if (next.fulfilment === 'cancelled' || next.fulfilment === 'returned') {
    const items = await tx.select({ variantId: t.orderItems.variantId, quantity: t.orderItems.quantity }).from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
    for (const item of items) await tx.update(t.variants).set({ stock: sql`${t.variants.stock} + ${item.quantity}` }).where(eq(t.variants.id, item.variantId));
  }
  // To the account's own address, in the language the order was placed in, as its confirmation went.
  // None once the customer deleted their account: nobody is left to tell.
  const [user] = after.userId ? await tx.select({ email: t.users.email, firstName: t.users.firstName }).from(t.users).where(eq(t.users.id, after.userId)) : [];
  if (user) {
    // A parcel's mail names its courier and tracking number (issue 45).
    const [courier] = action === 'ship' && after.courierId ? await tx.select({ name: t.couriers.name }).from(t.couriers).where(eq(t.couriers.id, after.courierId)) : [];
    const shipment = courier ? { courier: courier.name, trackingNumber: after.trackingNumber } : null;
    const content = mail ? mail(after, user.firstName, after.locale) : fulfilmentMail(action, after, user.firstName, after.locale, publicUrl, shipment);
    if (content) await queueMail(tx, user.email, content, orderId);
  }
  await recordAudit(tx, {
    by: auditedAs(by),
    action: `order.${action}`,
    subject: after.number,
    before: { fulfilment: before.fulfilment, status: before.status },
    after: { fulfilment: after.fulfilment, status: after.status, ...detail },
  });
  return { before, after };
}
