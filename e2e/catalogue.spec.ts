import { expect, test } from '@playwright/test';

test('a size on a card changes its picture and price without leaving the page', async ({ page }) => {
  await page.goto('/shop');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('radio', { name: '5L' }) })
    .first();
  const sizes = card.getByRole('radiogroup');
  await expect(sizes).toBeVisible();
  const price = card.locator('s, span').filter({ hasText: / DH$/ }).first();
  const before = await price.textContent();
  const picture = await card.locator('img').getAttribute('src');
  await card.getByRole('radio', { name: '5L' }).click();
  await expect(card.getByRole('radio', { name: '5L' })).toBeChecked();
  await expect(price).not.toHaveText(before!);
  expect(await card.locator('img').getAttribute('src')).not.toBe(picture);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(card).toContainText('le litre');
});
