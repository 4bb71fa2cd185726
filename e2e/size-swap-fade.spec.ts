// Spec section 4: "Clicking a size does not navigate; it selects the variant and the image and price
// update with a 0.3 s fade" (constants: variant swap fade 300 ms). Only a swap fades: the page the
// server drew shows its cards at once.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/shop.ts';

/** The animations set on the elements inside `scope` by CSS, as "name duration" (infinite spinners left out). */
const cssAnimations = (scope: Locator) =>
  scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .map((element) => getComputedStyle(element))
      .filter((style) => style.animationName !== 'none' && style.animationIterationCount !== 'infinite')
      .map((style) => `${style.animationName} ${style.animationDuration}`),
  );

test('a card shows at once, and fades its picture and price for 0.3 s when a size is clicked', async ({ page }) => {
  await page.goto('/shop');
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('radio') }).first();
  await expect(card.getByRole('radio').first()).toBeChecked();
  expect(await cssAnimations(card)).toEqual([]);

  await card.getByRole('radio').nth(1).click();
  await expect(card.getByRole('radio').nth(1)).toBeChecked();
  await expect(page).toHaveURL(/\/shop$/);
  // The picture's box and the price's box both run a 0.3 s fade-in.
  expect(await cssAnimations(card)).toEqual(['fade-in 0.3s', 'fade-in 0.3s']);
});

test('the product page shows at once, and fades its picture and price when a size is clicked', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { slug: string; variants: unknown[] }[] } };
  // A product with a picture for each of two sizes: the swap changes the picture too (spec section 4).
  let product: { slug: string } | undefined;
  for (const candidate of data.products.filter((p) => p.variants.length > 1)) {
    const detail = (await (await page.request.get(`/api/products/${candidate.slug}`)).json()) as { data: { product: { images: { variant?: string | null }[] } } };
    if (new Set(detail.data.product.images.map((image) => image.variant).filter(Boolean)).size > 1) product = candidate;
    if (product) break;
  }
  if (!product) throw new Error('the catalogue has no product with a picture per size');
  await page.goto(`/produits/${product.slug}`);
  const main = page.getByRole('main');
  // The size buttons (the thumbnails are a group of radios too).
  const sizes = main.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: /^\d+\s*m?l$/i }) }).first().getByRole('radio');
  await expect(sizes.first()).toBeVisible();
  expect(await cssAnimations(main)).toEqual([]);

  const checked = await sizes.evaluateAll((radios) => radios.findIndex((radio) => radio.getAttribute('aria-checked') === 'true' || (radio as HTMLInputElement).checked));
  const other = sizes.nth(checked === 0 ? 1 : 0);
  await other.click();
  await expect(other).toBeChecked();
  expect(await cssAnimations(main)).toEqual(['fade-in 0.3s', 'fade-in 0.3s']);
});
