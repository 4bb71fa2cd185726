// Issue 43, item 16: French reads "25 000", not "25.000" (a decimal point to a French reader), on the
// shop's sliders; and the sunflower oil is "Tournesol pur".
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'the filter sidebar of a wide screen');

test('the sliders read their values in French number style (fr)', async ({ page }) => {
  await page.goto('/shop?lang=fr');
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  const maxVolume = filters.getByRole('slider', { name: /Volume maximum/ });
  const maxPrice = filters.getByRole('slider', { name: /Prix maximum/ });
  await expect(maxVolume).toHaveAttribute('aria-valuetext', /^25\s000$/u);
  await expect(maxPrice).toHaveAttribute('aria-valuetext', /^1\s000$/u);
});

test('the sunflower oil of Soleil du Souss is "Tournesol pur" (fr)', async ({ page }) => {
  await page.goto('/shop?lang=fr&q=soleil');
  await expect(page.getByRole('main').getByRole('link', { name: 'Soleil du Souss Tournesol pur', exact: true })).toBeVisible();
});
