// The limits' own rules, apart from the routes that use them: which addresses count as one client, how
// a window fills and ends, what Retry-After says, and which old windows the hourly purge drops.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { ApiError } from '../../src/server/errors.ts';
import { purgeRateLimits } from '../../src/server/http/rate-limit-store.ts';
import { clientKey as keyOfRequest, type Limit } from '../../src/server/plugins/external/rate-limit.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

/** A request as a route sees it, from that address. */
const from = (ip: string) => ({ ip, routeOptions: { config: {} } }) as unknown as FastifyRequest;
const clientKey = (ip: string) => keyOfRequest(from(ip));

describe('clientKey: one key per client', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('reads an IPv4-mapped IPv6 address (a dual-stack socket) as its IPv4 address, in either case', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:198.51.100.254')).toBe('198.51.100.254');
  });

  it('gives an IPv6 address the /64 it belongs to, in its shortest form', () => {
    expect(clientKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0005')).toBe('2001:db8:1:2::');
  });

  it('counts every address of one /64 as one client, however it is written', () => {
    const one = clientKey('2001:db8:1:2::1');
    for (const address of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:a:b:c:d', '2001:DB8:1:2::9', '2001:db8:0001:0002::', '2001:db8:1:2:0:0:0:1'])
      expect(clientKey(address), address).toBe(one);
  });

  it('tells apart addresses whose /64 differs in any of its four groups', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:3::1', '2001:db8:2:2::1', '2001:db9:1:2::1', '2002:db8:1:2::1'].map(clientKey);
    expect(new Set(keys).size).toBe(5);
  });

  it('expands "::" wherever it stands', () => {
    expect(clientKey('2001:db8::1')).toBe('2001:db8::');
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8:0:0:1::'));
    expect(clientKey('2001:db8::1')).not.toBe(clientKey('2001:db8:0:1::'));
    expect(clientKey('::1')).toBe('::');
    expect(clientKey('::1')).not.toBe(clientKey('1::'));
    expect(clientKey('1::')).toBe('1::');
    expect(clientKey('2001:db8:1::')).toBe('2001:db8:1::');
    expect(clientKey('2001:db8:1:2:3::')).toBe('2001:db8:1:2::');
    expect(clientKey('::1:2:3:4:5:6:7')).toBe('0:1:2:3::');
    expect(clientKey('1::2:3:4:5:6:7')).toBe('1:0:2:3::');
    expect(clientKey('1:2:3:4:5:6:7::')).toBe('1:2:3:4::');
  });

  it('drops a link-local address\'s zone', () => {
    expect(clientKey('fe80::1%eth0')).toBe(clientKey('fe80::2'));
    expect(clientKey('fe80::1%eth0')).toBe('fe80::');
  });
});

describe('limits counted in the database', () => {
  let app: FastifyInstance;
  const db = () => app.database.db;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => stopTestApp(app));
  beforeEach(async () => {
    await db().delete(t.rateLimits);
  });

  /** The refusal of a hit past the limit, or undefined when the hit was let through. */
  const refusal = async (limit: Limit, key: string) => {
    try {
      await limit.hit(from('203.0.113.7'), key);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  };

  /** Moves every window of the bucket back by `seconds`, as if that much time had gone by. */
  const age = (bucket: string, seconds: number) =>
    db()
      .update(t.rateLimits)
      .set({ windowStart: sql`${t.rateLimits.windowStart} - ${`${seconds} seconds`}::interval` })
      .where(sql`${t.rateLimits.bucket} = ${bucket}`);

  it('lets the limit through, then refuses with 429 RATE_LIMITED and a Retry-After of the window left', async () => {
    const limiter = app.limits('test-a', 3, 60_000);
    for (let i = 0; i < 3; i++) expect(await refusal(limiter, 'k')).toBeUndefined();
    const refused = await refusal(limiter, 'k');
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    const retryAfter = Number(refused!.headers!['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts down Retry-After as the window goes by, never under one second', async () => {
    const limiter = app.limits('test-b', 1, 60_000);
    await limiter.hit(from('203.0.113.7'), 'k');
    await age('test-b', 45);
    const retryAfter = Number((await refusal(limiter, 'k'))!.headers!['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(14);
    expect(retryAfter).toBeLessThanOrEqual(15);
    await age('test-b', 14.9);
    // 0.1 s left, or a few ms: rounded up, not to 0 (a client would retry at once).
    expect((await refusal(limiter, 'k'))!.headers!['retry-after']).toBe('1');
  });

  it('starts a new window once the old one has ended', async () => {
    const limiter = app.limits('test-c', 2, 60_000);
    await limiter.hit(from('203.0.113.7'), 'k');
    await limiter.hit(from('203.0.113.7'), 'k');
    expect(await refusal(limiter, 'k')).toBeDefined();
    await age('test-c', 59);
    expect(await refusal(limiter, 'k')).toBeDefined();
    await age('test-c', 1);
    for (let i = 0; i < 2; i++) expect(await refusal(limiter, 'k')).toBeUndefined();
    expect(await refusal(limiter, 'k')).toBeDefined();
  });

  it('counts each key and each bucket apart', async () => {
    const a = app.limits('test-d', 1, 60_000);
    const b = app.limits('test-e', 1, 60_000);
    await a.hit(from('203.0.113.7'), 'k');
    expect(await refusal(a, 'other')).toBeUndefined();
    expect(await refusal(b, 'k')).toBeUndefined();
    expect(await refusal(a, 'k')).toBeDefined();
  });

  it('allows counts the hit and says whether it is within the limit, without refusing', async () => {
    const limiter = app.limits('test-f', 2, 60_000);
    expect(await limiter.allows(from('203.0.113.7'), 'k')).toBe(true);
    expect(await limiter.allows(from('203.0.113.7'), 'k')).toBe(true);
    expect(await limiter.allows(from('203.0.113.7'), 'k')).toBe(false);
    expect(await refusal(limiter, 'k')).toBeDefined();
  });

  it('keeps no key in clear: an address or email is stored hashed', async () => {
    await app.limits('test-g', 5, 60_000).hit(from('203.0.113.7'), 'someone@example.ma');
    const [row] = await db().select().from(t.rateLimits);
    expect(row!.key).not.toContain('someone');
    expect(row!.key).toMatch(/^[\w-]{43}$/);
  });

  it('purges the windows over a day old and keeps the others', async () => {
    const old = app.limits('test-h', 5, 60_000);
    await old.hit(from('203.0.113.7'), 'a');
    await old.hit(from('203.0.113.7'), 'b');
    await age('test-h', 24 * 3600 + 60);
    await app.limits('test-i', 5, 60_000).hit(from('203.0.113.7'), 'a');
    await age('test-i', 23 * 3600);
    await app.limits('test-j', 5, 60_000).hit(from('203.0.113.7'), 'a');
    expect(await purgeRateLimits(db())).toBe(2);
    expect((await db().select({ bucket: t.rateLimits.bucket }).from(t.rateLimits)).map((row) => row.bucket).sort()).toEqual(['test-i', 'test-j']);
    expect(await purgeRateLimits(db())).toBe(0);
  });
});
