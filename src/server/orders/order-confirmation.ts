import type { Locale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { orderMail } from '../mail/order-mail.ts';
import { shopOrderMail } from '../mail/shop-order-mail.ts';
import { readOrder } from './read-order.ts';

/**
 * Who the confirmation goes to: the account's own (verified) address, in the language the order was
 * placed in; and the shop's address (SHOP_EMAIL), told of the order in French.
 */
export interface Confirmation {
  userId: string;
  email: string;
  locale: Locale;
  shopEmail: string;
  /** The shop's public address: the customer's mail links to the order's page, the shop's to the back office. */
  publicUrl: string;
}

/** Queues an order's mails, the customer's and the shop's, in the transaction that makes the order final (see MailQueue). */
export async function queueConfirmation(tx: Db, orderId: string, to: Confirmation): Promise<void> {
  const order = await readOrder(tx, to.userId, orderId, to.locale);
  await queueMail(tx, to.email, orderMail(order, to.locale, to.publicUrl), orderId);
  const inFrench = to.locale === 'fr' ? order : await readOrder(tx, to.userId, orderId, 'fr');
  const [{ notes } = { notes: '' }] = await tx.select({ notes: t.orders.notes }).from(t.orders).where(eq(t.orders.id, orderId));
  await queueMail(tx, to.shopEmail, shopOrderMail(inFrench, notes, `${to.publicUrl.replace(/\/$/, '')}/admin/orders/${orderId}`), orderId);
}
