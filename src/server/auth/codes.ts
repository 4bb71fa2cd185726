import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export type CodePurpose = 'verify-email' | 'reset-password';

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
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
  ) {}

  private digest(userId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${userId}:${code}`).digest('hex');
  }

  /** A fresh code; earlier unused codes of the same purpose stop working. */
  async issue(userId: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(t.oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(t.oneTimeCodes.userId, userId), eq(t.oneTimeCodes.purpose, purpose), isNull(t.oneTimeCodes.usedAt)));
      await tx.insert(t.oneTimeCodes).values({ userId, purpose, codeHash: this.digest(userId, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    });
    return code;
  }

  /** When the last code was sent, to throttle resending. */
  async lastIssuedAt(userId: string, purpose: CodePurpose): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ createdAt: t.oneTimeCodes.createdAt })
      .from(t.oneTimeCodes)
      .where(and(eq(t.oneTimeCodes.userId, userId), eq(t.oneTimeCodes.purpose, purpose)))
      .orderBy(desc(t.oneTimeCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  }

  /** Checks and, when right, spends the current code, inside the caller's transaction. */
  async check(db: Db, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const [row] = await db
      .select()
      .from(t.oneTimeCodes)
      .where(and(eq(t.oneTimeCodes.userId, userId), eq(t.oneTimeCodes.purpose, purpose), isNull(t.oneTimeCodes.usedAt)))
      .orderBy(desc(t.oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt.getTime() < Date.now() || row.attempts >= CODE_MAX_ATTEMPTS) {
      // An update that changes nothing: a dead or missing code costs what a wrong one does.
      await db.update(t.oneTimeCodes).set({ attempts: 0 }).where(eq(t.oneTimeCodes.id, NO_ID));
      return 'dead';
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(this.digest(userId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await db.update(t.oneTimeCodes).set({ attempts: row.attempts + 1 }).where(eq(t.oneTimeCodes.id, row.id));
      return 'wrong';
    }
    await db.update(t.oneTimeCodes).set({ usedAt: new Date() }).where(eq(t.oneTimeCodes.id, row.id));
    return 'ok';
  }
}
