// npm run backup: a backup of the shop's database into BACKUP_DIR (default DATA_DIR/backups) while the
// shop serves, with its record (sha256, counts of orders, accounts and products) beside it, then checked
// by restoring it into a throwaway folder or database and counting again. On PostgreSQL (DATABASE_URL)
// it is pg_dump -Fc; on the embedded database the server that holds DATA_DIR takes the snapshot itself,
// asked through DATA_DIR/staff.sock, or this command opens DATA_DIR when no shop runs there.
// Prints the file and its record; exits 1 when the backup or its check fails.
import { sendBackupCommand } from '../../src/server/admin/staff-socket-client.ts';
import { staffSocketPath } from '../../src/server/admin/staff-socket.ts';
import { describeCounts } from '../../src/server/backups/record.ts';
import { checkBackup } from '../../src/server/backups/restore-backup.ts';
import { takeBackup } from '../../src/server/backups/take-backup.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock.ts';

const config = loadConfig(process.env);

async function backup(): Promise<string> {
  if (config.databaseUrl === 'memory://') throw new Error('DATABASE_URL=memory:// keeps nothing to back up');
  if (config.databaseUrl) return (await takeBackup({ kind: 'postgres', url: config.databaseUrl }, config.backupDir)).path;
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) return (await sendBackupCommand(staffSocketPath(config.dataDir))).file;
    throw error;
  }
  try {
    return (await takeBackup({ kind: 'pglite', client: database.pglite! }, config.backupDir)).path;
  } finally {
    await database.close();
  }
}

let file: string | undefined;
try {
  file = await backup();
  const record = await checkBackup(file, config);
  console.log(`Backup ${file}\n  ${record.bytes} bytes, sha256 ${record.sha256}\n  ${describeCounts(record.counts)}; restored into a throwaway ${record.kind === 'pglite' ? 'folder' : 'database'} and counted the same`);
} catch (error) {
  console.error(file ? `The backup ${file} failed its check: ${(error as Error).message}` : `No backup taken: ${(error as Error).message}`);
  process.exitCode = 1;
}
