import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { transferCancelledMail } from '../mail/transfer-cancelled-mail.ts';
import { moveOrder } from './order-progress.ts';

/** Days a bank transfer has to arrive before its order is cancelled and its stock freed. */
export const BANK_TRANSFER_DAYS = 7;

/**
 * Cancels the bank-transfer orders still awaiting their transfer after BANK_TRANSFER_DAYS: each
 * order's stock comes back and its customer's mail is queued, in one transaction per order, once
 * whoever runs it first. Returns how many were cancelled. `publicUrl`: the mail links to the order.
 */
export async function cancelUnpaidTransfers(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const deadline = new Date(now.getTime() - BANK_TRANSFER_DAYS * 24 * 60 * 60_000);
  const overdue = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.paymentMethod, 'bank-transfer'), eq(t.orders.status, 'awaiting-payment'), lt(t.orders.createdAt, deadline)))
    .limit(500);
  let cancelled = 0;
  for (const { id } of overdue) {
    // The same move staff make (machines/fulfilment.ts): stock back, the customer's own mail, audited.
    const done = await db.transaction(async (tx) =>
      moveOrder(tx as unknown as Db, id, 'payment-expired', 'system', publicUrl, (order, firstName, locale) =>
        transferCancelledMail({ id: order.id, number: order.number, firstName }, locale, BANK_TRANSFER_DAYS, publicUrl),
      ),
    );
    if (done) cancelled += 1;
  }
  return cancelled;
}
