import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_TOKEN_DAYS = 30;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
  ) {}

  /** An access token names its session (`sid`, the refresh family), so ending the session ends it. */
  private signAccess(userId: string, familyId: string): Promise<string> {
    return new SignJWT({ typ: 'access', sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.secret);
  }

  /**
   * The user of a bearer token; TOKEN_EXPIRED or UNAUTHORIZED otherwise. Only a token as this server
   * signs them passes (an expiry within the lifetime, a user id, a session id), and only while its
   * session is open: logout and a password reset end it at once, not when the token runs out.
   */
  async userOf(accessToken: string): Promise<string> {
    return (await this.sessionOf(accessToken)).userId;
  }

  /** The user and session (refresh family) of a bearer token, checked as userOf checks it. */
  async sessionOf(accessToken: string): Promise<{ userId: string; sessionId: string }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(accessToken, this.secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'], maxTokenAge: ACCESS_TOKEN_SECONDS }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiError(401, 'TOKEN_EXPIRED', 'Session expired');
      throw new ApiError(401, 'UNAUTHORIZED', 'Invalid token');
    }
    const { typ, sub, sid, iat, exp } = payload;
    if (typ !== 'access' || !isUuid(sub) || !isUuid(sid) || exp! - iat! > ACCESS_TOKEN_SECONDS) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid token');
    const [open] = await this.db
      .select({ id: t.refreshTokens.id })
      .from(t.refreshTokens)
      .where(and(eq(t.refreshTokens.familyId, sid), eq(t.refreshTokens.userId, sub), isNull(t.refreshTokens.revokedAt)))
      .limit(1);
    if (!open) throw new ApiError(401, 'UNAUTHORIZED', 'Session ended');
    return { userId: sub, sessionId: sid };
  }

  /** A new session: an access token and the first refresh token of a new family. */
  issue(userId: string, familyId: string = randomUUID()): Promise<Tokens> {
    return this.issueIn(this.db, userId, familyId);
  }

  private async issueIn(db: Db, userId: string, familyId: string): Promise<Tokens> {
    const refreshToken = randomBytes(32).toString('base64url');
    await db.insert(t.refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return { accessToken: await this.signAccess(userId, familyId), refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /**
   * Spends a refresh token for the next pair. A token used twice means it was stolen or replayed:
   * its whole family is revoked, the thief's copy and the owner's alike.
   */
  async rotate(refreshToken: string): Promise<{ userId: string; tokens: Tokens }> {
    // The transaction commits what it decided (a revoked family included); errors are thrown after.
    const outcome = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [row] = await db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, sha256(refreshToken))).for('update');
      if (!row) return { error: 'unknown' as const };
      if (row.usedAt || row.revokedAt) {
        await db
          .update(t.refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(t.refreshTokens.familyId, row.familyId), isNull(t.refreshTokens.revokedAt)));
        return { error: 'replayed' as const };
      }
      if (row.expiresAt.getTime() < Date.now()) return { error: 'expired' as const };
      await db.update(t.refreshTokens).set({ usedAt: new Date() }).where(eq(t.refreshTokens.id, row.id));
      return { userId: row.userId, tokens: await this.issueIn(db, row.userId, row.familyId) };
    });
    if ('error' in outcome) {
      if (outcome.error === 'expired') throw new ApiError(401, 'TOKEN_EXPIRED', 'Session expired');
      if (outcome.error === 'replayed') throw new ApiError(401, 'UNAUTHORIZED', 'Refresh token already used: the session was closed');
      throw new ApiError(401, 'UNAUTHORIZED', 'Invalid refresh token');
    }
    return outcome;
  }

  /** Ends every session of a user (logout everywhere, password reset), or all but one (a password change). */
  async revokeAll(userId: string, db: Db = this.db, keepSessionId?: string): Promise<void> {
    await db
      .update(t.refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(t.refreshTokens.userId, userId), isNull(t.refreshTokens.revokedAt), keepSessionId ? ne(t.refreshTokens.familyId, keepSessionId) : undefined));
  }
}
