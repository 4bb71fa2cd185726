import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../domain/locale.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { moveOrder } from './order-progress.ts';

const notCancellable = (lang: Locale) => new ApiError(409, 'ORDER_NOT_CANCELLABLE', SERVER_TEXTS[lang].orderNotCancellable);

/**
 * The customer cancels their own order while it still awaits confirmation (placed); the fulfilment rule
 * refuses a card payment still open. Stock, mail and audit go as when staff cancel, the audit naming the customer.
 */
export async function cancelMyOrder(db: Db, { userId, email, orderId, lang, publicUrl }: { userId: string; email: string; orderId: string; lang: Locale; publicUrl: string }): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locked before it is read: staff confirming it at this moment wait, or win and make this a 409.
    const [order] = await tx.select({ fulfilment: t.orders.fulfilment }).from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId))).for('update');
    if (!order) throw notFound('Order not found');
    if (order.fulfilment !== 'placed') throw notCancellable(lang);
    const moved = await moveOrder(tx, orderId, 'cancel', { customer: email }, publicUrl, undefined, { by: 'customer' });
    if (!moved) throw notCancellable(lang);
  });
}
