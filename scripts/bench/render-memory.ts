// npm run render-memory: 10,000 server renders of the home, shop and a product page (in fr, en and
// ar in turn) with the built renderer (dist/ssr), straight, without the page cache; the heap after a
// forced GC and the process's RSS at the start, every 1,000 renders and at the end. Exits 1 when the last is more than 10 % above the one after 1,000:
// a render that leaves anything behind (a listener, a cache entry) shows as growth.
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { routerManifest } from '../../src/server/ssr/page-manifest.ts';
import { inProcessFetch, loadBuiltRenderer } from '../../src/server/ssr/page-renderer.ts';

const RENDERS = Number(process.env.RENDERS ?? 10_000);
const STEP = 1_000;
const BUDGET = 0.1;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run render-memory)');

// (A plain-JavaScript module without types: imported by name.)
const buildScript = '../run/build-if-stale.mjs';
await ((await import(buildScript)) as { buildIfStale: () => Promise<void> }).buildIfStale();
const webDir = join(process.cwd(), 'dist/web');
const app = await buildApp(loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'warn' }));
const render = await loadBuiltRenderer(webDir);
if (!render) throw new Error('dist/ssr/render-page.js is missing');
const manifest = routerManifest(webDir);
const fetch = inProcessFetch(app);
const slug = (JSON.parse((await app.inject('/api/products?pageSize=1')).body) as { data: { products: { slug: string }[] } }).data.products[0]!.slug;
const pages = ['/', '/shop', `/produits/${slug}`];
const langs = ['fr', 'en', 'ar'] as const;

// A GC, a turn of the event loop (FinalizationRegistry callbacks, react-aria's among them, run in
// tasks of their own), then a GC again.
const heapAfterGc = async () => {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
let reference = 0;
const startHeap = await heapAfterGc();
const startRss = process.memoryUsage().rss;
console.log(`     0 renders   heap after GC ${mb(startHeap).padStart(9)}   rss ${mb(startRss).padStart(9)}   (the app and the renderer loaded)`);
const started = performance.now();
for (let i = 1; i <= RENDERS; i++) {
  const page = await render({ url: pages[i % pages.length]!, lang: langs[Math.floor(i / pages.length) % langs.length]!, publicUrl: 'http://localhost', fetch, manifest, signal: AbortSignal.timeout(10_000) });
  if (!('html' in page) || page.status !== 200) throw new Error(`render ${i} answered ${page.status}`);
  if (i % STEP === 0) {
    const heap = await heapAfterGc();
    if (i === STEP) reference = heap;
    console.log(`${String(i).padStart(6)} renders   heap after GC ${mb(heap).padStart(9)}   rss ${mb(process.memoryUsage().rss).padStart(9)}   ${((performance.now() - started) / i).toFixed(1)} ms a render`);
  }
}
const endHeap = await heapAfterGc();
const growth = endHeap / reference - 1;
console.log(`at the end: heap after GC ${mb(endHeap)}, rss ${mb(process.memoryUsage().rss)} (${mb(startHeap)} and ${mb(startRss)} at the start)`);
console.log(`heap ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % from 1,000 to ${RENDERS.toLocaleString('en')} renders (budget ${BUDGET * 100} %): ${growth <= BUDGET ? 'met' : 'MISSED'}`);
await app.close();
process.exit(growth <= BUDGET ? 0 : 1);
