import { expect, test } from './support/shop.ts';
import { mailCount, mailTo } from './support/mailbox.ts';

test.skip(({ isMobile }) => isMobile, 'one journey is enough; the form is the same on a phone');

test('a contact message is checked, sent, shown as sent, cleared, and reaches the shop by mail', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  const send = form.getByRole('button', { name: 'Envoyer le message' });

  // Nothing filled: the spec's words, in French.
  await send.click();
  await expect(form.getByText('Ce champ est obligatoire')).toHaveCount(2);
  await expect(form.getByText('E-mail obligatoire')).toBeVisible();
  await expect(form.getByText('Numéro de téléphone obligatoire')).toBeVisible();
  await expect(form.getByText('Veuillez remplir ce champ')).toBeVisible();

  const before = mailCount();
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Youssef');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('B');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill('youssef.benali@example.ma');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).blur();
  await expect(form.getByText('Minimum 2 caractères')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Benali');
  await expect(form.getByText('Minimum 2 caractères')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('0661234567');
  await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour, livrez-vous des bidons de 25 L à Fès ?');
  await send.click();

  await expect(form.getByRole('status').filter({ hasText: 'Message envoyé' })).toBeVisible();
  await expect(send).toBeDisabled();
  const mail = await mailTo('contact@huileries-du-saiss.ma', before);
  expect(mail.subject).toBe('Message du site de Youssef Benali');
  expect(mail.text).toContain('bidons de 25 L à Fès');
  expect(mail.text).toContain('+212661234567');
  // After 3 s the form is empty again and ready.
  await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('', { timeout: 6000 });
  await expect(send).toBeEnabled();
});
