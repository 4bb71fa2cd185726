// The pages' part of npm run bench (BENCH_MODE=pages), against the bench server: pages/s, p50 and p99
// at 20 connections next to /api/products in the same run; the CPU time of a render the page cache has
// not seen (the render thread's busy time, which the server reports in Server-Timing, and the whole
// process's CPU beside it); /api/health's latency during 30 s of pages: the three pages in their three
// languages from 20 connections, and /shop at addresses never seen (a render each) from 2 more.
import autocannon from 'autocannon';

const CONNECTIONS = 20;
const PHASE_S = Number(process.env.BENCH_PHASE_SECONDS ?? 15);
const HEALTH_LOAD_S = 30;
const UNCACHED_RENDERS = 200;
/** Renders first, not counted: the renderer's code compiled by V8's optimizing compiler, as it is once a server has run a while. */
const WARM_UP_RENDERS = 100;
const BUDGETS = { shopShareOfApi: 0.2, shopP99Ms: 100, uncachedCpuMs: 20, healthP99Ms: 50 };

const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
const json = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

interface Options {
  base: string;
  productSlug: string;
  serverCpuMicros: () => Promise<number>;
}

type Result = Awaited<ReturnType<typeof autocannon>>;

const line = (name: string, r: Result) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)}/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.timeouts}   non-2xx ${r.non2xx}`;

export async function pagesBench({ base, productSlug, serverCpuMicros }: Options): Promise<boolean> {
  const pages = ['/', '/shop', `/produits/${productSlug}`];
  // Each page rendered once, as the first shopper after a start or a catalogue change does.
  for (const path of pages) await fetch(`${base}${path}`, { headers: html });
  const run = (options: Partial<autocannon.Options>) => autocannon({ url: base, connections: CONNECTIONS, duration: PHASE_S, ...options });
  const mix = await run({ requests: pages.map((path) => ({ method: 'GET' as const, path, headers: html })) });
  const shop = await run({ requests: [{ method: 'GET', path: '/shop', headers: html }] });
  const api = await run({ requests: [{ method: 'GET', path: '/api/products?lang=fr', headers: json }] });

  // One at a time: addresses the cache has not seen (a parameter the shop ignores), each the whole
  // /shop page; the render thread's busy time from Server-Timing, the process's CPU from the server.
  // A server renders the first pages after it starts with code V8 has not optimized yet (the first
  // 100 took 1 to 2 ms more at the median): those are left out, once.
  for (let i = 0; i < WARM_UP_RENDERS; i++) await (await fetch(`${base}/shop?warm=${i}-${Date.now()}`, { headers: html })).arrayBuffer();
  const before = await serverCpuMicros();
  const renders: number[] = [];
  for (let i = 0; i < UNCACHED_RENDERS; i++) {
    const answer = await fetch(`${base}/shop?seen=${i}-${Date.now()}`, { headers: html });
    await answer.arrayBuffer();
    renders.push(Number(/render;[^,]*dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '')?.[1] ?? NaN));
  }
  const processCpuMs = (await serverCpuMicros() - before) / 1000 / UNCACHED_RENDERS;
  renders.sort((a, b) => a - b);
  const uncachedCpuMs = renders[Math.floor(renders.length / 2)]!;

  // The pages in fr, en and ar for 30 s, renders going on beside them, /api/health asked meanwhile.
  // Each rendered first (the renders above pushed the least asked for out of the cache): to the
  // server the bench is one client, and six renders at once beside the load's own would pass the 8 it
  // lets one client have waiting, its next ones refused with 503.
  const everyLanguage = pages.flatMap((path) => [path, `${path}?lang=en`, `${path}?lang=ar`]);
  for (const path of everyLanguage) await (await fetch(`${base}${path}`, { headers: html })).arrayBuffer();
  let page = 0;
  let render = 0;
  const [load, renders2, health] = await Promise.all([
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: HEALTH_LOAD_S,
      requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: everyLanguage[page++ % everyLanguage.length]! }), headers: html }] as never,
    }),
    autocannon({
      url: base,
      connections: 2,
      duration: HEALTH_LOAD_S,
      requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/shop?seen=load-${render++}-${Date.now()}` }), headers: html }] as never,
    }),
    autocannon({ url: `${base}/api/health`, connections: 1, duration: HEALTH_LOAD_S, headers: json }),
  ]);

  console.log(`pages, ${CONNECTIONS} connections, ${PHASE_S} s a phase, on ${process.platform} with Node ${process.version}`);
  console.log(line('/, /shop, a product (cached)', mix));
  console.log(line('/shop (cached)', shop));
  console.log(line('/api/products', api));
  console.log(`/shop at ${((shop.requests.average / api.requests.average) * 100).toFixed(0)} % of /api/products' rate`);
  console.log(
    `uncached /shop (${UNCACHED_RENDERS} renders one at a time, after ${WARM_UP_RENDERS} not counted): the render thread busy ${uncachedCpuMs.toFixed(1)} ms (median; p90 ${renders[Math.floor(renders.length * 0.9)]!.toFixed(1)} ms), the whole process's CPU ${processCpuMs.toFixed(1)} ms a page`,
  );
  console.log(line(`9 pages, ${HEALTH_LOAD_S} s`, load));
  console.log(line('  uncached /shop meanwhile', renders2));
  console.log(line('  /api/health meanwhile', health));
  const checks: [string, boolean][] = [
    [`/shop ≥ ${BUDGETS.shopShareOfApi * 100} % of /api/products`, shop.requests.average >= BUDGETS.shopShareOfApi * api.requests.average],
    [`/shop p99 < ${BUDGETS.shopP99Ms} ms`, shop.latency.p99 < BUDGETS.shopP99Ms],
    [`uncached render < ${BUDGETS.uncachedCpuMs} ms CPU`, uncachedCpuMs < BUDGETS.uncachedCpuMs],
    [`/api/health p99 < ${BUDGETS.healthP99Ms} ms during the page load`, health.latency.p99 < BUDGETS.healthP99Ms],
    ['no errors, no non-2xx', [mix, shop, api, load, renders2, health].every((r) => r.errors + r.timeouts + r.non2xx === 0)],
  ];
  for (const [name, met] of checks) console.log(`${met ? 'met    ' : 'MISSED '} ${name}`);
  return checks.every(([, met]) => met);
}
