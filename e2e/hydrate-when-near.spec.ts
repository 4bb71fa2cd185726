// Start-up hydrates the first screen, not the whole page (README, "How pages are rendered"): on a
// phone /shop hydrates the cards in view, not those further down nor the filters' sidebar it hides;
// a card hydrates as it comes near the screen.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => !isMobile, 'a phone');

/** Whether React has hydrated the element: it keeps its fiber on each DOM node it hydrated. */
const hydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

for (const lang of ['fr', 'ar'] as const) {
  test(`on a phone the shop hydrates the cards in view, the others as they come near (${lang})`, async ({ page }) => {
    await page.goto(`/shop?lang=${lang}`);
    const cards = page.getByRole('main').locator('ul.grid > li');
    const first = cards.nth(0).getByRole('link').first();
    const last = cards.nth(11).getByRole('link').first();
    await expect.poll(() => hydrated(first)).toBe(true);
    expect(await hydrated(last)).toBe(false);
    expect(await hydrated(page.locator('aside input').first())).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(last)).toBe(true);
  });
}
