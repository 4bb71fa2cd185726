import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The project's migrations, in the order they run. */
export const MIGRATIONS = join(import.meta.dirname, '../../src/server/db/migrations');

/** Migrates `client` as a shop of before `tag` was written: every migration up to, not with, `tag`. */
export async function migrateUntil(client: PGlite, tag: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'oils-migrations-'));
  try {
    await cp(MIGRATIONS, dir, { recursive: true });
    const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    if (at < 0) throw new Error(`no migration ${tag}`);
    journal.entries = journal.entries.slice(0, at);
    await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    await migrate(drizzle({ client }), { migrationsFolder: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the migrations `migrateUntil` left out. */
export async function migrateRest(client: PGlite): Promise<void> {
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
}
