import { Worker } from 'node:worker_threads';
import type { BackupRecord } from './record.ts';

/**
 * checkBackup in a worker thread, so the server's own thread keeps answering while a backup is restored
 * and counted. The worker's code: check-worker.js beside the bundle's main.js (scripts/run/build-server.mjs),
 * or check-worker.ts through tsx's loader when run from source, as the PDF worker is started.
 */
export function checkBackupInWorker(file: string, { databaseUrl }: { databaseUrl?: string | undefined }): Promise<BackupRecord> {
  const workerData = { file, databaseUrl };
  let worker: Worker;
  if (!import.meta.url.endsWith('.ts')) worker = new Worker(new URL('./check-worker.js', import.meta.url), { workerData });
  else {
    const tsx = import.meta.resolve('tsx/esm/api');
    const source = new URL('./check-worker.ts', import.meta.url).href;
    worker = new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, { eval: true, workerData });
  }
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { ok: true; record: BackupRecord } | { ok: false; error: string }) => (answer.ok ? resolve(answer.record) : reject(new Error(answer.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the backup check's worker exited (${code}) without an answer`)));
  });
}
