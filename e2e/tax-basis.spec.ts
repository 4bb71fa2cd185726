// Issue 43, items 2 and 13: the catalogue's prices exclude VAT (HT) and the cart adds 'TVA (10%)'. The
// card, the product page and the cart write a price one way, '{two decimals} DH', say HT, and where a
// shopper compares, give the price with the 10 % VAT (TTC) beside it. The JSON-LD agrees with the page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shop.ts';

const WORDS = {
  fr: { ht: 'HT', ttc: 'TTC', add: 'Ajouter', cart: /^Panier, /, vat: 'TVA (10%)', drawer: 'Achat rapide' },
  ar: { ht: 'دون الضريبة', ttc: 'شامل الضريبة', add: 'أضف', cart: /^السلة، |^السلة, /, vat: 'الضريبة على القيمة المضافة (10٪)', drawer: 'شراء سريع' },
} as const;

const SLUG = 'dika-extra-picholine-vierge-extra';
const centimes = (amount: string) => Math.round(Number(amount) * 100);
const dh = (amount: number) => `${(amount / 100).toFixed(2)} DH`;
// Spec section 9: VAT is 10 percent, to the centime.
const withVat = (ht: number) => ht + Math.round(ht / 10);

/** '69.00 DH HT · 75.90 DH TTC' (or the two on two lines) inside `where`: both amounts, in centimes, after checking TTC = HT + 10 %. */
async function pricePair(where: Locator, lang: 'fr' | 'ar'): Promise<{ ht: number; ttc: number }> {
  const { ht, ttc } = WORDS[lang];
  const pattern = new RegExp(`^(\\d+\\.\\d{2}) DH ${ht}(?: ·)? (\\d+\\.\\d{2}) DH ${ttc}$`);
  const pair = where.locator('span').filter({ hasText: pattern }).last();
  await expect(pair).toBeVisible();
  const text = (await pair.textContent())!.replace(/\s+/g, ' ').trim();
  const [, exclVat, inclVat] = pattern.exec(text)!;
  const amounts = { ht: centimes(exclVat!), ttc: centimes(inclVat!) };
  expect(amounts.ttc, text).toBe(withVat(amounts.ht));
  return amounts;
}

async function openProduct(page: Page, lang: 'fr' | 'ar') {
  await page.goto(`/produits/${SLUG}?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.getByRole('main');
}

for (const lang of ['fr', 'ar'] as const) {
  const words = WORDS[lang];

  test(`every card gives its price as 'x.xx DH ${words.ht}' with the price including VAT beside it (${lang})`, async ({ page }) => {
    await page.goto(`/shop?lang=${lang}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 6)) await pricePair(card, lang);
    await expect(page.getByRole('main')).not.toContainText('MAD');
  });

  test(`the product page gives the same style, HT and TTC, and the JSON-LD offers the price with VAT (${lang})`, async ({ page, isMobile }) => {
    const main = await openProduct(page, lang);
    const shown = await pricePair(main.locator('h1 + div'), lang);
    await expect(main).not.toContainText('MAD');
    // The price per litre in the same style.
    await expect(main.locator('h1 + div')).toContainText(/\d+\.\d{2} DH /);
    // On a phone, the purchase drawer gives the same two prices.
    if (isMobile) {
      const drawer = page.getByRole('region', { name: words.drawer });
      await expect(drawer).toContainText(`${dh(shown.ht)} ${words.ht}`);
      await expect(drawer).toContainText(`${dh(shown.ttc)} ${words.ttc}`);
    }
    // The price a buyer pays, stated as including VAT, and the one the page shows.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      offers: { price: string; priceCurrency: string; priceSpecification?: { price: string; priceCurrency: string; valueAddedTaxIncluded: boolean } };
    };
    expect(jsonLd.offers.priceCurrency).toBe('MAD');
    expect(centimes(jsonLd.offers.price)).toBe(shown.ttc);
    expect(jsonLd.offers.priceSpecification).toMatchObject({ priceCurrency: 'MAD', valueAddedTaxIncluded: true });
    expect(centimes(jsonLd.offers.priceSpecification!.price)).toBe(shown.ttc);
  });

  test(`the cart gives a line's price as 'x.xx DH ${words.ht}', then adds '${words.vat}' (${lang})`, async ({ page, isMobile }) => {
    const main = await openProduct(page, lang);
    const shown = await pricePair(main.locator('h1 + div'), lang);
    const controls = isMobile ? page.getByRole('region', { name: words.drawer }) : main;
    await controls.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page.getByTestId('cart-badge')).toBeVisible();
    await page.getByRole('button', { name: words.cart }).click();
    const menu = page.getByRole('dialog');
    const line = menu.getByRole('listitem').first();
    await expect(line).toContainText(`${dh(shown.ht)} ${words.ht}`);
    await expect(menu.getByRole('definition').nth(0)).toHaveText(dh(shown.ht));
    await expect(menu.getByRole('term').nth(1)).toHaveText(words.vat);
    await expect(menu.getByRole('definition').nth(1)).toHaveText(dh(withVat(shown.ht) - shown.ht));
    await expect(menu.getByRole('definition').nth(2)).toHaveText(dh(shown.ttc));
    await expect(menu).not.toContainText('MAD');
  });
}
