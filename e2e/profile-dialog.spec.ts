// Issue 43, item 7: on a phone, the profile dialog names the e-mail field in the shopper's language
// (it showed the raw key "auth.email"), and a long address stays inside the dialog.
import { expect, test } from './support/shop.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

test.skip(({ isMobile }) => !isMobile, 'a phone, where it was seen');

const WORDS = {
  fr: { open: 'Ouvrir le menu', profile: 'Mon profil', email: 'Adresse e-mail' },
  ar: { open: 'فتح القائمة', profile: 'ملفي الشخصي', email: 'البريد الإلكتروني' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`the profile dialog labels the e-mail and keeps a long one inside it (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    const email = `salma.idrissi.tres.longue.adresse.${lang}@cooperative-huiles-du-moyen-atlas.example.ma`;
    await verifiedAccount(page, email);
    await signInOnPage(page, email, lang);
    await page.getByRole('button', { name: words.open }).click();
    await page.getByRole('button', { name: words.profile }).click();
    const dialog = page.getByRole('dialog', { name: words.profile });
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(dialog).not.toContainText('auth.');
    await expect(dialog.getByText(words.email, { exact: true })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const shown = (await dialog.getByText(email).boundingBox())!;
    expect(shown.x).toBeGreaterThanOrEqual(box.x);
    expect(shown.x + shown.width).toBeLessThanOrEqual(box.x + box.width);
  });
}
