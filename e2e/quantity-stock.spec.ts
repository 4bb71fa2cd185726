// The quantity picker stops at the stock of the size shown, and says how many are left.
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'the phone drawer carries the same picker');

const WORDS = {
  fr: { quantity: 'Quantité', increase: 'Augmenter la quantité', left: (n: number) => `Plus que ${n} en stock` },
  ar: { quantity: 'الكمية', increase: 'زيادة الكمية', left: (n: number) => `بقيت ${n} ` },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`the quantity stops at the stock left and says it (${lang})`, async ({ page }) => {
    const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as {
      data: { products: { slug: string; variants: { id: string; size: string; stock: number }[] }[] };
    };
    const product = data.products.find((p) => p.variants.some((v) => v.stock >= 3 && v.stock < 99))!;
    const variant = product.variants.find((v) => v.stock >= 3 && v.stock < 99)!;
    await page.goto(`/produits/${product.slug}?lang=${lang}`);
    await page.getByRole('radio', { name: variant.size }).first().click();
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: WORDS[lang].quantity, exact: true });
    await field.fill(String(variant.stock));
    await field.press('Enter');
    await expect(field).toHaveValue(String(variant.stock));
    await expect(main.getByRole('button', { name: WORDS[lang].increase, exact: true })).toBeDisabled();
    await expect(main.getByText(WORDS[lang].left(variant.stock))).toBeVisible();
    // One more than the stock is not taken.
    await field.fill(String(variant.stock + 1));
    await field.press('Enter');
    await expect(field).toHaveValue(String(variant.stock));
  });
}
