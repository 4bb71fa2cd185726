// Spec section 4: "Each product remembers a selected variant, defaulting to the first variant (on the
// product page: the one flagged isDefault, otherwise the first)."
import { expect, test } from './support/shop.ts';

interface Summary {
  slug: string;
  name: string;
  variants: { size: string; isDefault: boolean }[];
}

for (const lang of ['fr', 'ar'] as const) {
  test(`a card starts on its first size, the product page on the size flagged isDefault (${lang})`, async ({ page }) => {
    const { data } = (await (await page.request.get(`/api/products?pageSize=48&lang=${lang}`)).json()) as { data: { products: Summary[] } };
    // A product whose default size is not its first: the two rules then differ.
    const product = data.products.find((p) => p.variants.length > 1 && !p.variants[0]!.isDefault && p.variants.some((v) => v.isDefault))!;
    const first = product.variants[0]!.size;
    const flagged = product.variants.find((v) => v.isDefault)!.size;

    await page.goto(`/shop?lang=${lang}&q=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card.getByRole('radio', { name: first, exact: true })).toBeChecked();
    await expect(card.getByRole('radio', { name: flagged, exact: true })).not.toBeChecked();

    await page.goto(`/produits/${product.slug}?lang=${lang}`);
    await expect(page.getByRole('main').getByRole('radio', { name: flagged, exact: true }).first()).toBeChecked();
    await expect(page.getByRole('main').getByRole('radio', { name: first, exact: true }).first()).not.toBeChecked();
  });
}
