import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'a diagram for engineers, read on a desktop');

test('a machine diagram names a guard’s parameter as a word, not letter by letter', async ({ page }) => {
  // The committed drawing (the one /dev/machines draws in development comes from the same source).
  await page.goto(pathToFileURL('docs/machines/headerMenus.svg').href);
  await expect(page.getByText('OPEN [isMenu(account)], TOGGLE [isMenu(account)]')).toBeVisible();
  await expect(page.getByText('CLOSE [closesThis(cart)]', { exact: false })).toBeVisible();
  await expect(page.getByText(/\(a, c, c/)).toHaveCount(0);
});
