// The account menu's red banner (spec section 8: "profile load failure auth.profileError. Shown in a
// red banner"). The spec names the key only; the texts are the translation files', typed out here.
import { expect, test } from './support/shop.ts';
import { axeViolations } from './support/axe.ts';

test.skip(({ isMobile }) => isMobile, 'the account menu sits in the desktop bar');

const WORDS = {
  fr: { menu: 'Mon compte', failed: 'Impossible de charger votre profil', login: 'Connexion' },
  ar: { menu: 'حسابي', failed: 'تعذّر تحميل ملفك الشخصي', login: 'تسجيل الدخول' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a profile that fails to load signs the shopper out and says so in the account menu (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    // A returning shopper's stored session, whose profile the server fails to give (500, not a 401).
    await page.addInitScript(() => {
      localStorage.setItem('authToken', 'a.b.c');
      localStorage.setItem('refreshToken', 'r');
      localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
    });
    await page.route('**/api/auth/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Internal error', message: 'Internal error', code: 'INTERNAL_ERROR' }) }));
    await page.goto(`/?lang=${lang}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.getByRole('button', { name: words.menu }).click();
    const menu = page.getByRole('dialog', { name: words.menu });
    await expect(menu.getByRole('alert')).toHaveText(words.failed);
    await expect(menu.getByRole('tab', { name: words.login })).toBeVisible();
    await page.screenshot({ path: `test-results/account-failure-${lang}.png` });
    expect(await axeViolations(page), 'account menu with its banner').toEqual([]);
  });
}
