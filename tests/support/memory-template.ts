import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { seedIfEmpty } from '../../src/server/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated and seeded in-memory database every test app starts from. */
    memoryTemplate: string;
  }
}

/** Migrates and seeds an in-memory database and dumps it to `file` (MEMORY_TEMPLATE for a built shop). */
export async function dumpSeededDatabase(file: string): Promise<void> {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: join(import.meta.dirname, '../../src/server/db/migrations') });
  await seedIfEmpty({ db: drizzle({ client, schema }) as unknown as Db, kind: 'pglite' });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Vitest's global setup: migrates and seeds one in-memory database for the whole run and dumps it to a
 * file. PGlite's initdb takes some 3 s at each start; loading the dump takes well under one, and each
 * test app still runs the migrations (none left to apply) and its own start as in production.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'oils-template-'));
  const file = join(dir, 'template.tar');
  await dumpSeededDatabase(file);
  project.provide('memoryTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
