import type { Locale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { orderMail } from '../mail/order-mail.ts';
import { readOrder } from './read-order.ts';

/** Who the confirmation goes to: the account's own (verified) address, in the account's language. */
export interface Confirmation {
  userId: string;
  email: string;
  locale: Locale;
}

/** Queues an order's confirmation mail in the transaction that makes the order final (see MailQueue). */
export async function queueConfirmation(tx: Db, orderId: string, to: Confirmation): Promise<void> {
  const order = await readOrder(tx, to.userId, orderId, to.locale);
  await queueMail(tx, to.email, orderMail(order, to.locale), orderId);
}
