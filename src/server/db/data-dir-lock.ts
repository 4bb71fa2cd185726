import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the server holds
 * an OS lock on DATA_DIR/server.lock while it runs (an open-file-description fcntl lock). The kernel, or
 * the NFS server, arbitrates it: it holds across PID namespaces (containers) and hosts sharing the volume,
 * and it goes with its process, so a server restarted right after a kill -9 takes it at once.
 * The file stays: deleting it would let the next two servers lock two different files.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by ${describeOwner(file)}: stop it, or give this server another DATA_DIR ` +
        `or a DATABASE_URL (two processes on one embedded database would corrupt it)`,
    );
  }
  // Who holds it, for the message above; the lock itself is the kernel's.
  ftruncateSync(fd);
  writeSync(fd, `${process.pid} ${hostname()}\n`, 0);
  rmSync(join(dataDir, 'server.pid'), { force: true }); // the pid file of earlier versions
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      ftruncateSync(fd);
    } finally {
      closeSync(fd); // closing the file releases its lock
    }
  };
}

function describeOwner(file: string): string {
  const [pid, host] = readFileSync(file, 'utf8').trim().split(' ');
  return pid && host ? `process ${pid} on ${host}` : 'another server';
}
