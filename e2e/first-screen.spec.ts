// The browse pages (home, shop, products) arrive drawn by the server (src/web/ssr), and the browser
// takes them over (hydration) without a mismatch; the other pages are drawn by the browser.
import { createHash } from 'node:crypto';
import { devices } from '@playwright/test';
import { expect, test } from './support/shop.ts';

interface Listed {
  slug: string;
  name: string;
}

async function firstProduct(request: import('@playwright/test').APIRequestContext, lang: string): Promise<Listed> {
  const answer = await request.get(`/api/products?pageSize=1&lang=${lang}`);
  return ((await answer.json()) as { data: { products: Listed[] } }).data.products[0]!;
}

/** The app's code (main.tsx's chunk), which entry.ts fetches once the first screen is shown. */
const APP_CODE = /\/assets\/main-[^/]+\.js$/;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

test('the HTML of the home, shop and product pages carries their first screen, in the language asked for', async ({ request, isMobile }) => {
  test.skip(isMobile, 'what the server sends is checked once; the phone below hydrates its own');
  const home = await (await request.get('/')).text();
  expect(home).toContain('<div id="root" data-first-screen="fr" data-width="1280">');
  expect(home).toContain(escaped('Des huiles pressées au cœur du Saïss, de l’olivier à votre table.'));

  const arabic = await firstProduct(request, 'ar');
  const shop = await (await request.get('/shop?lang=ar')).text();
  expect(shop).toContain('<div id="root" data-first-screen="ar" data-width="1280">');
  // A phone gets the page drawn for a phone's width.
  const phone = await (await request.get('/', { headers: { 'sec-ch-ua-mobile': '?1' } })).text();
  expect(phone).toContain('<div id="root" data-first-screen="fr" data-width="390">');
  expect(shop).toContain(escaped(arabic.name));
  expect(shop.match(/<article/g)?.length).toBeGreaterThanOrEqual(12);

  const product = await firstProduct(request, 'fr');
  const page = await (await request.get(`/produits/${product.slug}`)).text();
  expect(page).toMatch(new RegExp(`<h1[^>]*>${escaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  // The one inline script (the boot script: language and direction before the first paint) is allowed
  // by its hash in the page's CSP, which refuses any other.
  const answer = await request.get('/');
  const scriptSrc = answer.headers()['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src'))!;
  for (const html of [home, shop, page]) {
    const inline = [...html.matchAll(/<script(?![^>]*(\bsrc=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[2]!);
    expect(inline).toHaveLength(1);
    expect(scriptSrc.split(' ')).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
  }

  // The pages the browser draws itself arrive empty, their code preloaded.
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<div id="root"></div>');
  expect(login).toContain('rel="modulepreload"');
});

test('without JavaScript the shop still shows its products, and a phone’s pages fit its screen', async ({ browser, baseURL, isMobile }) => {
  test.skip(isMobile, 'the same markup on a phone');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await context.close();

  // On a phone, before any code runs, the drawn pages fit the screen (a wider one makes it zoom out).
  const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, baseURL });
  const phonePage = await phone.newPage();
  const product = await firstProduct(phonePage.request, 'fr');
  for (const path of ['/', '/shop', `/produits/${product.slug}?lang=ar`]) {
    await phonePage.goto(path);
    expect(await phonePage.evaluate(() => [innerWidth, document.documentElement.scrollWidth]), path).toEqual([390, 390]);
  }
  await phone.close();
});

test('the browser takes the drawn pages over without an error, and they respond', async ({ page, isMobile }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const product = await firstProduct(page.request, 'fr');
  for (const path of ['/', '/shop?lang=ar', `/produits/${product.slug}?lang=en`, '/shop']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Drawn for the right width: a phone's page is no wider than the phone.
    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  expect(errors).toEqual([]);
  // Pictures that loaded before the code took the page over show (no load event came for them).
  await expect(page.getByRole('article').first().locator('img')).toHaveCSS('opacity', '1');
  // Taken over: the cart menu opens from the drawn header, a size changes the drawn card.
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
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { paints, codeRequested } = await page.evaluate(
      (code) => ({
        paints: (window as unknown as { paints: { time: number; priority: boolean }[] }).paints,
        codeRequested: performance.getEntriesByType('resource').find((entry) => new RegExp(code).test(entry.name))?.startTime,
      }),
      APP_CODE.source,
    );
    // A picture the server drew with priority was the page's largest paint when it showed (a later,
    // larger one may follow), and the code was asked for only after that.
    const picture = paints.find((paint) => paint.priority);
    expect(picture, path).toBeDefined();
    expect(codeRequested, path).toBeGreaterThanOrEqual(picture!.time);
  }
});

test('a button pressed before the page’s code has run is pressed again once it has', async ({ context }) => {
  // A page of its own: the test's page waits for the code after each load, which is held back here.
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's code is held back until the shopper has pressed.
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });
  const cart = page.getByRole('button', { name: /^Panier, / });
  await cart.click();
  await expect(page.getByRole('dialog', { name: 'Panier' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Panier' })).toBeVisible();
  // The focus moves into the panel as it opens; Escape is heard from there.
  await expect(page.getByRole('dialog', { name: 'Panier' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Panier' })).toHaveCount(0);
});

test('the hero’s content shows a second into the visit at the latest, also while the page’s code is still to come', async ({ context }) => {
  const page = await context.newPage();
  // The app's code never comes: what shows is the server's drawing and its styles alone.
  await page.route(APP_CODE, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const content = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(content).toHaveCSS('opacity', '1', { timeout: 3_000 });
});
