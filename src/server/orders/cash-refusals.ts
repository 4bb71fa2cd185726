import { eq } from 'drizzle-orm';
import { phoneE164 } from '../../domain/phone.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/**
 * Whether staff refuse cash on delivery to this number, written in any usual spelling (issue 45; the
 * back office keeps the list, src/server/admin/customer-record.ts). A number that is no valid one is not.
 */
export async function cashRefused(db: Db, written: string): Promise<boolean> {
  const phone = phoneE164(written);
  if (!phone) return false;
  return (await db.select({ phone: t.cashRefusedPhones.phone }).from(t.cashRefusedPhones).where(eq(t.cashRefusedPhones.phone, phone))).length > 0;
}
