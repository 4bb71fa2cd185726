// Issue 22, item 6: the back office under /admin, a page of its own. Staff sign in with their password,
// then the 6-digit code mailed to them; the session lasts the tab; signing out ends it.
import { axeViolations } from './support/axe.ts';
import { expect, OWNER, signIn, test } from './admin-support.ts';

// Each file starts a shop on an embedded database of its own (slower to make than an in-memory one).
test.describe.configure({ timeout: 120_000 });

test('the owner signs in with the mailed code, lands on the orders, and signs out', async ({ page, shop }) => {
  await signIn(page, shop, 'fr', '/admin/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('link', { name: 'Commandes' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  // A reload keeps the session (sessionStorage); the shop's own token is not involved.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('status')).toContainText('Vous êtes déconnecté.');
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test('a wrong code is refused in the staff member’s language, Arabic right to left', async ({ page, shop }) => {
  await signIn(page, shop, 'fr');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.goto('/admin/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(OWNER);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'متابعة' }).click();
  // The same answer whether or not the password was right: the code screen, and a code that fails.
  await page.getByRole('textbox', { name: 'رمز من 6 أرقام' }).fill('000000');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('رمز غير صحيح أو منتهي الصلاحية.');
  expect(await axeViolations(page)).toEqual([]);
});

test('the language switch turns the back office to English and Arabic, and keeps the choice', async ({ page, shop }) => {
  await signIn(page, shop, 'fr');
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
});

test('the accept-invitation screen checks the password rules before sending', async ({ page }) => {
  await page.goto('/admin/accept-invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Accepter l’invitation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('nouveau@huileries.ma');
  await page.getByRole('textbox', { name: 'Code de l’invitation' }).fill('123456');
  await page.getByLabel('Nouveau mot de passe').fill('court');
  await page.getByRole('button', { name: 'Choisir ce mot de passe' }).click();
  await expect(page.getByText('Au moins 8 caractères.')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('Huile#Saiss2026');
  await page.getByRole('button', { name: 'Choisir ce mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invitation invalide ou expirée.');
  expect(await axeViolations(page)).toEqual([]);
});
