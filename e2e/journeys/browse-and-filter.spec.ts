// Journey: browse the shop, filter by brand and price, sort (spec section 4).
import { expect, test } from '../support/shop.ts';

test('filtering by one brand and a price range narrows the grid and the address; sorting by price orders the cards', async ({ page, isMobile }) => {
  // The file's first test starts its server, then filters and sorts the grid: 19–33 s seen in CI.
  test.slow();
  await page.goto('/shop');
  const count = page.getByRole('heading', { level: 2, name: /produits?$/ });
  await expect(count).toHaveText('28 produits');
  if (isMobile) await page.getByRole('button', { name: /^Filtres/ }).click();
  const filters = isMobile ? page.getByRole('dialog') : page.getByRole('complementary', { name: 'Filtres' });

  await filters.getByRole('button', { name: /Marque/ }).click();
  await page.getByRole('option', { name: 'Chamsia' }).click();
  await expect(page).toHaveURL(/brand=chamsia/);
  if (isMobile) await filters.getByRole('button', { name: 'Voir les produits' }).click();
  await expect(count).toHaveText('6 produits');

  if (isMobile) await page.getByRole('button', { name: /^Filtres/ }).click();
  const maxPrice = filters.getByRole('slider', { name: 'Prix maximum' });
  await maxPrice.focus();
  // From 1000 DH down to 50 DH with the keyboard, 10 DH a step.
  for (let i = 0; i < 95; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/maxPrice=50/);
  if (isMobile) await filters.getByRole('button', { name: 'Voir les produits' }).click();
  await expect(count).not.toHaveText('6 produits');

  if (isMobile) await page.getByRole('button', { name: /^Filtres/ }).click();
  await filters.getByRole('button', { name: /Trier par/ }).click();
  await page.getByRole('option', { name: 'Prix décroissant' }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  if (isMobile) await filters.getByRole('button', { name: 'Voir les produits' }).click();
  // Each card's own price: the first amount in DH it shows (the price per litre comes after).
  const prices = () =>
    page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Number.parseFloat([...card.querySelectorAll('span')].find((s) => / DH$/.test(s.textContent ?? ''))!.textContent!)));
  // The listing reloads after the address changes: wait for the sorted one.
  await expect.poll(async () => {
    const values = await prices();
    return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
  }).toBe(true);
  const values = await prices();
  expect(values.every((v) => v <= 50)).toBe(true);
});

