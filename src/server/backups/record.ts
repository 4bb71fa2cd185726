import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';

/** What a backup holds, counted in the database at the moment of its snapshot. */
export interface BackupCounts {
  orders: number;
  /** Customer accounts: pending sign-ups (see users.pendingSignUp) are not accounts. */
  accounts: number;
  products: number;
}

/**
 * The record of one backup, a JSON manifest beside its file (`<file>.json`). Beside it, not in a table:
 * it must be readable when the database is the thing lost, and travel with the file when it is copied
 * off the machine; a table would be in neither place.
 */
export interface BackupRecord {
  /** The backup's file name, in the same folder as this manifest. */
  file: string;
  /** pglite: a gzipped tar of the data directory (dumpDataDir); postgres: `pg_dump -Fc`. */
  kind: 'pglite' | 'postgres';
  takenAt: string;
  bytes: number;
  sha256: string;
  counts: BackupCounts;
  /** Set once restored into a throwaway target and counted the same. */
  checkedAt?: string;
}

/** Counted in one statement, so within one snapshot. */
export const COUNTS_SQL = `select (select count(*) from orders)::int as orders,
  (select count(*) from users where not pending_sign_up)::int as accounts,
  (select count(*) from products)::int as products`;

export const countsOf = (row: Record<string, unknown> | undefined): BackupCounts => ({ orders: Number(row?.orders), accounts: Number(row?.accounts), products: Number(row?.products) });

export const sameCounts = (a: BackupCounts, b: BackupCounts): boolean => a.orders === b.orders && a.accounts === b.accounts && a.products === b.products;

export const describeCounts = (c: BackupCounts): string => `${c.orders} orders, ${c.accounts} accounts, ${c.products} products`;

export const manifestPath = (file: string): string => `${file}.json`;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function readRecord(file: string): Promise<BackupRecord> {
  let text: string;
  try {
    text = await readFile(manifestPath(file), 'utf8');
  } catch {
    throw new Error(`${manifestPath(file)} is missing: a backup is restored with its manifest (checksum and counts) beside it`);
  }
  return JSON.parse(text) as BackupRecord;
}

/** Written whole then renamed: a crash leaves the old manifest or the new one, never half of one. */
export async function writeRecord(file: string, record: BackupRecord): Promise<void> {
  const path = manifestPath(file);
  await writeFile(`${path}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}
