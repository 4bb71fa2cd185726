// Issue 43, item 2: the back office says what the shop says: the catalogue's prices exclude VAT (HT),
// and an order adds 'TVA (10%)' to its subtotal to make its total (TTC).
import { expect, placeOrder, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'staff edit prices at a desk');

const WORDS = {
  fr: {
    intro: 'Prix en dirhams hors taxes (HT)',
    included: /TTC|toutes taxes/,
    price: 'Prix HT (DH)',
    totals: ['Sous-total HT', 'Livraison', 'TVA (10%)', 'Total TTC'],
  },
  ar: {
    intro: 'الأسعار بالدرهم دون احتساب الضريبة',
    included: /شاملة الضريبة|شامل الضريبة/,
    price: 'السعر دون الضريبة (درهم)',
    totals: ['المجموع الفرعي دون الضريبة', 'التوصيل', 'الضريبة على القيمة المضافة (10٪)', 'الإجمالي شامل الضريبة'],
  },
} as const;

const centimes = (text: string) => Math.round(Number(/(\d+(?:\.\d+)?)/.exec(text.replace(/\s/g, ''))![1]) * 100);

for (const lang of ['fr', 'ar'] as const) {
  const words = WORDS[lang];

  test(`the catalogue's prices are labelled HT, and an order adds the VAT to them (${lang})`, async ({ page, shop }) => {
    const placed = await placeOrder(page, `tva.${lang}@example.ma`);
    await signIn(page, shop, lang, '/admin/catalogue');
    const screen = page.getByRole('main');
    await expect(screen.getByText(words.intro)).toBeVisible();
    await expect(screen.getByText(words.intro)).not.toHaveText(words.included);
    await expect(screen.getByRole('form').first().getByRole('textbox', { name: words.price })).toBeVisible();

    await page.goto(`/admin/orders/${placed.id}?lang=${lang}`);
    const totals = page.locator('dl').filter({ hasText: words.totals[2] });
    await expect(totals.getByRole('term')).toHaveText([...words.totals]);
    const [subtotal, shipping, vat, total] = (await totals.getByRole('definition').allTextContents()).map(centimes);
    expect(vat).toBe(Math.round(subtotal! / 10));
    expect(total).toBe(subtotal! + shipping! + vat!);
  });
}
