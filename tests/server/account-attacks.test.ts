import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeService } from '../../src/server/auth/codes.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import * as t from '../../src/server/db/schema.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const SECRET = 'account-attacks-test-secret-0123456789abcdef';
let app: FastifyInstance;
let client = 0;
// Every request from its own address, so the rate limits (tested apart) never get in the way.
const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: `10.77.${Math.floor(++client / 250)}.${client % 250}` });

beforeAll(async () => {
  app = await startTestApp({ jwtSecret: SECRET });
});
afterAll(async () => {
  await stopTestApp(app);
});

describe('passwords and tokens', () => {
  it('hashes passwords with argon2id at 19456 KiB and two passes at least', async () => {
    const response = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email: 'argon@example.ma', password: 'Zitoun#2026' });
    expect(response.statusCode).toBe(201);
    const stored = (await app.database.db.select({ email: t.users.email, hash: t.users.passwordHash }).from(t.users)).find((u) => u.email === 'argon@example.ma')!.hash;
    const [, algorithm, , parameters] = stored.split('$');
    expect(algorithm).toBe('argon2id');
    const { m, t: passes } = Object.fromEntries(parameters!.split(',').map((p) => p.split('='))) as { m: string; t: string };
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
  });

  it('refuses an expired token, a token of another kind, another algorithm and no signature', async () => {
    const registered = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email: 'tokens@example.ma', password: 'Zitoun#2026' });
    const { accessToken, refreshToken } = json<{ data: { tokens: { accessToken: string; refreshToken: string } } }>(registered).data.tokens;
    const userId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const key = new TextEncoder().encode(SECRET);
    const me = (token: string) => app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(accessToken)).statusCode).toBe(200);

    const expired = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_900).sign(key);
    const wrongKind = await new SignJWT({ typ: 'refresh' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('5m').sign(key);
    const noKind = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('5m').sign(key);
    const otherAlgorithm = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS512' }).setSubject(userId).setExpirationTime('5m').sign(key);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${accessToken.split('.')[1]}.`;
    expect(json<{ code: string }>(await me(expired))).toMatchObject({ code: 'TOKEN_EXPIRED' });
    for (const token of [wrongKind, noKind, otherAlgorithm, unsigned, refreshToken]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(json<{ code: string }>(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a token without an expiry, with one past the 15-minute lifetime, or with a malformed subject', async () => {
    const registered = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email: 'claims@example.ma', password: 'Zitoun#2026' });
    const { accessToken } = json<{ data: { tokens: { accessToken: string } } }>(registered).data.tokens;
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const key = new TextEncoder().encode(SECRET);
    const me = (token: string) => app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const signed = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const { exp: _exp, ...withoutExpiry } = claims;
    for (const token of [
      await signed(withoutExpiry),
      await signed({ ...claims, iat: now, exp: now + 24 * 3600 }),
      await signed({ ...claims, sub: 'not-a-uuid' }),
      await signed({ ...claims, sub: 42 }),
    ]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(json<{ code: string }>(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses to start in production with a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'é'.repeat(16) })).not.toThrow();
    expect(loadConfig({ JWT_SECRET: 'short-secret' }).jwtSecret).toBe('short-secret');
  });

  it('ends a session at once on logout and on a password reset: the access token stops working', async () => {
    const email = 'ended@example.ma';
    const registered = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' });
    const first = json<{ data: { tokens: { accessToken: string } } }>(registered).data.tokens.accessToken;
    const me = (token: string) => app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(first)).statusCode).toBe(200);
    const loggedOut = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${first}` } });
    expect(loggedOut.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);

    // Signed in again, then the password reset with the mailed code.
    const login = await post('/auth/login', { email, password: 'Zitoun#2026' });
    const second = json<{ data: { tokens: { accessToken: string } } }>(login).data.tokens.accessToken;
    expect((await me(second)).statusCode).toBe(200);
    const user = (await app.database.db.select().from(t.users)).find((row) => row.email === email)!;
    const code = await new CodeService(app.database.db, new TextEncoder().encode(SECRET)).issue(user.id, 'reset-password');
    const reset = await post('/public/reset-password', { email, code, newPassword: 'Nouveau#2027' });
    expect(reset.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('answers a flood of sign-ups from one client with 429 in the envelope and a Retry-After', async () => {
    let last;
    for (let i = 0; i < 11; i++) {
      last = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '10.99.0.1', payload: { firstName: 'Amina', lastName: 'Bennani', email: `flood${i}@example.ma`, password: 'Zitoun#2026' } });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(last!)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
