import { opendir, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SEGMENT = /^[0-9A-F]{24}$/;
/** Files synced at once when the whole folder is synced (a checkpoint, startup, shutdown). */
const PARALLEL = 16;

/**
 * PGlite runs PostgreSQL with fsync off, and its file layer never syncs: a commit's WAL reaches the
 * operating system (it survives kill -9) but not the disk (a power loss or a host crash can lose it).
 * This syncs from outside what commits wrote, before an answer that follows them is sent: the WAL
 * segments, their folder when a segment came or went, and the whole data folder after a checkpoint
 * (pg_control changed), since a checkpoint lets PostgreSQL recycle the WAL that covered its pages.
 *
 * Concurrent answers share one sync (group commit): each waits for a sync that began after its
 * writes had completed.
 */
export class WalSync {
  private written = 0;
  private synced = 0;
  private running: Promise<void> | null = null;
  private segments = '';
  private control = '';

  constructor(private readonly pgdata: string) {}

  /** Writes completed but not yet known to be on disk (their answers wait for them). */
  get pending(): number {
    return this.written - this.synced;
  }

  /** A write (a statement or a transaction) has completed. */
  noteWrite(): void {
    this.written++;
  }

  /**
   * Resolves once every write completed so far is on disk. Writes of other work that complete while
   * it syncs are synced too, a few rounds at most (a steady stream of them must not hold an answer).
   */
  async flush(): Promise<void> {
    const target = this.written;
    for (let round = 0; this.synced < this.written && (this.synced < target || round < 3); round++) {
      if (!this.running) {
        const upTo = this.written;
        this.running = this.syncWal()
          .then(() => {
            this.synced = Math.max(this.synced, upTo);
          })
          .finally(() => {
            this.running = null;
          });
      }
      await this.running;
    }
  }

  /** Every file and folder of the data folder: at startup and after a shutdown checkpoint. */
  async syncAll(): Promise<void> {
    const files: string[] = [];
    const folders: string[] = [this.pgdata];
    for (let i = 0; i < folders.length; i++) {
      for await (const entry of await opendir(folders[i]!)) {
        const path = join(folders[i]!, entry.name);
        if (entry.isDirectory()) folders.push(path);
        else if (entry.isFile()) files.push(path);
      }
    }
    // Files before the folders that name them.
    await inBatches(files, (file) => syncFile(file, 'data'));
    await inBatches(folders.reverse(), (folder) => syncFile(folder, 'full'));
    this.control = await this.controlStamp();
  }

  private async syncWal(): Promise<void> {
    const walDir = join(this.pgdata, 'pg_wal');
    const names = (await readdir(walDir)).filter((name) => SEGMENT.test(name)).sort();
    // Every segment, not only those whose mtime moved: a write in the same clock tick as a check
    // leaves the mtime as it was. A segment with nothing to write syncs in microseconds.
    await Promise.all(names.map((name) => syncFile(join(walDir, name), 'data')));
    const segments = names.join();
    if (segments !== this.segments) {
      await syncFile(walDir, 'full');
      this.segments = segments;
    }
    const control = await this.controlStamp();
    if (control !== this.control) await this.syncAll();
  }

  private async controlStamp(): Promise<string> {
    const info = await stat(join(this.pgdata, 'global', 'pg_control'), { bigint: true });
    return `${info.mtimeNs}:${info.ctimeNs}`;
  }
}

async function syncFile(path: string, kind: 'data' | 'full'): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    // Removed between the listing and now (a recycled segment, a dropped table's file): nothing to keep.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await (kind === 'data' ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(work));
}
