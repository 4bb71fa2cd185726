// A sign-up without a phone stores the spec's placeholder (+212600000000); it is never shown or
// pre-filled as the shopper's own number.
import { expect, test } from './support/shop.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

test.skip(({ isMobile }) => isMobile, 'the checkout form and the profile are the same on a phone');

const WORDS = {
  fr: { account: 'Mon compte', profile: 'Mon profil', none: 'Non renseigné' },
  ar: { account: 'حسابي', profile: 'ملفي الشخصي', none: 'غير مُدخل' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`no phone given at sign-up: checkout's phone field is empty and the profile says none (${lang})`, async ({ page }) => {
    const email = `nophone.${lang}@example.ma`;
    await verifiedAccount(page, email, { firstName: 'Nour', lastName: 'Fassi' });
    const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
    const product = data.products.find((p) => p.variants.some((v) => v.stock > 0))!;
    const variant = product.variants.find((v) => v.stock > 0)!;

    await signInOnPage(page, email, lang);

    await page.goto(`/checkout?product=${product.id}&variant=${variant.id}&quantity=1&lang=${lang}`);
    const main = page.getByRole('main');
    await expect(main.locator('input[type=email]')).toHaveValue(email);
    await expect(main.locator('input[type=tel]')).toHaveValue('');

    await page.getByRole('button', { name: WORDS[lang].account }).click();
    await page.getByRole('button', { name: WORDS[lang].profile }).click();
    const profile = page.getByRole('dialog', { name: WORDS[lang].profile });
    await expect(profile.getByText(WORDS[lang].none)).toBeVisible();
    await expect(profile.getByText('600000000')).toHaveCount(0);
  });
}
