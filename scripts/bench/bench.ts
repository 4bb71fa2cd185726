// npm run bench: a mixed shopping load for 60 s (BENCH_SECONDS) on loopback with autocannon: the home,
// shop and product pages, the listing, a product, a guest adding to the cart and reading it, a customer
// buying directly. Prints throughput, p99 and errors, and the server's memory in the first and last ten
// seconds (rss, and the heap's lowest, after a collection); exits 1 on any error or non-2xx answer, or memory growth beyond 20 %.
// BENCH_MODE=pages: the pages alone, as the shopper's browser asks for them, beside /api/products in
// the same run (scripts/support/pages-bench.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { directOrderBody } from '../support/direct-order.ts';
import { pagesBench } from '../support/pages-bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 20;
const GROWTH_BUDGET = 0.2;

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
  cpuMicros: number;
}

interface Setup {
  port: number;
  tokens: string[];
  products: { id: string; slug: string; variant: string }[];
}

/** A bench server (scripts/bench/bench-shop-server.ts), its first line, and its samples as they come. */
async function startServer(extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-shop-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production', ...extraEnv } });
  const samples: Sample[] = [];
  const setup = await new Promise<Setup>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      // The bench server's own lines are JSON; a build's (when dist/ is stale) and the app's logs are passed on.
      if (!line.startsWith('{')) return void process.stderr.write(`${line}\n`);
      const value = JSON.parse(line) as Record<string, unknown>;
      if ('level' in value) process.stderr.write(`${line}\n`);
      else if ('port' in value) resolve(value as never);
      else samples.push(value as never);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, samples, setup, base: `http://127.0.0.1:${setup.port}` };
}

// BENCH_SERVERS=2 (with DATABASE_URL a PostgreSQL server; npm run bench:two-servers makes one): the
// same load on one server, then spread over two on the same database, printed side by side.
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
if (SERVERS > 1 && !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) throw new Error('BENCH_SERVERS=2 needs DATABASE_URL=postgres://… (npm run bench:two-servers)');
const first = await startServer();
const { setup } = first;
const servers = [first];

const base = first.base;
const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
let n = 0;
const product = () => setup.products[n++ % setup.products.length]!;
const guestId = () => `guest_${randomBytes(18).toString('base64url')}`;

interface Context {
  guest?: string;
}
const shopping = [
  { method: 'GET' as const, path: '/', headers: html },
  { method: 'GET' as const, path: '/shop', headers: html },
  { method: 'GET' as const, setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/produits/${product().slug}` }), headers: html },
  { method: 'GET' as const, path: '/api/products?lang=fr', headers: json },
  { method: 'GET' as const, setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/api/products/${product().slug}` }), headers: json },
  {
    method: 'POST' as const,
    setupRequest: (req: Record<string, unknown>, context: Context) => {
      const p = product();
      context.guest = guestId();
      return { ...req, path: '/api/cart/items', headers: { ...json, 'x-session-id': context.guest }, body: JSON.stringify({ productId: p.id, variantId: p.variant, quantity: 1 + (n % 3) }) };
    },
  },
  { method: 'GET' as const, setupRequest: (req: Record<string, unknown>, context: Context) => ({ ...req, path: '/api/cart', headers: { ...json, 'x-session-id': context.guest! } }) },
  {
    method: 'POST' as const,
    setupRequest: (req: Record<string, unknown>) => {
      const p = product();
      return {
        ...req,
        path: '/api/orders',
        headers: { ...json, authorization: setup.tokens[n % setup.tokens.length]!, 'idempotency-key': `bench-${randomBytes(9).toString('base64url')}` },
        body: directOrderBody(p.id, p.variant),
      };
    },
  },
];

/** Answers other than 2xx, by request kind and status (printed when there are any). */
const refused = new Map<string, number>();
const tallied = shopping.map((request, index) => ({
  ...request,
  onResponse: (status: number, body: string) => {
    if (status < 300) return;
    const key = `${request.method} #${index + 1} ${status} ${body.slice(0, 120)}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  },
}));

/**
 * The shopping load, its connections spread evenly over `on` (one autocannon each, at once): the sum
 * of their rates, and the higher of their p99s.
 */
async function mixedShopping(on: typeof servers): Promise<{ ok: boolean; rate: number; p50: number; p99: number }> {
  const started = Date.now();
  const results = await Promise.all(on.map((server) => autocannon({ url: server.base, connections: CONNECTIONS / on.length, duration: SECONDS, requests: tallied as never })));
  const ended = Date.now();
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const [total, rate, errors, timeouts, non2xx] = [sum((r) => r.requests.total), sum((r) => r.requests.average), sum((r) => r.errors), sum((r) => r.timeouts), sum((r) => r.non2xx)];
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`mixed shopping load, ${CONNECTIONS} connections over ${on.length} server${on.length > 1 ? 's' : ''}, ${SECONDS} s, on ${process.platform} with Node ${process.version}`);
  console.log(`requests ${total} (${rate.toFixed(0)} req/s; each connection: home, shop, product pages, listing, product, add to cart, cart, order)`);
  console.log(`latency p50 ${p50} ms, p99 ${p99} ms${on.length > 1 ? ' (the higher of the servers\')' : ''}; errors ${errors}, timeouts ${timeouts}, non-2xx ${non2xx}`);
  let memoryOk = true;
  for (const [index, server] of on.entries()) {
    const window = (from: number, to: number) => server.samples.filter((m) => m.at >= from && m.at < to);
    const early = window(started, started + 10_000);
    const late = window(ended - 10_000, ended);
    const rssGrowth = mean(late.map((m) => m.rss)) / mean(early.map((m) => m.rss)) - 1;
    // The heap's lowest in each window, what a collection leaves: its mean swings with the GC's timing.
    const floor = (window: Sample[]) => Math.min(...window.map((m) => m.heapUsed));
    const heapGrowth = floor(late) / floor(early) - 1;
    memoryOk &&= rssGrowth <= GROWTH_BUDGET && heapGrowth <= GROWTH_BUDGET;
    console.log(
      `memory${on.length > 1 ? ` of server ${index + 1}` : ''}: rss ${mb(mean(early.map((m) => m.rss)))} → ${mb(mean(late.map((m) => m.rss)))} (${(rssGrowth * 100).toFixed(1)} %), heap after GC ${mb(floor(early))} → ${mb(floor(late))} (${(heapGrowth * 100).toFixed(1)} %)`,
    );
  }
  for (const [key, count] of refused) console.log(`  ${count} × ${key}`);
  refused.clear();
  const ok = errors === 0 && timeouts === 0 && non2xx === 0 && memoryOk;
  console.log(`budgets: no errors, no non-2xx, memory growth within ${GROWTH_BUDGET * 100} %: ${ok ? 'met' : 'MISSED'}`);
  return { ok, rate, p50, p99 };
}

/** One server, then two on the same database: the figures side by side. */
async function twoServers(): Promise<boolean> {
  const one = await mixedShopping(servers);
  const joined = await startServer({ BENCH_JOIN: '1' });
  servers.push(joined);
  // The first server is warm from the first run: the second gets 10 s of the load before it counts.
  await autocannon({ url: joined.base, connections: CONNECTIONS / 2, duration: 10, requests: tallied as never });
  refused.clear();
  console.log('');
  const two = await mixedShopping(servers);
  console.log(`\non one PostgreSQL, ${CONNECTIONS} connections: one server ${one.rate.toFixed(0)} req/s, p99 ${one.p99} ms; two servers ${two.rate.toFixed(0)} req/s, p99 ${two.p99} ms (${((two.rate / one.rate) * 100).toFixed(0)} % of one's rate)`);
  return one.ok && two.ok;
}

/** The server's CPU time so far, asked for now (it answers SIGUSR2 with a sample). */
async function serverCpuMicros(): Promise<number> {
  const count = first.samples.length;
  first.child.kill('SIGUSR2');
  while (first.samples.length === count) await new Promise((resolve) => setTimeout(resolve, 5));
  return first.samples.at(-1)!.cpuMicros;
}

try {
  const ok =
    process.env.BENCH_MODE === 'pages' ? await pagesBench({ base, productSlug: setup.products[0]!.slug, serverCpuMicros }) : SERVERS > 1 ? await twoServers() : (await mixedShopping(servers)).ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
}
