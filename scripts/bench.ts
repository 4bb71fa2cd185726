// npm run bench: a mixed shopping load for 60 s (BENCH_SECONDS) on loopback with autocannon: the home,
// shop and product pages, the listing, a product, a guest adding to the cart and reading it, a customer
// buying directly. Prints throughput, p99 and errors, and the server's memory in the first and last ten
// seconds; exits 1 on any error or non-2xx answer, or memory growth beyond 20 %.
// BENCH_MODE=pages: the pages alone, as the shopper's browser asks for them, beside /api/products in
// the same run (scripts/support/pages-bench.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { directOrderBody } from './support/direct-order.ts';
import { pagesBench } from './support/pages-bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 20;
const GROWTH_BUDGET = 0.2;

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
  cpuMicros: number;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-shop-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
const samples: Sample[] = [];
const setup = await new Promise<{ port: number; tokens: string[]; products: { id: string; slug: string; variant: string }[] }>((resolve, reject) => {
  createInterface({ input: server.stdout! }).on('line', (line) => {
    // The server's own lines are JSON; a build's (when dist/ is stale) are passed on.
    if (!line.startsWith('{')) return void process.stderr.write(`${line}\n`);
    const value = JSON.parse(line) as Record<string, unknown>;
    if ('port' in value) resolve(value as never);
    else samples.push(value as never);
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

const base = `http://127.0.0.1:${setup.port}`;
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

async function mixedShopping(): Promise<boolean> {
  const started = Date.now();
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: tallied as never });
  const ended = Date.now();
  const window = (from: number, to: number) => samples.filter((m) => m.at >= from && m.at < to);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
  const first = window(started, started + 10_000);
  const last = window(ended - 10_000, ended);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const rssGrowth = mean(last.map((m) => m.rss)) / mean(first.map((m) => m.rss)) - 1;
  const heapGrowth = mean(last.map((m) => m.heapUsed)) / mean(first.map((m) => m.heapUsed)) - 1;
  console.log(`mixed shopping load, ${CONNECTIONS} connections, ${SECONDS} s, on ${process.platform} with Node ${process.version}`);
  console.log(`requests ${result.requests.total} (${result.requests.average.toFixed(0)} req/s; each connection: home, shop, product pages, listing, product, add to cart, cart, order)`);
  console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  console.log(`memory: rss ${mb(mean(first.map((m) => m.rss)))} → ${mb(mean(last.map((m) => m.rss)))} (${(rssGrowth * 100).toFixed(1)} %), heap ${mb(mean(first.map((m) => m.heapUsed)))} → ${mb(mean(last.map((m) => m.heapUsed)))} (${(heapGrowth * 100).toFixed(1)} %)`);
  for (const [key, count] of refused) console.log(`  ${count} × ${key}`);
  const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && rssGrowth <= GROWTH_BUDGET && heapGrowth <= GROWTH_BUDGET;
  console.log(`budgets: no errors, no non-2xx, memory growth within ${GROWTH_BUDGET * 100} %: ${ok ? 'met' : 'MISSED'}`);
  return ok;
}

/** The server's CPU time so far, asked for now (it answers SIGUSR2 with a sample). */
async function serverCpuMicros(): Promise<number> {
  const count = samples.length;
  server.kill('SIGUSR2');
  while (samples.length === count) await new Promise((resolve) => setTimeout(resolve, 5));
  return samples.at(-1)!.cpuMicros;
}

try {
  const ok = process.env.BENCH_MODE === 'pages' ? await pagesBench({ base, productSlug: setup.products[0]!.slug, serverCpuMicros }) : await mixedShopping();
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
}
