import { expect, type Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from './mailbox.ts';

export const PASSWORD = 'Zitoun#2026';

/** Fills the French signup form (on /signup) with a valid account for this address; nothing is sent. */
export async function fillSignup(page: Page, email: string, name = { first: 'Amina', last: 'Bennani' }) {
  await page.getByRole('textbox', { name: 'Prénom' }).fill(name.first);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name.last);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).first().fill(email);
  await page.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('0661234567');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByText('J’accepte les conditions générales de vente').click();
}

/** A verified account made through the API, as the signup journey makes one through the pages. */
export async function verifiedAccount(page: Page, email: string, extra: { firstName?: string; lastName?: string; phone?: string } = {}) {
  const before = mailCount();
  const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Salma', lastName: 'Idrissi', ...extra, email, password: PASSWORD } });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  await page.request.post('/api/public/verify', { data: { email, code: codeOf(await mailTo(email, before)) } });
}

/** Signs in on /login in a language, and waits for the home page it leads to. */
export async function signInOnPage(page: Page, email: string, lang: 'fr' | 'ar') {
  await page.goto(`/login?lang=${lang}`);
  const form = page.getByRole('main');
  await form.locator('input[type=email]').fill(email);
  await form.locator('input[type=password]').fill(PASSWORD);
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
}
