// On a phone the shop has its search bar on the page itself, above the filter button.
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => !isMobile, 'below 768 px the filters are a panel');

// The button that opens the filters panel (the search box has a button of its own beside it).
const FILTERS = { fr: /^Filtres/, ar: /^التصفية/ } as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a phone searches the shop from the page, above the filter button (${lang})`, async ({ page }) => {
    await page.goto(`/shop?lang=${lang}`);
    const products = page.locator('#products');
    const box = products.getByRole('searchbox');
    await expect(box).toBeVisible();
    const filterButton = products.getByRole('button', { name: FILTERS[lang] });
    expect((await box.boundingBox())!.y).toBeLessThan((await filterButton.boundingBox())!.y);
    await box.fill('tournesol');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=tournesol/);
  });
}
