// The product grid goes from 1 to 4 columns (spec section 2): 4 on a wide screen, beside the filters.
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'a wide screen');
test.use({ viewport: { width: 1680, height: 1000 } });

for (const lang of ['fr', 'ar'] as const) {
  test(`on a wide screen the shop shows four products a row beside its filters (${lang})`, async ({ page }) => {
    await page.goto(`/shop?lang=${lang}`);
    const cards = page.getByRole('main').locator('ul.grid > li');
    await expect(cards.nth(4)).toBeVisible();
    const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => Math.round((await cards.nth(i).boundingBox())!.y)));
    expect(new Set(tops.slice(0, 4)).size, `${tops}`).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  });
}
