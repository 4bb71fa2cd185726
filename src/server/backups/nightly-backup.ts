import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { backupFailedMail } from '../mail/backup-failed-mail.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { pruneBackups } from './prune-backups.ts';
import { describeCounts } from './record.ts';
import { checkBackupInWorker } from './check-in-worker.ts';
import type { checkBackup } from './restore-backup.ts';
import { type BackupSource, takeBackup } from './take-backup.ts';

export interface NightlyBackupDeps {
  database: Database;
  databaseUrl: string | undefined;
  backupDir: string;
  shopEmail: string;
  log: FastifyBaseLogger;
  /** The check: in a worker thread; a test gives one that fails. */
  check?: typeof checkBackup;
}

export function backupSource(database: Database, databaseUrl: string | undefined): BackupSource {
  if (database.kind === 'postgres') return { kind: 'postgres', url: databaseUrl! };
  return { kind: 'pglite', client: database.pglite! };
}

/**
 * The nightly backup: taken, checked by restoring it, then retention. A failure is logged at error level
 * and mailed to SHOP_EMAIL, and not thrown: PeriodicJobs would retry it in five minutes, and mail again.
 * Returns whether the backup was taken and checked.
 */
export async function nightlyBackup({ database, databaseUrl, backupDir, shopEmail, log, check = checkBackupInWorker }: NightlyBackupDeps): Promise<boolean> {
  let stage: 'backup' | 'check' = 'backup';
  let path: string | undefined;
  try {
    const taken = await takeBackup(backupSource(database, databaseUrl), backupDir);
    path = taken.path;
    stage = 'check';
    await check(taken.path, { databaseUrl });
    const removed = await pruneBackups(backupDir);
    log.info({ file: taken.path, bytes: taken.record.bytes, removed }, `nightly backup taken and checked: ${describeCounts(taken.record.counts)}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error, file: path, stage }, stage === 'backup' ? 'nightly backup failed' : 'nightly backup failed its check');
    await queueMail(database.db, shopEmail, backupFailedMail(stage, message, path));
    return false;
  }
}
