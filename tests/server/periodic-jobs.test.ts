// Issue 23, item 2: periodic work runs once across the servers, and at start when it is due: a server
// restarted more often than a job's period still runs it. Read from the jobs' rows in the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import * as t from '../../src/server/db/schema.ts';
import { startTestApps, stopTestApp } from '../support/test-app.ts';

// The shop's chores as the issue lists them (a card sweep too when card payment is on).
const CHORES = ['pending sign-up purge', 'guest cart purge (30 idle days)', 'rate limit window purge', 'overdue bank transfer sweep'];

const runs = async (app: FastifyInstance) => Object.fromEntries((await app.database.db.select({ name: t.periodicJobs.name, runs: t.periodicJobs.runs }).from(t.periodicJobs)).map((r) => [r.name, r.runs]));

/** Waits for every chore to have been looked at once since start (its row written and claimed or not). */
async function settled(app: FastifyInstance, expected: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const counts = await runs(app);
    if (CHORES.every((name) => counts[name] === expected)) return counts;
    if (Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each start on a folder of its own opens the embedded database from disk: slow beside the other files.
describe('periodic jobs', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('run at the first start, not at a restart within their period, and at a restart once they are due', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oils-jobs-'));
    dirs.push(dataDir);
    const start = () => buildApp(loadConfig({}, { dataDir, databaseUrl: undefined, logLevel: 'silent' }));
    const first = await start();
    expect(await settled(first, 1)).toMatchObject(Object.fromEntries(CHORES.map((name) => [name, 1])));
    await first.close();

    const second = await start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await runs(second)).toMatchObject(Object.fromEntries(CHORES.map((name) => [name, 1])));
    // A day later for the daily purge (its next run put in the past): the next start runs it.
    await second.database.db.update(t.periodicJobs).set({ nextRunAt: sql`now() - interval '1 minute'` }).where(eq(t.periodicJobs.name, 'pending sign-up purge'));
    await second.close();

    const third = await start();
    try {
      const deadline = Date.now() + 20_000;
      while ((await runs(third))['pending sign-up purge'] !== 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await runs(third)).toMatchObject({ 'pending sign-up purge': 2, 'rate limit window purge': 1 });
    } finally {
      await third.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('run once when two servers on one PostgreSQL find them due at the same moment', async () => {
    const [a, b] = await startTestApps(2);
    try {
      expect(await settled(a!, 1)).toMatchObject(Object.fromEntries(CHORES.map((name) => [name, 1])));
      // All due again; both servers look at once, as their timers may.
      await a!.database.db.update(t.periodicJobs).set({ nextRunAt: sql`now() - interval '1 minute'` });
      await Promise.all([a!.jobs.tick(), b!.jobs.tick(), a!.jobs.tick(), b!.jobs.tick()]);
      expect(await runs(b!)).toMatchObject(Object.fromEntries(CHORES.map((name) => [name, 2])));
    } finally {
      await stopTestApp(a);
      await stopTestApp(b);
    }
  });
});
