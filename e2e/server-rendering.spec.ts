// Every page arrives rendered by React on the server (TanStack Router's SSR), and the browser hydrates
// it from the data written into it, without a mismatch and without reading that data again.
import { createHash } from 'node:crypto';
import { devices } from '@playwright/test';
import { requestsInFlight } from './support/in-flight.ts';
import { expect, test } from './support/shop.ts';

interface Listed {
  slug: string;
  name: string;
}

async function firstProduct(request: import('@playwright/test').APIRequestContext, lang: string): Promise<Listed> {
  const answer = await request.get(`/api/products?pageSize=1&lang=${lang}`);
  return ((await answer.json()) as { data: { products: Listed[] } }).data.products[0]!;
}

/** The app's code (main.tsx's chunk), which entry.ts fetches once the first screen's pictures are painted. */
const APP_CODE = /\/assets\/main-[^/]+\.js$/;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

test('every page’s HTML carries the page itself, in the language asked for, its inline scripts allowed by their hashes', async ({ request, isMobile }) => {
  test.skip(isMobile, 'what the server sends is checked once');
  const arabic = await firstProduct(request, 'ar');
  const product = await firstProduct(request, 'fr');
  const pages: [string, RegExp | string][] = [
    ['/', escaped('Des huiles pressées au cœur du Saïss, de l’olivier à votre table.')],
    ['/shop?lang=ar', escaped(arabic.name)],
    [`/produits/${product.slug}`, new RegExp(`<h1[^>]*>${escaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`)],
    ['/login', '<h1 class="font-serif text-3xl">Connexion</h1>'],
    ['/checkout', 'Commande'],
    ['/about?lang=en', '<html lang="en" dir="ltr"'],
  ];
  for (const [path, expected] of pages) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    if (typeof expected === 'string') expect(html, path).toContain(expected);
    else expect(html, path).toMatch(expected);
    // The router's data for the browser to hydrate from is in the page.
    expect(html, path).toContain('$_TSR');
    const scriptSrc = answer.headers()['content-security-policy']!.split(/;\s*/).find((d) => d.startsWith('script-src'))!.split(' ');
    const inline = [...html.matchAll(/<script(?![^>]*(\bsrc=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[2]!);
    expect(inline.length, path).toBeGreaterThan(0);
    for (const source of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  }
  const shop = await (await request.get('/shop?lang=ar')).text();
  expect(shop).toMatch(/<html lang="ar" dir="rtl" class="lang-ar">/);
  expect(shop.match(/<article/g)?.length).toBeGreaterThanOrEqual(12);
});

test('without JavaScript the shop still shows its products, and a phone’s pages fit its screen', async ({ browser, baseURL, isMobile }) => {
  test.skip(isMobile, 'the same markup on a phone');
  // Four pages load every picture before 'load' without JavaScript; a busy CI machine needs more than 30 s.
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await context.close();

  // On a phone, before any code runs, the pages fit the screen (a wider one makes it zoom out): the
  // layout comes from CSS alone, the same HTML for every screen.
  const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, baseURL });
  const phonePage = await phone.newPage();
  const product = await firstProduct(phonePage.request, 'fr');
  for (const path of ['/', '/shop', `/produits/${product.slug}?lang=ar`]) {
    await phonePage.goto(path);
    expect(await phonePage.evaluate(() => [innerWidth, document.documentElement.scrollWidth]), path).toEqual([390, 390]);
  }
  await phone.close();
});

test('the browser hydrates the pages without an error or a second read of their data, and they respond', async ({ page, isMobile }) => {
  // Four pages waited until their code and data are in, then clicks; a busy CI machine needs more than 30 s.
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const requests = requestsInFlight(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/products(\/(brands|categories|featured|[^/]+))?$/.test(path)) reads.push(path);
  });
  const product = await firstProduct(page.request, 'fr');
  for (const path of ['/', '/shop?lang=ar', `/produits/${product.slug}?lang=en`, '/shop']) {
    await page.goto(path);
    await requests.settled();
    // Rendered for the right width: a phone's page is no wider than the phone.
    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  expect(errors).toEqual([]);
  // The listing, the product and the home page's products were read by the server, not again here.
  expect(reads).toEqual([]);
  // Pictures that loaded before the page hydrated show (no load event came for them).
  await expect(page.getByRole('article').first().locator('img')).toHaveCSS('opacity', '1');
  // Hydrated: the cart menu opens from the header, a size changes a card.
  await page.getByRole('button', { name: /^Panier, / }).click();
  await expect(page.getByRole('dialog', { name: 'Panier' })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.getByRole('article').filter({ has: page.getByRole('radio', { name: '5L' }) }).first();
  await card.getByRole('radio', { name: '5L' }).click();
  await expect(card.getByRole('radio', { name: '5L' })).toBeChecked();
});

test('the page’s code is fetched once a main picture of its first screen is on screen, not alongside it', async ({ page }) => {
  await page.addInitScript(() => {
    const paints: { time: number; priority: boolean }[] = [];
    (window as unknown as { paints: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        paints.push({ time: entry.startTime, priority: entry.element?.getAttribute('fetchpriority') === 'high' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const path of ['/shop', '/']) {
    // Hydrated (page.goto waits for it), so the code was asked for: the paints before it are in.
    await page.goto(path);
    const { paints, codeRequested } = await page.evaluate(
      (code) => ({
        paints: (window as unknown as { paints: { time: number; priority: boolean }[] }).paints,
        codeRequested: performance.getEntriesByType('resource').find((entry) => new RegExp(code).test(entry.name))?.startTime,
      }),
      APP_CODE.source,
    );
    // A picture the server rendered with priority was the page's largest paint when it showed (a
    // later, larger one may follow), and the code was asked for only after that.
    const picture = paints.find((paint) => paint.priority);
    expect(picture, path).toBeDefined();
    expect(codeRequested, path).toBeGreaterThanOrEqual(picture!.time);
  }
});

test('a language chosen once comes rendered by the server on the next visit', async ({ page, isMobile }) => {
  await page.goto('/shop');
  if (isMobile) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: /^Langue/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  // The next page comes from the server in English, before any script runs.
  const answer = await page.request.get('/about');
  expect(await answer.text()).toMatch(/<html lang="en" dir="ltr"/);
  const response = await page.goto('/');
  expect(await response!.text()).toMatch(/<html lang="en" dir="ltr"/);
  // ?lang= in an address still wins.
  expect(await (await page.request.get('/about?lang=fr')).text()).toMatch(/<html lang="fr" dir="ltr"/);
});

test('the hero’s content shows a second into the visit at the latest, also while the page’s code is still to come', async ({ context }) => {
  const page = await context.newPage();
  // The app's code never comes: what shows is the server's rendering and its styles alone.
  await page.route(APP_CODE, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const content = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(content).toHaveCSS('opacity', '1', { timeout: 3_000 });
});

test('a form the server rendered cannot be sent before the page is hydrated (no password in an address)', async ({ context }) => {
  const page = await context.newPage();
  // The app's code never comes: the sign-in form is the server's HTML alone.
  await page.route(APP_CODE, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill('amina@example.ma');
  await form.getByLabel('Mot de passe', { exact: true }).fill('Zitoun#2026');
  await expect(form.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  await form.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain('Zitoun');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the hero’s content starts to fade in once its picture is in, before the second is up, while the page’s code is still to come', async ({ context }) => {
  const page = await context.newPage();
  await page.route(APP_CODE, (route) => route.abort());
  // CSS time runs 20 times slower: the 1 s fallback would come 20 s into the visit.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
  await page.goto('/', { waitUntil: 'load' });
  const content = page.getByRole('heading', { level: 1 }).locator('..');
  // The picture is in: the fade is under way (opacity above 0) long before the slowed fallback.
  await expect.poll(() => content.evaluate((element) => Number(getComputedStyle(element).opacity)), { timeout: 5_000 }).toBeGreaterThan(0);
});
