import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, migrationsFolder } from '../db/client.ts';

/** A check that failed: which (database, migrations, renderer) and why, in words fit for the caller. */
export interface FailedCheck {
  field: 'database' | 'migrations' | 'renderer';
  message: string;
}

/** How long a check may take: a database that does not answer in this is not ready. */
const CHECK_MS = 2_000;

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${CHECK_MS} ms`)), CHECK_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What the server needs to serve: the database answers (`select 1`), every migration of the
 * migrations folder's journal is applied (by its hash, as drizzle records it), and the page renderer
 * is loaded when the server serves pages (`renderer` undefined: it serves the API only).
 */
export function readinessChecks(database: Database, renderer: () => (() => Promise<void>) | undefined) {
  // The journal this code was shipped with: read once, it does not change under a running server.
  const expected = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  return async (): Promise<{ failed: FailedCheck[]; renderer: 'ok' | 'not served'; causes: unknown[] }> => {
    const failed: FailedCheck[] = [];
    const causes: unknown[] = [];
    try {
      await withinTime(database.db.execute(sql`select 1`), 'select 1');
      const rows = await withinTime(database.db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`), 'reading the applied migrations');
      // node-postgres and PGlite both answer { rows }.
      const applied = new Set((rows as unknown as { rows: { hash: string }[] }).rows.map((row) => row.hash));
      const missing = expected.filter((hash) => !applied.has(hash)).length;
      if (missing) failed.push({ field: 'migrations', message: `${missing} of the ${expected.length} migrations are not applied` });
    } catch (error) {
      causes.push(error);
      failed.push({ field: 'database', message: 'The database does not answer' });
      failed.push({ field: 'migrations', message: 'Not checked: the database does not answer' });
    }
    const ready = renderer();
    if (ready) {
      try {
        await withinTime(ready(), 'loading the renderer');
      } catch (error) {
        causes.push(error);
        failed.push({ field: 'renderer', message: 'The page renderer is not loaded' });
      }
    }
    return { failed, renderer: ready ? 'ok' : 'not served', causes };
  };
}
