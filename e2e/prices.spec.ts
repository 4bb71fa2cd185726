// Prices say what they are: excluding VAT (the cart adds 10 %), in one style on a page; and the rating
// in the product's JSON-LD is the one the page shows.
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'the same blocks on a phone');

const WORDS = {
  fr: { exclVat: 'HT', rating: 'Notation produit', perLitre: 'le litre' },
  ar: { exclVat: 'دون الضريبة', rating: 'تقييم المنتج', perLitre: 'للتر' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a product's price says it excludes VAT, in one style, and its JSON-LD rating is the one shown (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    await page.goto(`/produits/dika-extra-picholine-vierge-extra?lang=${lang}`);
    const main = page.getByRole('main');
    const price = main.locator('h1 + div');
    await expect(price.getByText(words.exclVat, { exact: true })).toBeVisible();
    // The price and the price per litre in the same form.
    const perLitre = await price.getByText(words.perLitre).innerText();
    const shown = await price.locator('span[dir=ltr]').first().innerText();
    expect(shown).toMatch(/^\d+\.\d{2} DH$/);
    expect(perLitre).toMatch(/\d+\.\d{2} DH/);
    expect(perLitre).not.toMatch(/ MAD/);

    const card = main.locator('section').filter({ has: page.getByRole('heading', { name: words.rating }) });
    const ratingShown = Number(await card.getByText(/^\d\.\d$/).first().innerText());
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { aggregateRating?: { ratingValue: number } };
    expect(jsonLd.aggregateRating?.ratingValue).toBe(ratingShown);
  });

  test(`the shop's cards say their prices exclude VAT (${lang})`, async ({ page }) => {
    await page.goto(`/shop?lang=${lang}`);
    const firstCard = page.getByRole('main').locator('article').first();
    await expect(firstCard.getByText(WORDS[lang].exclVat, { exact: true })).toBeVisible();
  });
}
