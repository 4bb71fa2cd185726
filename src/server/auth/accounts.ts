import { and, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export type UserRow = typeof t.users.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow): components['schemas']['User'] {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    isVerified: row.isVerified,
    locale: row.locale,
  };
}

/** The account of an address; pending sign-ups are never found by it. */
export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.email, normalizeEmail(email)), eq(t.users.pendingSignUp, false)));
  return row;
}

const UNIQUE_VIOLATION = '23505';

/**
 * A sign-up: the row goes in pending, then becomes the account of the address unless the address has
 * one already (it then stays a pending sign-up). The same two statements either way, so the time does not tell which.
 */
export async function signUp(db: Db, values: Omit<typeof t.users.$inferInsert, 'pendingSignUp'>): Promise<{ user: UserRow; created: boolean }> {
  // One transaction, one commit either way: on PostgreSQL an update that changed a row would
  // otherwise cost a taken address one commit (a WAL flush) less than a free one.
  return db.transaction(async (tx) => {
    const [pending] = (await tx
      .insert(t.users)
      .values({ ...values, pendingSignUp: true })
      .returning()) as [UserRow];
    // Signing up accepts the terms (the form will not send without): kept for "download my data".
    await tx.insert(t.consentRecords).values({ userId: pending.id, kind: 'terms', granted: true });
    const owner = tx
      .select({ one: sql`1` })
      .from(t.users)
      .where(and(eq(t.users.email, values.email), eq(t.users.pendingSignUp, false)));
    try {
      // In a savepoint: another sign-up for the address reaching its unique index first fails only this.
      const account = await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .update(t.users)
          .set({ pendingSignUp: false })
          .where(and(eq(t.users.id, pending.id), notExists(owner)))
          .returning();
        return row;
      });
      return account ? { user: account, created: true } : { user: pending, created: false };
    } catch (error) {
      // That other sign-up won: this one stays pending.
      const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code === UNIQUE_VIOLATION) return { user: pending, created: false };
      throw error;
    }
  });
}

/** The newest pending sign-up of an address: the one that can still sign in. */
export async function newestPendingSignUp(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.email, normalizeEmail(email)), eq(t.users.pendingSignUp, true)))
    .orderBy(desc(t.users.createdAt))
    .limit(1);
  return row;
}

export async function findById(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
  // A valid token of an account that no longer exists is no session.
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Session expired');
  return row;
}

/** How long a pending sign-up lasts: its session with it (the refresh token lives 30 days at most). */
export const PENDING_SIGN_UP_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/** Deletes pending sign-ups past their lifetime (their sessions and carts go with them); how many. */
export async function purgePendingSignUps(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(t.users)
    .where(and(eq(t.users.pendingSignUp, true), lt(t.users.createdAt, new Date(now - PENDING_SIGN_UP_LIFETIME_MS))))
    .returning({ id: t.users.id });
  return gone.length;
}
