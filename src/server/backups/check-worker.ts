// The worker thread that checks a backup (see check-in-worker.ts): restoring one runs PGlite's recovery,
// which holds its thread for seconds.
import { parentPort, workerData } from 'node:worker_threads';
import { checkBackup } from './restore-backup.ts';

const { file, databaseUrl } = workerData as { file: string; databaseUrl: string | undefined };
try {
  parentPort!.postMessage({ ok: true, record: await checkBackup(file, { databaseUrl }) });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
