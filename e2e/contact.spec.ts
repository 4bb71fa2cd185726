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

for (const lang of ['fr', 'ar']) {
  test(`the home page, /contact and /about give one set of phones and one address (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const section = page.locator('section:has(#home-contact-title)');
    // The section renders when it comes near the screen; scroll to the footer until it has, as a
    // shopper would if sections above it were still settling their heights.
    await expect(async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(section.locator('a[href^="tel:"]')).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const phones = await section.locator('a[href^="tel:"]').allInnerTexts();
    const address = await section.locator('dd').last().innerText();
    // "street, city, country": the street and the city must be those of the other pages.
    const parts = address.split(/[,،]\s*/);
    const city = parts.at(-2)!;
    const street = address.replace(/(?:[,،]\s*[^,،]+){2}$/, '');

    await page.goto(`/contact?lang=${lang}`);
    const contact = await page.getByRole('main').innerText();
    for (const phone of phones) expect(contact).toContain(phone);
    expect(contact).toContain(`${street}`);
    expect(contact).toContain(city);

    await page.goto(`/about?lang=${lang}`);
    const about = await page.getByRole('main').innerText();
    expect(about).toContain(street);
    expect(about).toContain(city);
  });
}
