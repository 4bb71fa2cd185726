// npm run inp: what a shopper's taps cost on a slow phone, as INP measures them. The built app, in
// Debian's Chromium at 390 px (Pixel 7, touch) with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), each interaction tapped by Playwright 5 times (TRIES), each time on a
// freshly loaded, hydrated page, the target scrolled to and the page idle before the tap.
//
// How it is measured: web-vitals' attribution build is injected into every page and its onINP
// (reportAllChanges, durationThreshold 0) reports the interaction with its input delay, processing
// duration, presentation delay and the long animation frames (LoAF scripts) behind it. A page sees
// exactly one real (trusted) interaction, the measured tap: whatever has to happen first (opening the
// filters, choosing a city, a delivery method…) is done with script-dispatched clicks and
// fill(), which the browser's Event Timing ignores, so the INP a page reports is that tap's. Checkout
// keeps its step in session storage: each "Continuer" (the form's "next") is measured on its step's
// page reloaded, one step a page. A tap under 16 ms leaves no report: counted as 16 ms.
// INP_ONLY=<regexp> measures the interactions it matches; INP_PROFILE=<dir> writes each tap's CPU
// profile (the profiler's start adds to the figures: for finding what runs, not for timing).
//
// INP_BASELINE=<another checkout with a built dist> starts a second server from that build and
// measures both alternately (baseline, this, baseline, this…), so the machine's noise hits both.
// Prints p75 and worst per interaction (both columns then), and the LoAF scripts and long tasks
// behind the worst try of this build; exits 1 when an interaction's p75 here is 200 ms or more.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, devices, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { codeIn, startSmtpCapture } from '../../tests/support/smtp-capture.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltApp } from '../support/built-app.ts';

const TRIES = Number(process.env.TRIES ?? 5);
const PORT = Number(process.env.INP_PORT ?? 5410);
const ONLY = process.env.INP_ONLY ? new RegExp(process.env.INP_ONLY) : null;
const PASSWORD = 'Zitoun#2026';
const BUDGET_MS = 200;
const PROFILE_DIR = process.env.INP_PROFILE;
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });

const vitals = readFileSync('node_modules/web-vitals/dist/web-vitals.attribution.iife.js', 'utf8');
// In the page (a string: tsx would add its helpers to a function). Everything the attribution says
// is copied into plain data the test can read.
const COLLECT = `${vitals}
window.__inp = [];
window.__longTasks = [];
webVitals.onINP((metric) => {
  const a = metric.attribution;
  window.__inp.push({
    value: metric.value, target: a.interactionTarget, type: a.interactionType, time: a.interactionTime, paint: a.nextPaintTime,
    inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
    frames: a.longAnimationFrameEntries.map((f) => ({ start: f.startTime, duration: f.duration, blocking: f.blockingDuration,
      styleAndLayout: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
      scripts: f.scripts.map((s) => ({ url: s.sourceURL, fn: s.sourceFunctionName, invoker: s.invoker, duration: s.duration, forcedLayout: s.forcedStyleAndLayoutDuration })) })),
  });
}, { reportAllChanges: true, durationThreshold: 0 });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
`;

interface Script { url: string; fn: string; invoker: string; duration: number; forcedLayout: number }
interface Report {
  value: number;
  target: string;
  type: string;
  time: number;
  paint: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  frames: { start: number; duration: number; blocking: number; styleAndLayout: number; scripts: Script[] }[];
  longTasks?: { start: number; duration: number }[];
}

interface Shop {
  name: string;
  base: string;
  product: { id: string; otherSize: string };
  email: string;
  /** A context signed in as a customer with a product in the cart (for checkout and the signed-in menu). */
  customer: BrowserContext;
}

// ---- the shops ----------------------------------------------------------------------------------

// Stopped by a signal, the servers are stopped too (startBuiltApp stops them on exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
const smtp = await startSmtpCapture();
const env = { SMTP_URL: smtp.url, RENDER_TIMEOUT_MS: '15000' };
const baselineDir = process.env.INP_BASELINE ? resolve(process.env.INP_BASELINE) : null;
const servers = [
  ...(baselineDir ? [{ name: 'baseline', app: await startBuiltApp(PORT + 1, env, baselineDir) }] : []),
  { name: 'this build', app: await startBuiltApp(PORT, env) },
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

interface Product { id: string; name: string; variants: { id: string; size: string; stock: number; isDefault: boolean }[] }
/** A product with two sizes in stock (a size to pick, and enough to add to the cart every try); each shop's database has its own ids. */
async function productOf(base: string): Promise<{ id: string; otherSize: string }> {
  const { data } = (await (await fetch(`${base}/api/products?pageSize=48`)).json()) as { data: { products: Product[] } };
  const product = data.products.find((p) => p.variants.length >= 2 && p.variants.every((v) => v.stock >= 50))!;
  return { id: product.id, otherSize: product.variants.find((v) => !v.isDefault)!.size };
}

async function warm(base: string, product: { id: string }) {
  for (const path of ['/', '/shop', `/produits/${product.id}`, '/checkout', '/login']) {
    for (let i = 0; (await fetch(`${base}${path}`)).status === 503; i++) if (i > 20) throw new Error(`${path} does not render`);
  }
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

async function load(page: Page, url: string, reload = false) {
  if (reload) await page.reload();
  else await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('load');
  await idle(page);
}

/** At rest, as a shopper finds the page before reaching for it. */
const idle = (page: Page) => page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }))');

/** A click the page's script dispatches: it does what a tap does, but Event Timing does not see it. */
const untrusted = (locator: Locator) => locator.dispatchEvent('click');

async function guestContext(): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  // A slowed page on a loaded machine can take long to load: a backstop, not a wait.
  context.setDefaultTimeout(90_000);
  await context.addInitScript(COLLECT);
  return context;
}

async function signedInCustomer(shop: { name: string; base: string }, email: string): Promise<BrowserContext> {
  const since = smtp.mails.length;
  const registered = await fetch(`${shop.base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Karima', lastName: 'Alaoui', email, password: PASSWORD, phone: '+212661234567' }) });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const code = codeIn(await smtp.waitFor(email, since));
  const verified = await fetch(`${shop.base}/api/public/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, code }) });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  return signIn(shop, email);
}

/** A new context signed in on /login, with a product in the cart. */
async function signIn(shop: { base: string }, email: string): Promise<BrowserContext> {
  const context = await guestContext();
  const page = await context.newPage();
  await load(page, `${shop.base}/login`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await untrusted(form.getByRole('button', { name: 'Se connecter' }));
  await page.waitForURL(/\/(\?.*)?$/);
  // The app goes home before the profile is loaded and the session stored: leaving the page before
  // that (the load below) would leave this context signed out.
  await page.waitForFunction(() => localStorage.getItem('authToken') !== null);
  // A product in the cart, for checkout.
  await load(page, `${shop.base}/shop`);
  await untrusted(page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first());
  await page.getByTestId('cart-badge').waitFor();
  await page.close();
  return context;
}

// ---- one measured tap ---------------------------------------------------------------------------

let profiled = 0;
async function tap(page: Page, target: Locator): Promise<Report> {
  // Scrolled to and let settle first, as a shopper looks before tapping: what hydrates as it comes
  // near the screen does so then, not during the tap.
  await target.scrollIntoViewIfNeeded();
  await idle(page);
  await page.evaluate('window.__inp = []; window.__longTasks = []');
  // INP_PROFILE=<dir>: each tap's CPU profile there (open it in DevTools; the build has source maps).
  const cdp = PROFILE_DIR ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await target.tap();
  // web-vitals reports once the interaction's frame is painted and its entries delivered. Waited for
  // from here, not polled in the page: a poll landing before that paint would delay it.
  let reports: Report[] = [];
  for (let waited = 0; !reports.length && waited < 4; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    reports = await page.evaluate<Report[]>('window.__inp');
  }
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(join(PROFILE_DIR!, `${++profiled}.cpuprofile`), JSON.stringify(profile));
  }
  const longTasks = await page.evaluate<{ start: number; duration: number }[]>('window.__longTasks');
  const last = reports.at(-1);
  if (!last) return { value: 16, target: '(under 16 ms: no report)', type: 'pointer', time: 0, paint: 0, inputDelay: 0, processing: 0, presentation: 0, frames: [], longTasks: [] };
  return { ...last, longTasks: longTasks.filter((t) => t.start + t.duration >= last.time && t.start <= last.paint) };
}

type Try = (shop: Shop) => Promise<Report>;

/** A guest's fresh page at a path, with whatever must come first done untrusted. */
function guestTap(at: string | ((shop: Shop) => string), target: (page: Page, shop: Shop) => Locator, before?: (page: Page) => Promise<void>): Try {
  return async (shop) => {
    const path = typeof at === 'string' ? at : at(shop);
    const context = await guestContext();
    try {
      const page = await newPage(context);
      if (before) {
        await load(page, `${shop.base}${path}`);
        await before(page);
        await load(page, '', true);
      } else {
        await load(page, `${shop.base}${path}`);
      }
      return await tap(page, target(page, shop));
    } finally {
      await context.close();
    }
  };
}

const addFromCard = (page: Page) => untrusted(page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first()).then(() => page.getByTestId('cart-badge').waitFor());
const cartButton = (page: Page) => page.getByRole('button', { name: /^Panier, / });
const drawer = (page: Page) => page.getByRole('region', { name: 'Achat rapide' });

/** Opens /shop's filters (a dialog on a phone), then one of its lists, untrusted; the option is tapped. */
function shopOption(select: RegExp, option: string): Try {
  return async (shop) => {
    const context = await guestContext();
    try {
      const page = await newPage(context);
      await load(page, `${shop.base}/shop`);
      await untrusted(page.getByRole('button', { name: /^Filtres/ }));
      const dialog = page.getByRole('dialog');
      await untrusted(dialog.getByRole('button', { name: select }));
      return await tap(page, page.getByRole('option', { name: option }));
    } finally {
      await context.close();
    }
  };
}

/** A signed-in page at a path (a new tab of the customer's context: fresh session storage). */
async function customerPage(shop: Shop, path: string): Promise<Page> {
  const page = await newPage(shop.customer);
  await load(page, `${shop.base}${path}`);
  return page;
}

const next = (page: Page) => page.getByRole('button', { name: 'Continuer', exact: true });
const choose = (page: Page, name: RegExp) => untrusted(page.locator('label').filter({ hasText: name }).first());

/** Checkout up to a step (each earlier step's form filled and sent untrusted), reloaded there. */
async function checkoutAt(shop: Shop, step: 0 | 1 | 2): Promise<Page> {
  const page = await customerPage(shop, '/checkout');
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('Casablanca');
  await untrusted(page.getByRole('option', { name: 'Casablanca', exact: true }));
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  if (step === 0) return page;
  await untrusted(next(page));
  await choose(page, /Livraison à domicile Casablanca et Rabat/);
  await page.getByRole('textbox', { name: 'Adresse de livraison à Casablanca' }).fill('12 boulevard Zerktouni');
  if (step === 1) return reloaded(page);
  await untrusted(next(page));
  await choose(page, /Paiement à la livraison/);
  return reloaded(page);
}

/** The page loaded again on its saved step; the choice made on it is made again (not saved before "next"). */
async function reloaded(page: Page): Promise<Page> {
  const onPayment = await page.getByText(/Paiement à la livraison/).count();
  await load(page, '', true);
  if (onPayment) await choose(page, /Paiement à la livraison/);
  else {
    await choose(page, /Livraison à domicile Casablanca et Rabat/);
    await page.getByRole('textbox', { name: 'Adresse de livraison à Casablanca' }).fill('12 boulevard Zerktouni');
  }
  return page;
}

/** What each step's "Continuer" leads to: a tap that does not get there measured nothing. */
const stepAfter = [
  (page: Page) => page.getByRole('radiogroup', { name: 'Mode de livraison' }),
  (page: Page) => page.getByRole('radiogroup', { name: 'Mode de paiement' }),
  (page: Page) => page.getByText('Récapitulatif de commande'),
];

function checkoutStep(step: 0 | 1 | 2): Try {
  return async (shop) => {
    const page = await checkoutAt(shop, step);
    try {
      const report = await tap(page, next(page));
      await stepAfter[step]!(page).waitFor({ timeout: 10_000 });
      return report;
    } finally {
      await page.close();
    }
  };
}

const INTERACTIONS: [string, Try][] = [
  ['ajout au panier, carte (/shop)', guestTap('/shop', (page) => page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first())],
  ['ajout au panier, carte (accueil)', guestTap('/', (page) => page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first())],
  // At 390 px the product page's 'Ajouter' is in the drawer fixed at the screen's bottom. Headless
  // Chromium here does not present a change in the bottom 100 px or so of the viewport (a minimal page
  // with the Pixel 7 context: a colour changed at 780 px of 844 shows only with the next change higher
  // up, at 680 px at once; window and screen sizes change nothing). The spinner shown at once there
  // is therefore measured until the next frame with a change higher up: the add's answer, which
  // updates the cart badge. An upper bound, with the server's answer in it.
  ['ajout au panier, page produit', guestTap((shop) => `/produits/${shop.product.id}`, (page) => drawer(page).getByRole('button', { name: 'Ajouter', exact: true }))],
  ['choix d’une taille, page produit', guestTap((shop) => `/produits/${shop.product.id}`, (page, shop) => page.getByRole('region', { name: 'Options d’achat' }).getByRole('radio', { name: shop.product.otherSize }))],
  ['ouverture du panier', guestTap('/shop', cartButton, addFromCard)],
  [
    'quantité dans le panier',
    async (shop) => {
      const context = await guestContext();
      try {
        const page = await newPage(context);
        await load(page, `${shop.base}/shop`);
        await addFromCard(page);
        await load(page, '', true);
        await untrusted(cartButton(page));
        return await tap(page, page.getByRole('button', { name: /^Augmenter la quantité de / }).first());
      } finally {
        await context.close();
      }
    },
  ],
  ['filtre marque (/shop)', shopOption(/Marque/, 'Chamsia')],
  ['tri (/shop)', shopOption(/Trier par/, 'Prix décroissant')],
  ['menu du téléphone, invité', guestTap('/', (page) => page.getByRole('button', { name: 'Ouvrir le menu' }))],
  [
    'menu du téléphone, client',
    async (shop) => {
      const page = await customerPage(shop, '/');
      try {
        return await tap(page, page.getByRole('button', { name: 'Ouvrir le menu' }));
      } finally {
        await page.close();
      }
    },
  ],
  ['checkout : Continuer, contact', checkoutStep(0)],
  ['checkout : Continuer, livraison', checkoutStep(1)],
  ['checkout : Continuer, paiement', checkoutStep(2)],
];

// ---- the run ------------------------------------------------------------------------------------

const shops: Shop[] = [];
for (const { name, app } of servers) {
  const product = await productOf(app.base);
  await warm(app.base, product);
  const email = `inp.${name.replace(/\W/g, '')}.${Date.now()}@example.ma`;
  shops.push({ name, base: app.base, product, email, customer: await signedInCustomer({ name, base: app.base }, email) });
}

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;
const ms = (n: number) => `${Math.round(n)}`.padStart(4);
const results: { name: string; byShop: Report[][] }[] = [];
let over = false;

for (const [name, run] of INTERACTIONS) {
  if (ONLY && !ONLY.test(name)) continue;
  const byShop: Report[][] = shops.map(() => []);
  // Signed in again for each interaction: a session left for many minutes of tabs opened and closed
  // mid-refresh can end (a refresh token spent twice ends its session).
  for (const shop of /client|checkout/.test(name) ? shops : []) {
    await shop.customer.close();
    shop.customer = await signIn(shop, shop.email);
  }
  for (let i = 0; i < TRIES; i++) {
    for (const [s, shop] of shops.entries()) {
      try {
        byShop[s]!.push(await run(shop));
      } catch (error) {
        console.error(`${name} (${shop.name}), try ${i + 1}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  results.push({ name, byShop });
  const columns = byShop.map((reports, s) => {
    if (!reports.length) return `${shops[s]!.name}: no try succeeded`;
    const worst = reports.reduce((a, b) => (b.value > a.value ? b : a));
    const pick = (key: 'inputDelay' | 'processing' | 'presentation') => ms(p75(reports.map((r) => r[key])));
    return `${shops[s]!.name}: p75 ${ms(p75(reports.map((r) => r.value)))} worst ${ms(worst.value)} (p75 delay ${pick('inputDelay')} proc ${pick('processing')} pres ${pick('presentation')}) [${reports.map((r) => Math.round(r.value)).join(' ')}]`;
  });
  console.log(`${name}\n  ${columns.join('\n  ')}`);
  const mine = byShop.at(-1)!;
  if (!mine.length || p75(mine.map((r) => r.value)) >= BUDGET_MS) over = true;
  const worst = mine.length ? mine.reduce((a, b) => (b.value > a.value ? b : a)) : undefined;
  if (worst) {
    console.log(`  worst here: ${Math.round(worst.value)} ms on ${worst.target ?? '(a node gone since)'} (delay ${Math.round(worst.inputDelay)}, processing ${Math.round(worst.processing)}, presentation ${Math.round(worst.presentation)})`);
    for (const frame of worst.frames) {
      console.log(`    LoAF ${Math.round(frame.duration)} ms (blocking ${Math.round(frame.blocking)}, style+layout ${Math.round(frame.styleAndLayout)})`);
      for (const s of frame.scripts.filter((x) => x.duration >= 5)) console.log(`      ${Math.round(s.duration)} ms ${s.invoker} ${s.fn || '(anonymous)'} ${s.url.replace(/^.*\//, '')}${s.forcedLayout ? ` forced layout ${Math.round(s.forcedLayout)}` : ''}`);
    }
    for (const task of worst.longTasks ?? []) console.log(`    long task ${Math.round(task.duration)} ms at +${Math.round(task.start - worst.time)} ms`);
  }
}

if (shops.length > 1) {
  console.log(`\n| interaction | ${shops.map((s) => `${s.name} p75 / worst`).join(' | ')} |\n|---|${shops.map(() => '---|').join('')}`);
  for (const { name, byShop } of results) console.log(`| ${name} | ${byShop.map((r) => (r.length ? `${Math.round(p75(r.map((x) => x.value)))} / ${Math.round(Math.max(...r.map((x) => x.value)))} ms` : '–')).join(' | ')} |`);
}
console.log(over ? `\nAn interaction's p75 is ${BUDGET_MS} ms or more (or was not measured).` : `\nEvery interaction's p75 is under ${BUDGET_MS} ms.`);
await browser.close();
for (const { app } of servers) app.stop();
await smtp.close();
process.exit(over ? 1 : 0);
