import { expect, type Page, test } from '@playwright/test';
import { codeOf, mailCount, mailTo } from './support/mailbox.ts';

const PASSWORD = 'Zitoun#2026';

async function fillSignup(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Amina');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bennani');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).first().fill(email);
  await page.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('0661234567');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByText('J’accepte les conditions générales de vente').click();
}

test('sign up, read the code from the mail, verify, land on /checkout signed in; log out; reset the password; log in', async ({ page, browserName }, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey is enough; the mobile project runs the shell');
  const email = `amina.${Date.now()}.${browserName}@example.ma`;

  // The form says what is wrong, in French, before anything is sent.
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
  await expect(page.getByText('Vous devez accepter les conditions')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill('abc');
  await page.getByLabel('Mot de passe', { exact: true }).blur();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();

  const before = mailCount();
  await fillSignup(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  const mail = await mailTo(email, before);
  expect(mail.subject).toBe('Votre code de vérification Huileries du Saïss');
  await page.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(codeOf(mail));
  await page.getByRole('button', { name: 'Vérifier le compte' }).click();
  await expect(page.getByText('Votre compte est vérifié')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail vérifié avec succès !' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 5000 });

  // Signed in: the account menu shows the verified profile; logging out brings back the tabs.
  await page.getByRole('button', { name: 'Mon compte' }).click();
  const menu = page.getByRole('dialog', { name: 'Mon compte' });
  await expect(menu.getByText('Compte vérifié')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon compte' }).getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Reset the password with the mailed code.
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/reset-password$/);
  const beforeReset = mailCount();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).first().fill(email);
  await page.getByRole('button', { name: 'Envoyer le code' }).click();
  const resetMail = await mailTo(email, beforeReset);
  await page.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(codeOf(resetMail));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Nouveau mot de passe').fill('Nouveau#2027');
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau#2027');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByText('Mot de passe réinitialisé')).toBeVisible();

  // The old password fails with a red banner; the new one signs in.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
  await form.getByLabel('Mot de passe', { exact: true }).fill('Nouveau#2027');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon compte' }).getByText(email)).toBeVisible();
});
