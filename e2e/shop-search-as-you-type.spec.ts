// Issue 43, item 8: the shop searches as the shopper types, with a button too; a letter typed before the
// page has hydrated is kept; a search that finds nothing says so in the spec's words.
import { expect, test } from './support/shop.ts';

const WORDS = {
  fr: { shop: 'Boutique', filters: 'Filtres', search: 'Rechercher', button: 'Lancer la recherche', count: /produits?$/, emptyTitle: 'Aucun produit trouvé', emptyText: 'Essayez de modifier vos filtres ou votre recherche.' },
  ar: { shop: 'المتجر', filters: 'عوامل التصفية', search: 'بحث', button: 'ابحث', count: /^(\d+ منتج|منتج واحد|منتجان)/, emptyTitle: 'لم يتم العثور على أي منتج', emptyText: 'جرّب تعديل عوامل التصفية أو البحث.' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`typing searches, keeping what was typed before the page hydrated (${lang})`, async ({ page, isMobile }) => {
    const words = WORDS[lang];
    // The page's code waits until a first letter is typed into the server's HTML.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The server's HTML, as it arrives (its module scripts, held, keep DOMContentLoaded from firing).
    await page.mainFrame().goto(`/shop?lang=${lang}`, { waitUntil: 'commit' });
    // The filter sidebar's field on a wide screen, the one above the grid on a phone (both are in the
    // HTML; the stylesheet, maybe not there yet, hides one).
    const box = isMobile ? page.getByRole('region', { name: words.shop }) : page.getByRole('complementary', { name: words.filters });
    const field = box.getByRole('searchbox', { name: words.search });
    await expect(field).toBeVisible();
    await field.click();
    await page.keyboard.type('t');
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.keyboard.type('ournesol');
    await expect(field).toHaveValue('tournesol');
    // No Enter, no leaving the field: the pause in the typing searches.
    await expect(page).toHaveURL(/[?&]q=tournesol/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const answer = await page.request.get(`/api/products?lang=${lang}&q=tournesol&pageSize=12`);
    const expected = ((await answer.json()) as { data: { products: { name: string }[] } }).data.products.map((p) => p.name);
    await expect.poll(() => cards.getByRole('link').allTextContents()).toEqual(expected);

    // Nothing found: said in the spec's words, and no count of products left behind.
    await field.fill('xyzzy');
    await box.getByRole('button', { name: words.button }).click();
    await expect(page).toHaveURL(/[?&]q=xyzzy/);
    await expect(page.getByRole('heading', { name: words.emptyTitle })).toBeVisible();
    await expect(page.getByText(words.emptyText)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.count })).toHaveCount(0);
    await expect(cards).toHaveCount(0);
  });
}
