// Issue 22, item 6: staff change a size's price, struck-through price and stock, and a product's place
// on the home page; the server's refusals show next to the field, in the staff member's language.
import { axeViolations } from './support/axe.ts';
import { expect, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });

test('a price edit is saved, announced, and is the shop’s price', async ({ page, shop }) => {
  await signIn(page, shop, 'fr', '/admin/catalogue');
  const product = page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  const name = (await product.getByRole('heading', { level: 2 }).innerText()).split(' · ')[0]!;
  const row = product.getByRole('form').first();
  const size = (await row.locator('p').first().innerText()).trim();
  await row.getByRole('textbox', { name: 'Prix HT (DH)' }).fill('77,5');
  await row.getByRole('textbox', { name: 'Prix barré HT (DH)' }).fill('');
  await row.getByRole('button', { name: /^Enregistrer/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} ${size} enregistré.` })).toBeVisible();
  await expect(product.getByRole('form').first().getByRole('textbox', { name: 'Prix HT (DH)' })).toHaveValue('77,5');

  // The shop sells it at that price (the API, as the pages read it).
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { name: string; variants: { size: string; price: number }[] }[] } };
  expect(data.products.find((p) => p.name === name)?.variants.find((v) => v.size === size)?.price).toBe(7750);
  expect(await axeViolations(page)).toEqual([]);
});

for (const lang of ['fr', 'ar'] as const) {
  test(`a struck-through price under the price is refused next to its field (${lang})`, async ({ page, shop }) => {
    const words = {
      fr: { original: 'Prix barré HT (DH)', save: /^Enregistrer/, refused: 'Le prix barré doit être supérieur au prix.', featured: 'Mis en avant sur l’accueil' },
      ar: { original: 'السعر المشطوب دون الضريبة (درهم)', save: /^حفظ/, refused: 'يجب أن يكون السعر المشطوب أعلى من السعر.', featured: 'معروض في الصفحة الرئيسية' },
    }[lang];
    await signIn(page, shop, lang, '/admin/catalogue');
    const row = page.getByRole('form').nth(1);
    await row.getByRole('textbox', { name: words.original }).fill('1');
    await row.getByRole('button', { name: words.save }).click();
    await expect(row.getByText(words.refused)).toBeVisible();
    await expect(row.getByRole('textbox', { name: words.original })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    // The featured flag, by keyboard.
    const featured = page.getByRole('switch', { name: words.featured }).first();
    const was = await featured.isChecked();
    await featured.focus();
    await page.keyboard.press('Space');
    await expect(featured).toBeChecked({ checked: !was });
    await expect(page.getByRole('status').filter({ hasText: /./ })).toBeVisible();
  });
}

test('a product taken out of the shop leaves the listing, and comes back', async ({ page, shop }) => {
  await signIn(page, shop, 'fr', '/admin/catalogue');
  const product = page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) }).nth(2);
  const name = (await product.getByRole('heading', { level: 2 }).innerText()).split(' · ')[0]!;
  const listed = async () => ((await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { name: string }[] } }).data.products.some((p) => p.name === name);
  expect(await listed()).toBe(true);
  const onSale = product.getByRole('switch', { name: 'En vente dans la boutique' });
  await expect(onSale).toBeChecked();
  await onSale.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${name} est retiré de la boutique.` })).toBeVisible();
  await expect(onSale).not.toBeChecked();
  expect(await listed()).toBe(false);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${name} est de nouveau en vente.` })).toBeVisible();
  expect(await listed()).toBe(true);
});
