import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { runPgTool } from './pg-tools.ts';
import { type BackupCounts, type BackupRecord, COUNTS_SQL, countsOf, sha256File, writeRecord } from './record.ts';

/** What takes a backup: the embedded database's own client, or a PostgreSQL server's URL. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** `shop-2026-11-29T20-15-03-120Z.tar.gz`: sorts by time, and no colon for the tools that dislike one. */
export function backupFileName(kind: BackupRecord['kind'], at: Date): string {
  return `shop-${at.toISOString().replace(/[:.]/g, '-')}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/**
 * Takes a backup into `backupDir` while the shop serves, and writes its record (checksum, counts).
 * Returns the backup's path.
 */
export async function takeBackup(source: BackupSource, backupDir: string): Promise<{ path: string; record: BackupRecord }> {
  await mkdir(backupDir, { recursive: true });
  const takenAt = new Date();
  const file = backupFileName(source.kind, takenAt);
  const path = join(backupDir, file);
  // Written under another name first: a file with the backup's name is a whole one.
  const partial = `${path}.partial`;
  try {
    const counts = source.kind === 'pglite' ? await dumpPglite(source.client, partial) : await dumpPostgres(source.url, partial);
    await rename(partial, path);
    const record: BackupRecord = { file, kind: source.kind, takenAt: takenAt.toISOString(), bytes: (await stat(path)).size, sha256: await sha256File(path), counts };
    await writeRecord(path, record);
    return { path, record };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * PGlite runs one statement at a time, and a transaction holds it for itself: inside one, no other
 * statement runs, so the counts and the data directory's tarball see the same database. The tarball is
 * what a crash would leave (WAL included), which PGlite recovers when it opens it.
 */
async function dumpPglite(client: PGlite, partial: string): Promise<BackupCounts> {
  const { counts, data } = await client.transaction(async (tx) => {
    const counted = countsOf((await tx.query<Record<string, unknown>>(COUNTS_SQL)).rows[0]);
    return { counts: counted, data: await client.dumpDataDir('gzip') };
  });
  await writeFile(partial, Buffer.from(await data.arrayBuffer()));
  return counts;
}

/**
 * pg_dump reads in a snapshot this transaction exported, so the counts taken in the same snapshot are
 * the dump's, however many orders commit meanwhile.
 */
async function dumpPostgres(url: string, partial: string): Promise<BackupCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const counts = countsOf((await client.query<Record<string, unknown>>(COUNTS_SQL)).rows[0]);
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--file', partial, '--dbname', url]);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}
