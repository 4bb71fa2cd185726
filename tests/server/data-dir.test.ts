import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    // Another process's claim: a live pid that is not ours (our parent).
    writeFileSync(join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, 'server.pid'), String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('is taken over from a process that died without releasing it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.pid'), '2147483646');
    const release = lockDataDir(dir);
    release();
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
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    const again = await startServerProcess({ DATA_DIR: dataDir });
    const after = (await (await fetch(`${again.url}/api/products?pageSize=48`)).json()) as typeof before;
    expect(after.data.products.map((p) => p.id)).toEqual(before.data.products.map((p) => p.id));
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
