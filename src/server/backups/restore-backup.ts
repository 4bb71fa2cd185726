import { openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { WalSync } from '../db/wal-sync.ts';
import { runPgTool } from './pg-tools.ts';
import { type BackupCounts, type BackupRecord, COUNTS_SQL, countsOf, describeCounts, readRecord, sameCounts, sha256File, writeRecord } from './record.ts';

/** A restore that would not be safe or sound: nothing was written. */
export class RestoreRefusedError extends Error {}

/** Refuses a file whose checksum is not its record's: a backup changed since it was taken. */
export async function verifyChecksum(file: string, record: BackupRecord): Promise<void> {
  const actual = await sha256File(file);
  if (actual !== record.sha256) throw new RestoreRefusedError(`${file} is not the backup its record describes: sha256 ${actual}, the record says ${record.sha256}. Nothing was restored`);
}

/** Unpacks a PGlite backup into `pgdata` (absent or empty), and counts what it holds. */
export async function restorePglite(file: string, pgdata: string, { sync }: { sync: boolean }): Promise<BackupCounts> {
  const client = new PGlite(pgdata, { loadDataDir: await openAsBlob(file, { type: 'application/x-gzip' }) });
  let counts: BackupCounts;
  try {
    await client.waitReady;
    counts = countsOf((await client.query<Record<string, unknown>>(COUNTS_SQL)).rows[0]);
  } finally {
    await client.close();
  }
  // PGlite never syncs its files; a restored shop must be on disk before it is trusted.
  if (sync) await new WalSync(pgdata).syncAll();
  return counts;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Tables in the database outside PostgreSQL's own schemas: an empty database has none. */
async function tablesIn(url: string): Promise<number> {
  const rows = await query<{ n: number }>(url, `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_%'`);
  return rows[0]!.n;
}

/** pg_restore of a `pg_dump -Fc` file into `url`, in one transaction, and its counts. */
export async function restorePostgres(file: string, url: string): Promise<BackupCounts> {
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', url, file]);
  return countsOf((await query<Record<string, unknown>>(url, COUNTS_SQL))[0]);
}

/** The database `url` names, on the same server as `url`, under another name. */
function sibling(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * Checks a backup by restoring it where nothing else lives (PGlite: a temporary folder; PostgreSQL: a
 * scratch database created on the same server, then dropped; the role needs CREATEDB) and counting it:
 * the counts must be its record's. Marks the record checked; throws when they differ.
 */
export async function checkBackup(file: string, { databaseUrl }: { databaseUrl?: string | undefined }): Promise<BackupRecord> {
  const record = await readRecord(file);
  await verifyChecksum(file, record);
  let counts: BackupCounts;
  if (record.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'oils-backup-check-'));
    try {
      counts = await restorePglite(file, join(dir, 'pgdata'), { sync: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    if (!databaseUrl?.startsWith('postgres')) throw new Error('A PostgreSQL backup is checked on a PostgreSQL server: set DATABASE_URL');
    const name = `oils_backup_check_${randomBytes(6).toString('hex')}`;
    try {
      await query(databaseUrl, `create database ${name}`);
    } catch (error) {
      throw new Error(`Cannot create a scratch database to check the backup in (the role needs CREATEDB): ${(error as Error).message}`);
    }
    try {
      counts = await restorePostgres(file, sibling(databaseUrl, name));
    } finally {
      await query(databaseUrl, `drop database if exists ${name} with (force)`);
    }
  }
  if (!sameCounts(counts, record.counts)) throw new Error(`${record.file} restored holds ${describeCounts(counts)}; its record says ${describeCounts(record.counts)}`);
  const checked = { ...record, checkedAt: new Date().toISOString() };
  await writeRecord(file, checked);
  return checked;
}

/**
 * `npm run restore -- FILE`: the backup into DATA_DIR (no shop running there, no database in it) or
 * into DATABASE_URL's database (no table in it), its checksum verified first and its counts after.
 */
export async function restoreBackup(file: string, target: { dataDir: string; databaseUrl: string | undefined }): Promise<{ record: BackupRecord; counts: BackupCounts; into: string }> {
  const record = await readRecord(file);
  await verifyChecksum(file, record);
  const onPostgres = target.databaseUrl?.startsWith('postgres') ?? false;
  if (target.databaseUrl === 'memory://') throw new RestoreRefusedError('DATABASE_URL=memory:// keeps nothing: restore into a DATA_DIR or a PostgreSQL database');
  if (record.kind === 'pglite' && onPostgres) throw new RestoreRefusedError(`${record.file} is an embedded database's backup: restore it into a DATA_DIR (unset DATABASE_URL)`);
  if (record.kind === 'postgres' && !onPostgres) throw new RestoreRefusedError(`${record.file} is a PostgreSQL dump: restore it into an empty database named by DATABASE_URL=postgres://…`);
  let counts: BackupCounts;
  let into: string;
  if (record.kind === 'pglite') {
    const unlock = lockDataDir(target.dataDir);
    try {
      const pgdata = join(target.dataDir, 'pgdata');
      const present = await readdir(pgdata).catch(() => []);
      if (present.length) throw new RestoreRefusedError(`DATA_DIR ${target.dataDir} already holds a database (${pgdata}): restore into an empty DATA_DIR, or move that folder away first. Nothing was restored`);
      counts = await restorePglite(file, pgdata, { sync: true });
      into = pgdata;
    } finally {
      unlock();
    }
  } else {
    const url = target.databaseUrl!;
    const tables = await tablesIn(url);
    const name = new URL(url).pathname.slice(1);
    if (tables) throw new RestoreRefusedError(`The database ${name} already holds ${tables} tables: restore into an empty database (createdb a new one). Nothing was restored`);
    counts = await restorePostgres(file, url);
    into = `database ${name}`;
  }
  if (!sameCounts(counts, record.counts)) throw new Error(`Restored into ${into}, but it holds ${describeCounts(counts)} where the record says ${describeCounts(record.counts)}`);
  return { record, counts, into };
}

