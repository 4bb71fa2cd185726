// Issue 43, item 12: the cart menu's plus stops at the stock, as the product page's does; it stayed on
// and each click stacked a "not enough stock" toast.
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'the cart menu of a wide screen, where it was seen');

const WORDS = {
  fr: { quantity: 'Quantité', add: 'Ajouter', cart: /^Panier/, increase: (name: string) => `Augmenter la quantité de ${name}`, lineQuantity: (name: string) => `Quantité de ${name}`, remove: (name: string) => `Retirer ${name} du panier`, short: 'Stock insuffisant' },
  ar: { quantity: 'الكمية', add: 'أضف', cart: /^السلة/, increase: (name: string) => `زيادة كمية ${name}`, lineQuantity: (name: string) => `كمية ${name}`, remove: (name: string) => `إزالة ${name} من السلة`, short: 'المخزون غير كافٍ' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`the cart menu's plus stops at the stock left (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    const { data } = (await (await page.request.get(`/api/products?pageSize=48&lang=${lang}`)).json()) as {
      data: { products: { slug: string; name: string; variants: { id: string; size: string; stock: number }[] }[] };
    };
    const fits = (v: { stock: number }) => v.stock >= 3 && v.stock < 20;
    const product = data.products.find((p) => p.variants.some(fits))!;
    const variant = product.variants.find(fits)!;
    await page.goto(`/produits/${product.slug}?lang=${lang}`);
    await page.getByRole('radio', { name: variant.size }).first().click();
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: words.quantity, exact: true });
    await field.fill(String(variant.stock - 1));
    await field.press('Enter');
    await main.getByRole('button', { name: words.add, exact: true }).first().click();

    await page.getByRole('button', { name: words.cart }).click();
    const menu = page.getByRole('dialog');
    const line = menu.getByRole('textbox', { name: words.lineQuantity(product.name) });
    await expect(line).toHaveValue(String(variant.stock - 1));
    const plus = menu.getByRole('button', { name: words.increase(product.name) });
    await expect(plus).toBeEnabled();
    await plus.click();
    await expect(line).toHaveValue(String(variant.stock));
    // Settled (the line's controls are all off while the cart refreshes): plus stays off at the stock.
    await expect(menu.getByRole('button', { name: words.remove(product.name) })).toBeEnabled();
    await expect(plus).toBeDisabled();
    await expect(page.getByText(words.short)).toHaveCount(0);
  });
}
