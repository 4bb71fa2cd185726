import { asc, desc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { orderView } from '../orders/read-order.ts';
import type { UserRow } from './accounts.ts';

type MyData = components['schemas']['MyDataResponse']['data'];

/** Everything the shop keeps about a customer (law 09-08, right of access), as "download my data" gives it. */
export async function myData(db: Db, user: UserRow): Promise<MyData> {
  const addresses = await db.select().from(t.addresses).where(eq(t.addresses.userId, user.id)).orderBy(desc(t.addresses.isDefault), asc(t.addresses.createdAt));
  const orderRows = await db.select().from(t.orders).where(eq(t.orders.userId, user.id)).orderBy(desc(t.orders.createdAt));
  const orders = [];
  // One after the other: `db` may be one connection (see orderView).
  for (const order of orderRows) orders.push(await orderView(db, order, user.locale));
  const reviews = await db.select().from(t.reviews).where(eq(t.reviews.userId, user.id)).orderBy(asc(t.reviews.createdAt));
  const consents = await db.select().from(t.consentRecords).where(eq(t.consentRecords.userId, user.id)).orderBy(asc(t.consentRecords.recordedAt));
  const [newsletter] = await db.select().from(t.newsletterSubscribers).where(eq(t.newsletterSubscribers.email, user.email));
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone?.international ?? null,
      locale: user.locale,
      isVerified: user.isVerified,
      createdAt: user.createdAt.toISOString(),
    },
    addresses: addresses.map(({ label, firstName, lastName, phone, street, city, postalCode, country, isDefault }) => ({ label, firstName, lastName, phone, street, city, postalCode, country, isDefault })),
    orders,
    reviews: reviews.map((review) => ({ productId: review.productId, rating: review.rating, comment: review.comment, status: review.status, createdAt: review.createdAt.toISOString() })),
    consents: consents.map((consent) => ({ kind: consent.kind, granted: consent.granted, recordedAt: consent.recordedAt.toISOString() })),
    newsletter: newsletter ? { locale: newsletter.locale, since: newsletter.createdAt.toISOString() } : null,
  };
}
