// Global setup of the browser tests: the app is built once, before any shop starts, and the database
// every shop starts from is migrated and seeded once (MEMORY_TEMPLATE): PGlite's initdb took most of a
// shop's start, paid by every test file. The shops share one image cache (IMAGE_CACHE_DIR).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpSeededDatabase } from '../../tests/support/memory-template.ts';

// (A plain-JavaScript module without types: imported by name.)
const buildScript = '../../scripts/run/build-if-stale.mjs';

export default async function build(): Promise<() => void> {
  const { buildIfStale } = (await import(buildScript)) as { buildIfStale: () => Promise<void> };
  await buildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'oils-e2e-template-'));
  process.env.MEMORY_TEMPLATE = join(dir, 'template.tar');
  await dumpSeededDatabase(process.env.MEMORY_TEMPLATE);
  // Their image ids come from that dump: a picture is rendered once for the whole run, not by every shop.
  process.env.IMAGE_CACHE_DIR = join(dir, 'images');
  return () => rmSync(dir, { recursive: true, force: true });
}
