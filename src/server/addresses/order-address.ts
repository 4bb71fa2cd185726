import { and, eq, sql } from 'drizzle-orm';
import { SAVED_ADDRESSES_MAX } from '../../domain/validation/saved-address.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { addAddress, countOf, lockAddressBook } from './address-book.ts';

interface OrderedAddress {
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
  street: string;
  /** The French name, as the order keeps it. */
  city: string;
  postalCode: string;
  country: 'MA' | 'FR' | 'ES';
}

/**
 * In a home delivery order's transaction: the account's saved address it went to is marked used
 * (it becomes the next default if the default is deleted); with `save`, an address not saved yet is
 * added. An order never fails for its address book: at the cap (10), nothing is added.
 */
export async function keepOrderAddress(tx: Db, userId: string, address: OrderedAddress, save: boolean): Promise<void> {
  const same = and(
    eq(t.addresses.userId, userId),
    eq(t.addresses.street, address.street),
    eq(t.addresses.city, address.city),
    eq(t.addresses.firstName, address.firstName),
    eq(t.addresses.lastName, address.lastName),
    eq(t.addresses.phone, address.phone),
  );
  const used = await tx.update(t.addresses).set({ updatedAt: sql`now()` }).where(same).returning({ id: t.addresses.id });
  if (used.length || !save) return;
  await lockAddressBook(tx, userId);
  if ((await countOf(tx, userId)) >= SAVED_ADDRESSES_MAX) return;
  await addAddress(tx, userId, { label: '', ...address }, false, 'fr');
}
