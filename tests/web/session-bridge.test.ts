import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { SessionUser } from '../../machines/session.ts';
import { refreshTokens, settings } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/web/state/session.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

// The browser's session machine and API client against the real server: refresh and retry for real.
let app: FastifyInstance;
let base: string;
const seen: string[] = [];
const store = new Map<string, string>();

beforeAll(async () => {
  app = await startTestApp();
  app.addHook('onRequest', async (request) => {
    seen.push(`${request.method} ${request.url.split('?')[0]}`);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
});
afterAll(() => stopTestApp(app));
beforeEach(() => {
  seen.length = 0;
  store.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});

let n = 0;
async function account() {
  const email = `bridge${++n}@example.ma`;
  const response = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Sara', lastName: 'Alami', email, password: 'Zitoun#2026' }),
  });
  return (await response.json()) as { data: { user: SessionUser; tokens: { accessToken: string; refreshToken: string; expiresIn: number } } };
}

/** An access token of this server that dies within two seconds (to meet a 401 for real). */
async function shortLived(userId: string): Promise<string> {
  const [row] = await app.database.db.select().from(settings).where(eq(settings.key, 'jwt-secret'));
  // The session it belongs to, as the server names it in the tokens it signs.
  const [session] = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
  return new SignJWT({ typ: 'access', sid: session!.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
    .sign(new TextEncoder().encode(row!.value));
}

const expire = () => new Promise((resolve) => setTimeout(resolve, 2500));

async function signedIn(tokens: { accessToken: string; refreshToken: string; expiresIn: number }, user: SessionUser) {
  const { session, api } = createSession({ closeAuthMenu: () => {}, goToVerification: () => {} }, base);
  session.start();
  await waitFor(session, (s) => s.matches('guest'));
  session.send({ type: 'LOGIN_SUCCESS', user, tokens, guestId: null });
  await waitFor(session, (s) => s.matches({ authenticated: 'idle' }));
  seen.length = 0;
  return { session, api };
}

describe('the session in the browser', () => {
  it('refreshes once for many requests when the token expires within 5 minutes', async () => {
    const { data } = await account();
    const { api } = await signedIn({ ...data.tokens, expiresIn: 60 }, data.user);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.GET('/auth/me')));
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(seen.filter((r) => r === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(store.get('refreshToken')).not.toBe(data.tokens.refreshToken);
  });

  it('retries a request once after a 401, with the refreshed token', async () => {
    const { data } = await account();
    const { api } = await signedIn({ ...data.tokens, accessToken: await shortLived(data.user.id) }, data.user);
    await expire();
    const answer = await api.GET('/auth/me');
    expect(answer.response.status).toBe(200);
    expect(seen).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh', 'GET /api/auth/me']);
  });

  it('clears local data and becomes a guest when the refresh fails', async () => {
    const { data } = await account();
    const accessToken = await shortLived(data.user.id);
    const { api, session } = await signedIn({ ...data.tokens, accessToken, refreshToken: 'stolen' }, data.user);
    expect(store.get('authToken')).toBe(accessToken);
    await expire();
    const answer = await api.GET('/auth/me');
    expect(answer.response.status).toBe(401);
    expect(session.getSnapshot().matches('guest')).toBe(true);
    expect(store.has('authToken')).toBe(false);
    expect(store.get('sessionId')).toMatch(/^guest_/);
  });
});
