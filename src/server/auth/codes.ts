import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export type CodePurpose = 'verify-email' | 'reset-password' | 'change-email' | 'staff-sign-in' | 'staff-invite';

/** A table of codes: one_time_codes (customers), or staff_codes, which has the same columns. */
type CodeTable = typeof t.oneTimeCodes;
type StoredPurpose = CodeTable['$inferInsert']['purpose'];

export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'wrong' | 'dead';

/**
 * The nil UUID, an id no account or code has (the database never makes it): checking a code for it
 * runs the same queries as for an account and finds none, so an unknown address costs the same time.
 */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * 6-digit codes, stored as an HMAC (never in clear), valid 15 minutes, single use, dead after five
 * wrong tries: the sixth try fails even with the right code.
 */
export class CodeService {
  private readonly table: CodeTable;

  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    table: CodeTable | typeof t.staffCodes = t.oneTimeCodes,
  ) {
    this.table = table as CodeTable;
  }

  private digest(userId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${userId}:${code}`).digest('hex');
  }

  /** A fresh code, good for ttlMs; earlier unused codes of the same purpose stop working. In the caller's transaction when given one. */
  async issue(userId: string, purpose: CodePurpose, ttlMs = CODE_TTL_MS, db: Db = this.db, newEmail?: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      await tx
        .update(this.table)
        .set({ usedAt: new Date() })
        .where(and(eq(this.table.userId, userId), eq(this.table.purpose, purpose as StoredPurpose), isNull(this.table.usedAt)));
      await tx.insert(this.table).values({ userId, purpose: purpose as StoredPurpose, codeHash: this.digest(userId, code), expiresAt: new Date(Date.now() + ttlMs), ...(newEmail ? { newEmail } : {}) });
    });
    return code;
  }

  /** Checks and, when right, spends the current code, inside the caller's transaction. */
  async check(db: Db, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    return (await this.spend(db, userId, purpose, code)).check;
  }

  /** check, with the address a change-email code was issued for. */
  async spend(db: Db, userId: string, purpose: CodePurpose, code: string): Promise<{ check: CodeCheck; newEmail: string | null }> {
    const [row] = await db
      .select()
      .from(this.table)
      .where(and(eq(this.table.userId, userId), eq(this.table.purpose, purpose as StoredPurpose), isNull(this.table.usedAt)))
      .orderBy(desc(this.table.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt.getTime() < Date.now() || row.attempts >= CODE_MAX_ATTEMPTS) {
      // An update that changes nothing: a dead or missing code costs what a wrong one does.
      await db.update(this.table).set({ attempts: 0 }).where(eq(this.table.id, NO_ID));
      return { check: 'dead', newEmail: null };
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(this.digest(userId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await db.update(this.table).set({ attempts: row.attempts + 1 }).where(eq(this.table.id, row.id));
      return { check: 'wrong', newEmail: null };
    }
    await db.update(this.table).set({ usedAt: new Date() }).where(eq(this.table.id, row.id));
    return { check: 'ok', newEmail: row.newEmail ?? null };
  }
}
