// npm run lighthouse: Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated) in Debian's
// Chromium on the built app: /, /shop and a product page. Prints the four category scores and LCP, CLS
// and TBT per page; exits 1 when a budget is missed (performance 95, the others 100).
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

// The built app as `npm start` runs it (it builds what is missing), on a fresh in-memory database.
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: 'memory://', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const stop = () => server.kill();
process.on('exit', stop);

async function ready() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

await ready();
const listing = (await (await fetch(`${BASE}/api/products?pageSize=1`)).json()) as { data: { products: { slug: string }[] } };
const pages = ['/', '/shop', `/produits/${listing.data.products[0]!.slug}`];
// Warm the server's caches (image renditions, encoded answers) as a running shop has them.
for (const page of pages) await fetch(`${BASE}${page}`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let missed = false;
try {
  for (const page of pages) {
    const result = await lighthouse(`${BASE}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { categories, audits } = result.lhr;
    const scores = Object.entries(BUDGET).map(([id, budget]) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      if (score < budget) missed = true;
      return `${id} ${score}${score < budget ? ` (budget ${budget})` : ''}`;
    });
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(`${page}\n  ${scores.join(' · ')}\n  LCP ${metric('largest-contentful-paint')} · CLS ${metric('cumulative-layout-shift')} · TBT ${metric('total-blocking-time')}`);
  }
} finally {
  await chrome.kill();
  stop();
}
process.exit(missed ? 1 : 0);
