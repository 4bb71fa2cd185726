// Issue 43, item 14: the Arabic back office writes an amount "152.90 DH" as the shop does (it showed
// "DH 152.90"), and a date reads in Arabic order (it showed "07:17 ,2026/11/28").
import { expect, placeOrder, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'seen at 1280 px');

test('the Arabic order list shows amounts number first and dates with their month named (ar)', async ({ page, shop }) => {
  const order = await placeOrder(page, 'chiffres.bo@example.ma');
  await signIn(page, shop, 'ar', '/admin/orders?lang=ar');
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: order.number });
  await expect(row).toBeVisible();
  const total = row.getByText(/DH/);
  // Where "DH" and the amount's first digit are drawn: DH to the right of the number.
  const { digit, currency } = await total.evaluate((el) => {
    const text = el.firstChild!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const content = text.textContent!;
    return { digit: at(content.search(/\d/)), currency: at(content.indexOf('D')) };
  });
  expect(currency).toBeGreaterThan(digit);
  // The date names its month in Arabic rather than a run of digits and slashes read back to front.
  const date = row.locator('.text-olive-700').first();
  await expect(date).toHaveText(/^\d{1,2} [\u0600-\u06FF]+ \d{4}/);
});
