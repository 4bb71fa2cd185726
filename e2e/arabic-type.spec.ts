import type { Page } from '@playwright/test';
import { expect, test } from './support/shop.ts';

/** The faces Chromium actually drew the text of these elements (and of their children) with. */
async function facesDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const faces = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) if (font.glyphCount > 0) faces.add(font.familyName.replace(/ (Regular|Medium|SemiBold|Bold)$/, ''));
  }
  await cdp.detach();
  return [...faces];
}

const HEADINGS = 'main h1, main h1 *, main h2, main h2 *, header a[href="/"] span, header a[href="/?lang=ar"] span';
const FAQ_TITLES = '#faq-title ~ * button, #faq-title ~ * button *';

test('Arabic headings, the logo and the FAQ titles are drawn in Noto Naskh Arabic; French ones in Playfair', async ({ page }) => {
  for (const [lang, face] of [['ar', 'Noto Naskh Arabic'], ['fr', 'Playfair Display']]) {
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('#faq-title ~ * button')).toHaveCount(6);
    await page.evaluate(() => document.fonts.ready);
    expect(await facesDrawing(page, HEADINGS), lang).toEqual([face]);
    // The questions are buttons of the body's face, not headings' serif; in Arabic, still Naskh.
    if (lang === 'ar') expect(await facesDrawing(page, FAQ_TITLES), lang).toEqual([face]);
  }
});

test('a French review on the Arabic page keeps its own direction: “Nadia K.”, not “.Nadia K”', async ({ page }) => {
  await page.goto('/produits/dika-extra-picholine-vierge-extra?lang=ar');
  const author = page.getByText('Nadia K.', { exact: true });
  await author.scrollIntoViewIfNeeded();
  // Where the full stop is drawn against the name's first letter.
  const [first, stop] = await author.evaluate((element) => {
    const text = element.firstChild!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const value = text.textContent!;
    return [at(value.indexOf('N')), at(value.lastIndexOf('.'))];
  });
  expect(stop).toBeGreaterThan(first);
});

test('page titles carry the brand in the page’s language', async ({ page }) => {
  await page.goto('/shop?lang=ar');
  await expect(page).toHaveTitle(/^[\u0600-\u06FF ]+ \| معاصر سايس$/);
  await page.goto('/shop?lang=fr');
  await expect(page).toHaveTitle('Boutique | Huileries du Saïss');
});
