// Issue 23, item 1: the rate limits are counted in the database, so they hold across a restart and
// across every server on one PostgreSQL. The newsletter's is 20 subscriptions an hour per client
// address (src/server/contact/routes.ts); the figures below are the limit's, written out here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startTestApps, stopTestApp } from '../support/test-app.ts';

const subscribe = (app: FastifyInstance, n: number, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress, payload: { email: `abonne${n}@example.ma` } });

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each start on a folder of its own opens the embedded database from disk: slow beside the other files.
describe('a rate limit', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('holds across a restart of the server on the embedded database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oils-limits-'));
    dirs.push(dataDir);
    const start = () => buildApp(loadConfig({}, { dataDir, databaseUrl: undefined, logLevel: 'silent', validateResponses: true }));
    const first = await start();
    for (let n = 1; n <= 20; n++) expect((await subscribe(first, n, '10.40.0.1')).statusCode).toBe(200);
    await first.close();
    const second = await start();
    try {
      const refused = await subscribe(second, 21, '10.40.0.1');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Another address has its own count.
      expect((await subscribe(second, 22, '10.40.0.2')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('holds across two servers on one PostgreSQL, hit in turn', async () => {
    const [a, b] = await startTestApps(2);
    try {
      for (let n = 1; n <= 20; n++) expect((await subscribe(n % 2 ? a! : b!, n, '10.41.0.1')).statusCode, `hit ${n}`).toBe(200);
      expect((await subscribe(a!, 21, '10.41.0.1')).statusCode).toBe(429);
      expect((await subscribe(b!, 22, '10.41.0.1')).statusCode).toBe(429);
      // Twenty at once, ten on each: exactly twenty pass, whoever counts first.
      const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => subscribe(i % 2 ? a! : b!, 100 + i, '10.41.0.2')));
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(20);
    } finally {
      await stopTestApp(a);
      await stopTestApp(b);
    }
  });
});
