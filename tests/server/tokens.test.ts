// The session tokens, the signing key and the password check on their own, on the real database: what
// an access token must be to pass, what a refresh token's rotation answers when it is spent, replayed,
// unknown or old, and how the key is shared by every server on one database.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords.ts';
import { signingSecret } from '../../src/server/auth/secrets.ts';
import { TokenService } from '../../src/server/auth/tokens.ts';
import * as t from '../../src/server/db/schema.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

let app: FastifyInstance;
const db = () => app.database.db;
const secret = new TextEncoder().encode('a test signing key of thirty-two bytes or more');
const tokens = () => new TokenService(db(), secret);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => stopTestApp(app));

async function newUser(): Promise<string> {
  const [row] = await db()
    .insert(t.users)
    .values({ email: `${randomUUID()}@example.ma`, passwordHash: 'x', firstName: 'Salma', lastName: 'Idrissi' })
    .returning({ id: t.users.id });
  return row!.id;
}

/** What a call refused with: its status, code and message. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string };
    return { status, code, message };
  }
  throw new Error('the call was not refused');
}

const invalid = { status: 401, code: 'UNAUTHORIZED', message: 'Invalid token' };

/** A token signed with the right key, as an attacker who had it, or a bug, might shape it. */
function forged(claims: Record<string, unknown>, { sub, lifetime = '15m', key = secret }: { sub?: string; lifetime?: string; key?: Uint8Array }) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(lifetime);
  if (sub !== undefined) jwt.setSubject(sub);
  return jwt.sign(key);
}

describe('access tokens', () => {
  it('are HS256 JWTs naming their user, and pass while their session is open', async () => {
    const userId = await newUser();
    const { accessToken, expiresIn } = await tokens().issue(userId);
    expect(decodeProtectedHeader(accessToken)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(expiresIn).toBe(900);
    expect(await tokens().userOf(accessToken)).toBe(userId);
  });

  it('refuse a token that is not an access token as this server signs them', async () => {
    const userId = await newUser();
    const { accessToken } = await tokens().issue(userId);
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    // The genuine shape passes: each case below changes one thing.
    expect(await tokens().userOf(await forged({ typ: 'access', sid }, { sub: userId }))).toBe(userId);
    const cases: Record<string, Promise<string>> = {
      'another key': forged({ typ: 'access', sid }, { sub: userId, key: new TextEncoder().encode('another key, thirty-two bytes long or so') }),
      'not an access token': forged({ typ: 'refresh', sid }, { sub: userId }),
      'no type': forged({ sid }, { sub: userId }),
      'no subject': forged({ typ: 'access', sid }, {}),
      'a subject that is no user id': forged({ typ: 'access', sid }, { sub: 'admin' }),
      'a user id with a prefix': forged({ typ: 'access', sid }, { sub: `x${userId}` }),
      'a user id with a suffix': forged({ typ: 'access', sid }, { sub: `${userId}0` }),
      'no session id': forged({ typ: 'access' }, { sub: userId }),
      'a session id that is no uuid': forged({ typ: 'access', sid: 'all' }, { sub: userId }),
      'a session id with a suffix': forged({ typ: 'access', sid: `${sid}0` }, { sub: userId }),
      'a session id of a number': forged({ typ: 'access', sid: 7 }, { sub: userId }),
      'a lifetime over 15 minutes': forged({ typ: 'access', sid }, { sub: userId, lifetime: '16m' }),
      'garbage': Promise.resolve('not.a.token'),
      'no signature (alg none)': Promise.resolve(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${accessToken.split('.')[1]}.`),
    };
    for (const [name, token] of Object.entries(cases)) expect(await refusal(tokens().userOf(await token)), name).toEqual(invalid);
  });

  it("answer 'Session ended' once the session is revoked, or for a session that is another user's", async () => {
    const userId = await newUser();
    const other = await newUser();
    const { accessToken } = await tokens().issue(userId);
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    const ended = { status: 401, code: 'UNAUTHORIZED', message: 'Session ended' };
    expect(await refusal(tokens().userOf(await forged({ typ: 'access', sid }, { sub: other })))).toEqual(ended);
    expect(await refusal(tokens().userOf(await forged({ typ: 'access', sid: randomUUID() }, { sub: userId })))).toEqual(ended);
    await tokens().revokeAll(userId);
    expect(await refusal(tokens().userOf(accessToken))).toEqual(ended);
  });
});

describe('refresh tokens', () => {
  it('rotate once: the next pair works, the spent token replayed closes the whole session', async () => {
    const userId = await newUser();
    const first = await tokens().issue(userId);
    const elsewhere = await tokens().issue(userId);
    const second = await tokens().rotate(first.refreshToken);
    expect(second.userId).toBe(userId);
    expect(second.tokens.refreshToken).not.toBe(first.refreshToken);
    expect(await tokens().userOf(second.tokens.accessToken)).toBe(userId);

    expect(await refusal(tokens().rotate(first.refreshToken))).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Refresh token already used: the session was closed' });
    // The thief's copy and the owner's alike: the family's newest token and its access tokens are dead.
    expect(await refusal(tokens().rotate(second.tokens.refreshToken))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await refusal(tokens().userOf(second.tokens.accessToken))).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Session ended' });
    // Another session of the same user, on another device, is not touched.
    expect(await tokens().userOf(elsewhere.accessToken)).toBe(userId);
    expect((await tokens().rotate(elsewhere.refreshToken)).userId).toBe(userId);
  });

  it("answer 'Invalid refresh token' for one this server never issued", async () => {
    expect(await refusal(tokens().rotate('never-issued'))).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Invalid refresh token' });
  });

  it("answer TOKEN_EXPIRED 'Session expired' once past their expiry, and work just before it", async () => {
    const userId = await newUser();
    const { refreshToken } = await tokens().issue(userId);
    const setExpiry = (offset: string) => db().update(t.refreshTokens).set({ expiresAt: sql`now() + ${offset}::interval` }).where(eq(t.refreshTokens.userId, userId));
    await setExpiry('5 seconds');
    const next = await tokens().rotate(refreshToken);
    await setExpiry('-1 second');
    expect(await refusal(tokens().rotate(next.tokens.refreshToken))).toEqual({ status: 401, code: 'TOKEN_EXPIRED', message: 'Session expired' });
  });

  it('after logout everywhere, a refresh token that was never spent is refused too', async () => {
    const userId = await newUser();
    const { refreshToken } = await tokens().issue(userId);
    await tokens().revokeAll(userId);
    expect(await refusal(tokens().rotate(refreshToken))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('the signing key', () => {
  it('is JWT_SECRET when it is set', async () => {
    expect(new TextDecoder().decode(await signingSecret(db(), 'configured secret of enough length!!'))).toBe('configured secret of enough length!!');
  });

  it('is otherwise made once, 48 random bytes, kept in the database and read back by every server on it', async () => {
    await db().delete(t.settings).where(eq(t.settings.key, 'jwt-secret'));
    const first = await signingSecret(db(), undefined);
    expect(new TextDecoder().decode(first)).toMatch(/^[\w-]{64}$/);
    const second = await signingSecret(db(), undefined);
    expect(second).toEqual(first);
    // A second server on the same database checks what the first one signed.
    const userId = await newUser();
    const { accessToken } = await new TokenService(db(), first).issue(userId);
    expect(await new TokenService(db(), second).userOf(accessToken)).toBe(userId);
  });
});

describe('password check', () => {
  it('accepts the password of the hash and nothing else', async () => {
    const stored = await hashPassword('Argan2024');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Argan2024')).toBe(true);
    expect(await verifyPassword(stored, 'argan2024')).toBe(false);
  });

  it('refuses when there is no account (even the decoy password) or the stored hash is broken', async () => {
    expect(await verifyPassword(undefined, 'decoy password, never matches')).toBe(false);
    expect(await verifyPassword(undefined, 'Argan2024')).toBe(false);
    expect(await verifyPassword('not an argon2 hash', 'Argan2024')).toBe(false);
  });
});
