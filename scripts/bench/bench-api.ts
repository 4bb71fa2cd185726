// npm run bench:api: throughput and latency of the catalogue API against a bare Fastify JSON route,
// measured in the same run with autocannon from a separate process, with a browser's Accept-Encoding.
// Prints figures; exits 1 when a budget is missed (listing at least half the bare route's requests/s;
// p99 under 25 ms at 50 connections).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P99_BUDGET_MS = 25;
const RATIO_BUDGET = 0.5;

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.ts'], {
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
  const lines = createInterface({ input: server.stdout! });
  lines.on('line', (line) => {
    if (line.startsWith('{"app"')) resolve(JSON.parse(line));
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

// What a browser sends; the API answers its catalogue compressed, as shoppers receive it.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

async function measure(name: string, url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections: 10, duration: 2 }); // warm-up: JIT and caches
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

try {
  const api = `http://127.0.0.1:${ports.app}/api`;
  const list = (await (await fetch(`${api}/products?pageSize=1`)).json()) as { data: { products: { slug: string }[] } };
  const slug = list.data.products[0]!.slug;
  const results = [];
  results.push(await measure('bare Fastify JSON route', `http://127.0.0.1:${ports.bare}/bare`, BROWSER));
  results.push(await measure('GET /api/products', `${api}/products`, BROWSER));
  results.push(await measure(`GET /api/products/${slug}`, `${api}/products/${slug}`, BROWSER));
  // The same without compression, for the record: the load generator then parses 13 KB a request.
  results.push(await measure('GET /api/products (identity encoding)', `${api}/products`, {}));
  const bare = results[0]!.rps;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, on ${process.platform} with Node ${process.version}\n`);
  console.log('route'.padEnd(58), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7));
  let ok = true;
  for (const r of results) {
    const ratio = r.rps / bare;
    console.log(r.name.padEnd(58), r.rps.toFixed(0).padStart(9), String(r.p99).padStart(8), ratio.toFixed(2).padStart(7));
    if (r.p99 >= P99_BUDGET_MS) ok = false;
    if (r.name === 'GET /api/products' && ratio < RATIO_BUDGET) ok = false;
  }
  console.log(`\nbudgets: listing ratio >= ${RATIO_BUDGET}, p99 < ${P99_BUDGET_MS} ms: ${ok ? 'met' : 'MISSED'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
}
