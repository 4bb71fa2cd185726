import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';

/** A database of its own on the PostgreSQL server at `admin`, and how to drop it. */
export async function createDatabase(admin: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `oils_test_${randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

const testConfig = (overrides: Partial<Config>, databaseUrl: string) => loadConfig({}, { databaseUrl, logLevel: 'silent', validateResponses: true, ...overrides });

/**
 * The real server on a fresh database, checking every answer against the contract. PGlite in memory
 * by default; with TEST_DATABASE_URL (a PostgreSQL server) each call gets a database of its own.
 */
export async function startTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<FastifyInstance> {
  const admin = process.env.TEST_DATABASE_URL;
  const database = admin && overrides.databaseUrl === undefined ? await createDatabase(admin) : undefined;
  const app = await buildApp(testConfig(overrides, database?.url ?? 'memory://'), { memoryTemplate: await memoryTemplate(), ...options });
  if (database) dropAfterClose.set(app, database.drop);
  return app;
}

/**
 * The run's migrated and seeded database (tests/support/memory-template.ts), when vitest's global setup
 * made one; scripts outside vitest (scripts/bench/account-timing.ts) start from an empty one.
 */
async function memoryTemplate(): Promise<Blob | undefined> {
  const file = process.env.VITEST ? inject('memoryTemplate') : undefined;
  return file ? openAsBlob(file) : undefined;
}

const dropAfterClose = new WeakMap<FastifyInstance, () => Promise<void>>();

/**
 * Two servers (or more) on one PostgreSQL database, as a shop runs behind a load balancer; needs
 * TEST_DATABASE_URL. The database is dropped when the last of them closes (stopTestApp each).
 */
export async function startTestApps(count: number, overrides: Partial<Config> = {}): Promise<FastifyInstance[]> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('startTestApps needs TEST_DATABASE_URL (a PostgreSQL server)');
  const database = await createDatabase(admin);
  const apps: FastifyInstance[] = [];
  // One after the other: the first runs the migrations.
  for (let i = 0; i < count; i++) apps.push(await buildApp(testConfig(overrides, database.url)));
  let open = count;
  const drop = async () => {
    if (--open === 0) await database.drop();
  };
  for (const app of apps) dropAfterClose.set(app, drop);
  return apps;
}

/** Closes the app, then drops its PostgreSQL database once nothing uses it any more. */
export async function stopTestApp(app: FastifyInstance | undefined): Promise<void> {
  if (!app) return;
  await app.close();
  await dropAfterClose.get(app)?.();
}

/** The JSON body of an inject answer, with the contract check's verdict already applied by the app. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** An error answer's body without its request id, which differs for every request: two refusals compared as the caller reads them. */
export function withoutRequestId(body: string): string {
  const { requestId: _id, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(rest);
}
