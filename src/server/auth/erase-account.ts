import { and, eq, sql } from 'drizzle-orm';
import { SERVER_TEXTS } from '../../i18n/server.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { accountDeletedMail } from '../mail/templates.ts';
import type { UserRow } from './accounts.ts';

/**
 * What an erased customer's orders show instead of them: a name the back office reads as one, an
 * address that can never receive mail (.invalid, RFC 2606), no phone.
 */
const { firstName, lastName, street: ERASED_STREET } = SERVER_TEXTS.fr.erasedCustomer;
export const ERASED_CUSTOMER = { firstName, lastName, email: 'client-supprime@anonyme.invalid', phone: '' } as const;

const withoutStreet = (column: typeof t.orders.deliveryAddress | typeof t.orders.billingAddress) =>
  sql`case when ${column} is null then null else ${column} || ${JSON.stringify({ street: ERASED_STREET })}::jsonb end`;

/**
 * Deletes an account in one transaction (law 09-08): its orders stay for the accounts, anonymised
 * (number, dates, lines, totals, payment and city kept); the user row goes, and with it (ON DELETE
 * CASCADE) its sessions, codes, cart, addresses, reviews and consents; its newsletter subscription goes
 * too; the last mail is queued to its address. Says whether approved reviews went (product ratings change).
 */
export async function eraseAccount(db: Db, user: UserRow): Promise<{ approvedReviewsGone: boolean }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [reviews] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(t.reviews)
      .where(and(eq(t.reviews.userId, user.id), eq(t.reviews.status, 'approved')));
    await tx
      .update(t.orders)
      .set({ customer: { ...ERASED_CUSTOMER }, deliveryAddress: withoutStreet(t.orders.deliveryAddress), billingAddress: withoutStreet(t.orders.billingAddress), customerErasedAt: new Date() })
      .where(eq(t.orders.userId, user.id));
    await tx.delete(t.newsletterSubscribers).where(eq(t.newsletterSubscribers.email, user.email));
    await queueMail(tx, user.email, accountDeletedMail(user.locale, user.firstName));
    await tx.delete(t.users).where(eq(t.users.id, user.id));
    return { approvedReviewsGone: (reviews?.count ?? 0) > 0 };
  });
}
