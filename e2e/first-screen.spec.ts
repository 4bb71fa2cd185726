// The browse pages (home, shop, products) arrive drawn by the server (src/web/ssr), and the browser
// takes them over (hydration) without a mismatch; the other pages are drawn by the browser.
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'what the server sends does not depend on the screen');

interface Listed {
  slug: string;
  name: string;
}

async function firstProduct(request: import('@playwright/test').APIRequestContext, lang: string): Promise<Listed> {
  const answer = await request.get(`/api/products?pageSize=1&lang=${lang}`);
  return ((await answer.json()) as { data: { products: Listed[] } }).data.products[0]!;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

test('the HTML of the home, shop and product pages carries their first screen, in the language asked for', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<div id="root" data-first-screen="fr">');
  expect(home).toContain(escaped('Des huiles pressées au cœur du Saïss, de l’olivier à votre table.'));

  const arabic = await firstProduct(request, 'ar');
  const shop = await (await request.get('/shop?lang=ar')).text();
  expect(shop).toContain('<div id="root" data-first-screen="ar">');
  expect(shop).toContain(escaped(arabic.name));
  expect(shop.match(/<article/g)?.length).toBeGreaterThanOrEqual(12);

  const product = await firstProduct(request, 'fr');
  const page = await (await request.get(`/produits/${product.slug}`)).text();
  expect(page).toMatch(new RegExp(`<h1[^>]*>${escaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  // No inline script: the page's CSP would refuse it.
  for (const html of [home, shop, page]) expect(html).not.toMatch(/<script(?![^>]*(\bsrc=|type="application\/ld\+json"))[^>]*>/);

  // The pages the browser draws itself arrive empty, their code preloaded.
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<div id="root"></div>');
  expect(login).toContain('rel="modulepreload"');
});

test('without JavaScript the shop still shows its products', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await context.close();
});

test('the browser takes the drawn pages over without an error, and they respond', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const product = await firstProduct(page.request, 'fr');
  for (const path of ['/', '/shop?lang=ar', `/produits/${product.slug}?lang=en`, '/shop']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  // Taken over: the cart menu opens from the drawn header, a size changes the drawn card.
  await page.getByRole('button', { name: /^Panier, / }).click();
  await expect(page.getByRole('dialog', { name: 'Panier' })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.getByRole('article').filter({ has: page.getByRole('radio', { name: '5L' }) }).first();
  await card.getByRole('radio', { name: '5L' }).click();
  await expect(card.getByRole('radio', { name: '5L' })).toBeChecked();
});
