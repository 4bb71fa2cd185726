import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupRecord } from './record.ts';
import { manifestPath } from './record.ts';
import { retain } from './retention.ts';

/**
 * Deletes the backups retention does not keep. Only checked backups count: one whose check failed must
 * not push out a good one of its day, so it stays, for whoever reads the failure mail. Returns those deleted.
 */
export async function pruneBackups(backupDir: string): Promise<string[]> {
  const records: BackupRecord[] = [];
  for (const name of await readdir(backupDir)) {
    if (!name.endsWith('.json')) continue;
    try {
      records.push(JSON.parse(await readFile(join(backupDir, name), 'utf8')) as BackupRecord);
    } catch {
      // Not a manifest of ours.
    }
  }
  const { remove } = retain(
    records.filter((record) => record.checkedAt),
    (record) => new Date(record.takenAt),
  );
  for (const record of remove) {
    const path = join(backupDir, record.file);
    await rm(path, { force: true });
    await rm(manifestPath(path), { force: true });
  }
  return remove.map((record) => record.file);
}
