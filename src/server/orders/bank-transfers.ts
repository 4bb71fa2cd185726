import { and, eq, lt, sql } from 'drizzle-orm';
import { isLocale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { transferCancelledMail } from '../mail/transfer-cancelled-mail.ts';

/** Days a bank transfer has to arrive before its order is cancelled and its stock freed. */
export const BANK_TRANSFER_DAYS = 7;

/**
 * Cancels the bank-transfer orders still awaiting their transfer after BANK_TRANSFER_DAYS: each
 * order's stock comes back and its customer's mail is queued, in one transaction per order, once
 * whoever runs it first. Returns how many were cancelled.
 */
export async function cancelUnpaidTransfers(db: Db, now = new Date()): Promise<number> {
  const deadline = new Date(now.getTime() - BANK_TRANSFER_DAYS * 24 * 60 * 60_000);
  const overdue = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.paymentMethod, 'bank-transfer'), eq(t.orders.status, 'awaiting-payment'), lt(t.orders.createdAt, deadline)))
    .limit(500);
  let cancelled = 0;
  for (const { id } of overdue) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(t.orders)
        .set({ status: 'cancelled' })
        .where(and(eq(t.orders.id, id), eq(t.orders.status, 'awaiting-payment')))
        .returning({ number: t.orders.number, userId: t.orders.userId, locale: t.orders.locale });
      if (!order) return false;
      const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, id));
      for (const item of items) await tx.update(t.variants).set({ stock: sql`${t.variants.stock} + ${item.quantity}` }).where(eq(t.variants.id, item.variantId));
      // To the account's own address and language, as its confirmation went.
      const [user] = await tx.select({ email: t.users.email, firstName: t.users.firstName, locale: t.users.locale }).from(t.users).where(eq(t.users.id, order.userId));
      if (user) {
        const locale = isLocale(user.locale) ? user.locale : order.locale;
        await queueMail(tx as unknown as Db, user.email, transferCancelledMail({ number: order.number, firstName: user.firstName }, locale, BANK_TRANSFER_DAYS), id);
      }
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
