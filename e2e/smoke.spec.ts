import { expect, test } from './support/shop.ts';

test('the built app serves the storefront and its API from one process', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Nos produits phares' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const featured = await request.get('/api/products/featured');
  const { data } = (await featured.json()) as { data: { products: { name: string }[] } };
  await expect(cards).toHaveCount(data.products.length);
  await expect(page.getByText(data.products[0]!.name)).toBeVisible();
  // Product images come from the API, rendered and decoded by the browser.
  const image = cards.first().locator('img');
  await image.scrollIntoViewIfNeeded();
  // The first request of a rendition encodes it (AVIF on two cores can take seconds on a cold server).
  await expect(image).toHaveJSProperty('complete', true, { timeout: 20_000 });
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Nothing the CSP blocked, nothing thrown.
  expect(problems).toEqual([]);
});

test('a deep link is served the app, and an unknown API path the error envelope', async ({ page, request }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue('content-security-policy')).toContain("object-src 'none'");
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});
