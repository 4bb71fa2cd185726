import type { Page } from '@playwright/test';

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
