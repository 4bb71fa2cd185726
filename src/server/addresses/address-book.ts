import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../domain/locale.ts';
import { SAVED_ADDRESSES_MAX } from '../../domain/validation/saved-address.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { ADDRESS_TEXTS, type AddressFields } from './address-input.ts';

type Row = typeof t.addresses.$inferSelect;
export type SavedAddress = components['schemas']['SavedAddress'];

export const toSavedAddress = (row: Row): SavedAddress => ({
  id: row.id,
  label: row.label,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const mostRecentFirst = [desc(t.addresses.updatedAt), desc(t.addresses.createdAt), asc(t.addresses.id)];

/** The account's addresses: the default first, then the most recently used or changed. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(t.addresses)
    .where(eq(t.addresses.userId, userId))
    .orderBy(desc(t.addresses.isDefault), ...mostRecentFirst);
  return rows.map(toSavedAddress);
}

/**
 * Runs `work` with the account's row locked: two requests changing one account's addresses at once
 * (a double submit, two tabs) take turns, so the cap and the single default hold.
 */
export async function withAddressBook<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx as unknown as Db, userId);
    return work(tx as unknown as Db);
  });
}

/** Inside a transaction: the account's row locked until it ends (see withAddressBook). */
export async function lockAddressBook(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${t.users} where ${t.users.id} = ${userId} for update`);
}

/** How many addresses the account keeps. */
export const countOf = async (tx: Db, userId: string) => Number((await tx.select({ n: count() }).from(t.addresses).where(eq(t.addresses.userId, userId)))[0]!.n);

const clearDefault = (tx: Db, userId: string) => tx.update(t.addresses).set({ isDefault: false }).where(and(eq(t.addresses.userId, userId), eq(t.addresses.isDefault, true)));

/** Inside withAddressBook: a new address, the default when it is the first or asked to be; 409 past the cap. */
export async function addAddress(tx: Db, userId: string, fields: AddressFields, makeDefault: boolean, lang: Locale): Promise<Row> {
  const held = await countOf(tx, userId);
  if (held >= SAVED_ADDRESSES_MAX) throw new ApiError(409, 'TOO_MANY_ADDRESSES', ADDRESS_TEXTS[lang].limit);
  const isDefault = held === 0 || makeDefault;
  if (isDefault) await clearDefault(tx, userId);
  const [row] = await tx.insert(t.addresses).values({ ...fields, userId, isDefault }).returning();
  return row!;
}

/** One of the account's addresses, or 404 (another account's is not found either). */
export async function ownAddress(db: Db, userId: string, addressId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(t.addresses)
    .where(and(eq(t.addresses.id, addressId), eq(t.addresses.userId, userId)));
  if (!row) throw notFound('Address not found');
  return row;
}

/** Inside withAddressBook: new fields, and the default moved to it when asked. */
export async function changeAddress(tx: Db, row: Row, fields: AddressFields, makeDefault: boolean): Promise<Row> {
  if (makeDefault && !row.isDefault) await clearDefault(tx, row.userId);
  const [changed] = await tx
    .update(t.addresses)
    .set({ ...fields, isDefault: row.isDefault || makeDefault, updatedAt: sql`now()` })
    .where(eq(t.addresses.id, row.id))
    .returning();
  return changed!;
}

/** Inside withAddressBook: forgets one; a default forgotten passes to the most recently used or changed left. */
export async function removeAddress(tx: Db, row: Row): Promise<void> {
  await tx.delete(t.addresses).where(eq(t.addresses.id, row.id));
  if (!row.isDefault) return;
  const [next] = await tx
    .select({ id: t.addresses.id })
    .from(t.addresses)
    .where(eq(t.addresses.userId, row.userId))
    .orderBy(...mostRecentFirst)
    .limit(1);
  if (next) await tx.update(t.addresses).set({ isDefault: true }).where(eq(t.addresses.id, next.id));
}
