// npm run server-memory: the built server's resident memory (VmRSS), as `npm start` runs it, on a
// fresh DATA_DIR (PGlite on disk): made once (initdb, migrations, seed), then started again as a
// server starts each day. At rest: a few pages asked, then 10 s idle. After the load: the pages bench
// (BENCH_MODE=pages's own load and budgets), then 10,000 renders of addresses the page cache has not
// seen (the shop's searches and pages, products, the home, in fr, en and ar), then 10 s idle. Prints
// both and the peak (VmHWM); exits 1 past 350 MB at rest or 500 MB after the load, or when the pages
// bench misses a budget. RENDERS: fewer renders for a quick look.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagesBench } from '../support/pages-bench.ts';

// Not 4190: fetch refuses that port (ManageSieve, on the Fetch standard's list of bad ports).
const PORT = Number(process.env.SERVER_MEMORY_PORT ?? 4195);
const RENDERS = Number(process.env.RENDERS ?? 10_000);
/** Renders asked at once: fewer than the 8 one client may have waiting (src/server/ssr/serve-pages.ts). */
const CONCURRENCY = 4;
const BUDGET_MB = { rest: 350, load: 500 };
const base = `http://127.0.0.1:${PORT}`;
const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

// npm start's command, `[NAME=value …] node [flags …] scripts/run/start.mjs`: its environment and node flags.
const startCommand = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
const nodeAt = startCommand.indexOf('node');
const startEnv = Object.fromEntries(startCommand.slice(0, nodeAt).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
const nodeFlags = [...startCommand.slice(nodeAt + 1, -1), ...(process.env.EXTRA_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];

// (A plain-JavaScript module without types: imported by name.)
const buildScript = '../run/build-if-stale.mjs';
await ((await import(buildScript)) as { buildIfStale: () => Promise<void> }).buildIfStale();

const dataDir = mkdtempSync(join(tmpdir(), 'oils-server-memory-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/** The server as `npm start` starts it (its node flags and environment), once /api/health answers. */
async function start(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...nodeFlags, 'scripts/run/start.mjs'], {
    env: { ...process.env, ...startEnv, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  process.on('exit', () => server.kill());
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) break;
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** VmRSS and VmHWM of the process, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The process's CPU time so far (user and system, from /proc: the bench's measure of a render's cost). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100);
}

const get = async (path: string) => {
  const answer = await fetch(`${base}${path}`, { headers: html });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 10_000));
const mb = (value: number) => `${value.toFixed(0)} MB`;

// The first start makes the database; a server then starts on it as it does every other day.
await stop(await start());
const server = await start();
const pid = server.pid!;
const slugs = (JSON.parse(await (await fetch(`${base}/api/products?pageSize=48`)).text()) as { data: { products: { slug: string }[] } }).data.products.map((p) => p.slug);
for (const path of ['/', '/shop', `/produits/${slugs[0]}`, '/?lang=en', '/shop?lang=ar']) await get(path);
await idle();
const rest = memory(pid);
console.log(`at rest (started, 5 pages, 10 s idle): rss ${mb(rest.rss)}`);

const benchOk = await pagesBench({ base, productSlug: slugs[0]!, serverCpuMicros: async () => cpuMicros(pid) });
const afterBench = memory(pid);
console.log(`after the pages bench: rss ${mb(afterBench.rss)}`);

// Addresses no page was rendered for: each a render, its HTML and compressed form kept in the page cache.
const langs = ['fr', 'en', 'ar'];
const address = (n: number) => {
  const lang = langs[n % 3]!;
  switch (n % 4) {
    case 0:
      return `/shop?q=${['huile', 'argan', 'olive', 'nigelle'][n % 4]}${n}&lang=${lang}`;
    case 1:
      return `/shop?page=${(n % 3) + 1}&sort=price_asc&lang=${lang}&n=${n}`;
    case 2:
      return `/produits/${slugs[n % slugs.length]}?lang=${lang}&n=${n}`;
    default:
      return `/?lang=${lang}&n=${n}`;
  }
};
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < RENDERS) await get(address(next++));
  }),
);
console.log(`${RENDERS.toLocaleString('en')} renders of addresses not seen before in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await idle();
const load = memory(pid);
await stop(server);

console.log(`rss at rest ${mb(rest.rss)} (budget ${BUDGET_MB.rest} MB), after the load ${mb(load.rss)} (budget ${BUDGET_MB.load} MB); peak ${mb(load.peak)}`);
const ok = benchOk && rest.rss <= BUDGET_MB.rest && load.rss <= BUDGET_MB.load;
console.log(`memory budgets: ${ok ? 'met' : 'MISSED'}`);
process.exit(ok ? 0 : 1);
