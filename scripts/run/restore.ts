// npm run restore -- FILE: restores a backup made by npm run backup (FILE, with FILE.json beside it) into
// an empty DATA_DIR (no shop running there) or, with DATABASE_URL=postgres://…, into an empty database.
// Verifies the checksum first, refuses a target that holds a database, and counts what it restored
// against the backup's record. Exits 1 on any refusal or failure: nothing is overwritten.
import { resolve } from 'node:path';
import { describeCounts } from '../../src/server/backups/record.ts';
import { restoreBackup } from '../../src/server/backups/restore-backup.ts';
import { loadConfig } from '../../src/server/config.ts';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) {
  console.error('Usage: npm run restore -- FILE   (into DATA_DIR, or DATABASE_URL=postgres://… for a PostgreSQL dump)');
  process.exit(2);
}
try {
  const { record, counts, into } = await restoreBackup(resolve(file), loadConfig(process.env));
  console.log(`Restored ${record.file} (taken ${record.takenAt}, sha256 verified) into ${into}: ${describeCounts(counts)}, as its record says`);
} catch (error) {
  console.error(`Not restored: ${(error as Error).message}`);
  process.exitCode = 1;
}
