// The account menu's mobile variant (spec section 2): on a phone, a signed-in shopper finds the
// profile card with its badge, the entries and logout in the menu, not "Connexion / Inscription".
import { expect, test } from './support/shop.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

test.skip(({ isMobile }) => !isMobile, 'below 1024 px the account lives in the hamburger menu');

const WORDS = {
  fr: { open: 'Ouvrir le menu', verified: 'Compte vérifié', profile: 'Mon profil', orders: 'Mes commandes', logout: 'Se déconnecter', login: 'Connexion', close: 'Fermer' },
  ar: { open: 'فتح القائمة', verified: 'حساب مُتحقَّق منه', profile: 'ملفي الشخصي', orders: 'طلباتي', logout: 'تسجيل الخروج', login: 'تسجيل الدخول', close: 'إغلاق' },
} as const;


for (const lang of ['fr', 'ar'] as const) {
  test(`a signed-in shopper's phone menu shows the profile card, the badge, the entries and logout (${lang})`, async ({ page }) => {
    const email = `salma.${lang}@example.ma`;
    const words = WORDS[lang];
    await verifiedAccount(page, email);
    await signInOnPage(page, email, lang);
    await page.getByRole('button', { name: words.open }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Salma Idrissi')).toBeVisible();
    await expect(menu.getByText(words.verified)).toBeVisible();
    await expect(menu.getByRole('button', { name: words.profile })).toBeVisible();
    await expect(menu.getByRole('link', { name: words.orders })).toBeVisible();
    await expect(menu.getByRole('link', { name: words.login })).toHaveCount(0);

    // The profile opens with its details and closes back to the menu's entry.
    await menu.getByRole('button', { name: words.profile }).click();
    const profile = page.getByRole('dialog', { name: words.profile });
    await expect(profile.getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toHaveCount(0);
    await expect(page.getByRole('dialog').getByRole('button', { name: words.profile })).toBeFocused();

    // Logout signs out: the menu offers to sign in again.
    await page.getByRole('dialog').getByRole('button', { name: words.logout }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: words.open }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: words.login })).toBeVisible();
  });
}
