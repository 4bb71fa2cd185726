import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock.ts';
import { runServerToExit, startServerProcess } from '../support/server-process.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oils-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('is held by one owner at a time and released on close', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('names the process holding it, and is taken at once when that process is killed', async () => {
    const dir = tempDir();
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `import { lockDataDir } from './src/server/db/data-dir-lock.ts'; lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);`, dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    onTestFinished(() => void holder.kill('SIGKILL'));
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`is in use by process ${holder.pid} on `));

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    lockDataDir(dir)();
  });
});

describe('the server process on the embedded database', () => {
  it('keeps its data across a restart, refuses a second process, and finishes in-flight requests on SIGTERM', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const before = (await (await fetch(`${first.url}/api/products?pageSize=48`)).json()) as { data: { products: { id: string; image: string }[] } };
    expect(before.data.products.length).toBeGreaterThanOrEqual(24);

    const second = await runServerToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/DATA_DIR .* is in use by process \d+/);

    // A large AVIF takes a while to encode: it is in flight when SIGTERM arrives, and must still arrive whole.
    const imageId = before.data.products[1]!.image;
    const inFlight = fetch(`${first.url}/api/files/product-images/${imageId}?w=800&format=avif`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill('SIGTERM');
    const image = await inFlight;
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await first.exited, first.output()).toBe(0);

    const again = await startServerProcess({ DATA_DIR: dataDir });
    const after = (await (await fetch(`${again.url}/api/products?pageSize=48`)).json()) as typeof before;
    expect(after.data.products.map((p) => p.id)).toEqual(before.data.products.map((p) => p.id));
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('refuses a second server in another PID namespace (another container on the same volume)', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    onTestFinished(() => void first.child.kill('SIGKILL'));

    // The first server's pid means nothing in the second one's namespace: only a lock the kernel holds works.
    const second = await runServerToExit({ DATA_DIR: dataDir }, ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child']);
    expect(second.code, second.output).toBe(1);
    expect(second.output).toMatch(/DATA_DIR .* is in use by process \d+/);

    expect((await fetch(`${first.url}/api/products?pageSize=1`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
  }, 60_000);
});
