import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/**
 * The token signing key: JWT_SECRET when set, else one made on first start and kept in the database,
 * so every server on one database signs and checks with the same key.
 */
export async function signingSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const made = randomBytes(48).toString('base64url');
  await db.insert(t.settings).values({ key: 'jwt-secret', value: made }).onConflictDoNothing();
  const [row] = await db.select().from(t.settings).where(eq(t.settings.key, 'jwt-secret'));
  return new TextEncoder().encode(row!.value);
}
