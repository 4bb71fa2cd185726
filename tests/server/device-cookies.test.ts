// Issue 46, item 5: the device cookie that keeps a browser where an account signed in from being locked
// out by strangers (OWASP's "device cookies"). Only a cookie this server signed, for this kind of
// account, naming an account and a device, vouches for a browser; it lasts a year, out of scripts'
// reach, sent with the sign-in calls alone.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCookies, type KnownDevice } from '../../src/server/auth/device-cookies.ts';

const secret = new TextEncoder().encode('device-cookies-test-secret-0123456789abcdef');
const ACCOUNT = '5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71';
const DEVICE = '0f3b2d4a-6e71-4e8a-9c61-5b0e1c3a7d2f';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

let app: FastifyInstance;
const customers = new DeviceCookies(secret, 'customer', { name: 'device', path: '/api/auth/login', secure: true });

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  app.post('/remember', async (_request, reply) => {
    await customers.remember(reply, ACCOUNT);
    return {};
  });
  app.post('/read', async (request) => ({ device: (await customers.read(request)) ?? null }));
  await app.ready();
});
afterAll(() => app.close());

const read = async (value: string): Promise<KnownDevice | null> => (await app.inject({ method: 'POST', url: '/read', cookies: { device: value } })).json<{ device: KnownDevice | null }>().device;

/** A cookie value signed with `key`, with the claims given (`typ` null and the others empty: left out). */
function signed(claims: { typ?: unknown; aud?: string; sub?: string; jti?: string; lifetime?: string; alg?: string }, key = secret) {
  const { typ = 'device', aud = 'customer', sub = ACCOUNT, jti = DEVICE, lifetime = '365d', alg = 'HS256' } = claims;
  const jwt = new SignJWT(typ === null ? {} : { typ }).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt().setExpirationTime(lifetime);
  if (aud) jwt.setAudience(aud);
  if (sub) jwt.setSubject(sub);
  if (jti) jwt.setJti(jti);
  return jwt.sign(key);
}

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, Secure over HTTPS, for the sign-in path, for a year', async () => {
    const answer = await app.inject({ method: 'POST', url: '/remember' });
    const set = answer.cookies.find((c) => c.name === 'device')!;
    expect(set).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Strict', secure: true, maxAge: YEAR_SECONDS });
    const device = await read(set.value);
    expect(device?.accountId).toBe(ACCOUNT);
    expect(device?.deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Each browser a device of its own.
    const other = (await app.inject({ method: 'POST', url: '/remember' })).cookies.find((c) => c.name === 'device')!;
    expect((await read(other.value))?.deviceId).not.toBe(device?.deviceId);
  });

  it('names the account and device of a cookie this server signed', async () => {
    expect(await read(await signed({}))).toEqual({ accountId: ACCOUNT, deviceId: DEVICE });
  });

  it('vouches for nothing unless signed here, for customers, as a device, naming an account and a device', async () => {
    const refused: Record<string, string> = {
      'another key': await signed({}, new TextEncoder().encode('another key, thirty-two bytes long or so')),
      'the staff door': await signed({ aud: 'staff' }),
      'no audience': await signed({ aud: '' }),
      'an access token': await signed({ typ: 'access' }),
      'no type': await signed({ typ: null }),
      'no account': await signed({ sub: '' }),
      'an account that is no id': await signed({ sub: 'admin' }),
      'an id with a prefix': await signed({ sub: `x${ACCOUNT}` }),
      'an id with a suffix': await signed({ sub: `${ACCOUNT}0` }),
      'no device': await signed({ jti: '' }),
      'a device that is no id': await signed({ jti: 'mine' }),
      'a device id with a prefix': await signed({ jti: `x${DEVICE}` }),
      'a device id with a suffix': await signed({ jti: `${DEVICE}0` }),
      'expired': await signed({ lifetime: '-1s' }),
      'over a year': await signed({ lifetime: '400d' }),
      'another algorithm': await signed({ alg: 'HS512' }),
      'not a token': 'hello',
    };
    for (const [what, value] of Object.entries(refused)) expect(await read(value), what).toBeNull();
    expect(await app.inject({ method: 'POST', url: '/read' }).then((a) => a.json())).toEqual({ device: null });
  });
});
