// Journey: sign up, verify with the mailed code, sign out and in (spec section 4).
import { expect, test } from '../support/shop.ts';
import { codeOf, mailCount, mailTo } from '../support/mailbox.ts';
import { fillSignup, PASSWORD } from '../support/signup.ts';

test.skip(({ isMobile }) => isMobile, 'one journey is enough; the mobile project runs the shell');

test('sign up, read the code from the mail, verify, land on /checkout signed in; log out; log back in', async ({ page, browserName }) => {
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

  // Signing in again in the menu finds the same verified account.
  await page.getByRole('button', { name: 'Mon compte' }).click();
  const again = page.getByRole('dialog', { name: 'Mon compte' });
  await again.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await again.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await again.getByRole('button', { name: 'Se connecter' }).click();
  await expect(again).toHaveCount(0);
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon compte' }).getByText('Compte vérifié')).toBeVisible();
});

const RESEND = {
  fr: { resend: 'Renvoyer le code', sent: 'Un nouveau code a été envoyé', wait: /^Trop de tentatives\. Réessayez dans (1 minute|[1-5]?\d secondes)\.$/ },
  ar: { resend: 'إعادة إرسال الرمز', sent: 'تم إرسال رمز تحقق جديد', wait: /^محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى خلال (دقيقة واحدة|[1-5]?\d ثانية)\.$/ },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a code asked for again within the minute says how long to wait, in the page's language (${lang})`, async ({ page }) => {
    const email = `karim.${lang}@example.ma`;
    const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Karim', lastName: 'Idrissi', email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    await page.goto(`/verify-email?email=${encodeURIComponent(email)}&lang=${lang}`);
    const resend = page.getByRole('button', { name: RESEND[lang].resend });
    // One new code a minute: the first is sent, the second refused with the wait.
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: RESEND[lang].sent })).toBeVisible();
    await resend.click();
    await expect(page.getByText(RESEND[lang].wait)).toBeVisible();
  });
}
