// npm run test:budgets (part of npm test, after the browser tests have built the app): loads the home
// page of the built app in Debian's Chromium as a 390 px phone and adds up what it requested: the
// JavaScript asked for before the page was hydrated (usable), CSS (each file gzipped at level 9 from
// dist/web, as budgets count it) and the hero image; the JavaScript that came after (a carousel's
// engine as it nears the screen) is printed beside. Then the bytes a first visit transfers
// (first-visit.ts): / within 350 KB, by kind; the Arabic home beside it. Exits 1 when a figure is over
// its limit, or when the dashboard's chart library (recharts) is in the shop's files or the back
// office's first chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltApp } from '../support/built-app.ts';
import { type FirstVisit, firstVisit, KINDS } from './first-visit.ts';
import { repeatVisit, reportRepeatVisit } from './repeat-visit.ts';

const KB = 1024;
/**
 * Script before the home page is usable: 190 KB, React DOM included (design card, issue 19); the
 * active language's texts only, forms and dialogs when opened. CSS 30 KB, hero 120 KB (issue 9).
 */
const LIMITS = { js: 190 * KB, css: 30 * KB, hero: 120 * KB };
/** All a phone transfers on a first visit to / (issue 48): what it pays for on a Moroccan data plan. */
const FIRST_VISIT_LIMIT = 350 * KB;
const { base: BASE, stop } = await startBuiltApp(Number(process.env.BUDGET_PORT ?? 4181));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
const requested: { path: string; bytes: number }[] = [];
page.on('requestfinished', async (request) => {
  const path = new URL(request.url()).pathname;
  if (!/\.(js|css)$/.test(path) && !path.startsWith('/images/hero/')) return;
  const file = readFileSync(`dist/web${path}`);
  requested.push({ path, bytes: path.startsWith('/images/') ? file.length : gzipSync(file, { level: 9 }).length });
});
await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
await page.waitForLoadState('networkidle');
// When each file was asked for, and when the page was hydrated (the app's own mark).
const { started, hydratedAt } = await page.evaluate(() => ({
  started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
  hydratedAt: performance.getEntriesByName('hydrated')[0]?.startTime ?? Infinity,
}));
const firstVisits: [string, FirstVisit][] = [];
for (const path of ['/', '/?lang=ar']) firstVisits.push([path, await firstVisit(browser, BASE, path)]);
// The repeat visit (repeat-visit.ts): `/` then `/shop` again, in a browser context of its own.
const repeat = reportRepeatVisit(await repeatVisit(browser, BASE));
await browser.close();
stop();

const total = (test: (path: string) => boolean) => requested.filter((r) => test(r.path)).reduce((sum, r) => sum + r.bytes, 0);
const beforeHydrated = (path: string) => (started[path] ?? Infinity) < hydratedAt;
const figures = {
  js: total((p) => p.endsWith('.js') && beforeHydrated(p)),
  css: total((p) => p.endsWith('.css')),
  hero: total((p) => p.startsWith('/images/hero/')),
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
let over = false;
for (const [name, bytes] of Object.entries(figures) as [keyof typeof LIMITS, number][]) {
  const limit = LIMITS[name];
  if (bytes > limit) over = true;
  console.log(`${name.padEnd(5)} ${kb(bytes).padStart(9)}  limit ${kb(limit)}${bytes > limit ? '  OVER' : ''}`);
}
if (!figures.hero) {
  console.log('hero  not requested: the home page no longer loads its picture');
  over = true;
}
const scripts = requested.filter((r) => r.path.endsWith('.js'));
console.log(`${scripts.filter((r) => beforeHydrated(r.path)).length} JavaScript files before the home page at 390 px was hydrated (${hydratedAt.toFixed(0)} ms); after it, ${kb(total((p) => p.endsWith('.js') && !beforeHydrated(p)))} more in ${scripts.filter((r) => !beforeHydrated(r.path)).length} files`);
for (const [path, visit] of firstVisits) {
  const limited = path === '/';
  if (limited && visit.total > FIRST_VISIT_LIMIT) over = true;
  const kinds = KINDS.filter((kind) => visit.byKind[kind]).map((kind) => `${kind} ${kb(visit.byKind[kind])}`);
  console.log(
    `first visit ${path}: ${kb(visit.total)} in ${visit.files.length} answers${limited ? `  limit ${kb(FIRST_VISIT_LIMIT)}${visit.total > FIRST_VISIT_LIMIT ? '  OVER' : ''}` : ' (no limit of its own)'}\n  ${kinds.join(' · ')} (headers ${kb(visit.headers)} of it)`,
  );
}
// The chart library is loaded with the back office's dashboard alone (issue 45): its mark is the class of every chart it draws.
const withCharts = (dir: string, files: (name: string) => boolean) => readdirSync(dir).filter((name) => name.endsWith('.js') && files(name) && readFileSync(`${dir}/${name}`, 'utf8').includes('recharts-wrapper'));
const misplaced = [...withCharts('dist/web/assets', () => true), ...withCharts('dist/web/admin/assets', (name) => name.startsWith('main-'))];
const chunks = withCharts('dist/web/admin/assets', () => true);
console.log(misplaced.length ? `charts  in ${misplaced.join(', ')}: OVER (the dashboard's chart library belongs to its own chunk)` : `charts  only in the dashboard's chunk: ${chunks.join(', ') || 'none found'}`);
if (misplaced.length || !chunks.length) over = true;
console.log(repeat.lines.join('\n'));
if (repeat.over) over = true;
process.exit(over ? 1 : 0);
