// Journey: a forgotten password, reset with the mailed code (spec section 4).
import { expect, test } from '../support/shop.ts';
import { codeOf, mailCount, mailTo } from '../support/mailbox.ts';

const PASSWORD = 'Zitoun#2026';

test.skip(({ isMobile }) => isMobile, 'one journey is enough; the pages are the same on a phone');

test('forgot password: the mailed code sets a new one; the old one is refused, the new one signs in', async ({ page }) => {
  // A verified account, made through the API as the signup journey makes it through the pages.
  const email = 'amina.reset@example.ma';
  const before = mailCount();
  const created = await page.request.post('/api/auth/register', { data: { firstName: 'Amina', lastName: 'Bennani', email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const verified = await page.request.post('/api/public/verify', { data: { email, code: codeOf(await mailTo(email, before)) } });
  expect(verified.status()).toBe(200);

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

const WORDS = {
  fr: { rejected: 'Ce code est incorrect ou a expiré', changeCode: 'Modifier le code', resend: 'Renvoyer le code', wait: /^Trop de tentatives\. Réessayez dans (1 minute|[1-5]?\d secondes)\.$/ },
  ar: { rejected: 'هذا الرمز غير صحيح أو انتهت صلاحيته', changeCode: 'تعديل الرمز', resend: 'إعادة إرسال الرمز', wait: /^محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى خلال (دقيقة واحدة|[1-5]?\d ثانية)\.$/ },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a wrong code at step 3 goes back to step 2; a resend too soon says how long to wait (${lang})`, async ({ page }) => {
    const email = `youssef.${lang}@example.ma`;
    const before = mailCount();
    await page.request.post('/api/auth/register', { data: { firstName: 'Youssef', lastName: 'Alami', email, password: PASSWORD } });
    await page.request.post('/api/public/verify', { data: { email, code: codeOf(await mailTo(email, before)) } });

    await page.goto(`/reset-password?lang=${lang}`);
    const main = page.getByRole('main');
    const submit = main.locator('button[type=submit]');
    const beforeReset = mailCount();
    await main.locator('input[type=email]').fill(email);
    await submit.click();
    const code = codeOf(await mailTo(email, beforeReset));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    // Step 2 → 3 with a wrong code: the server refuses it only with the new password.
    const codeField = main.getByRole('textbox').first();
    await codeField.fill(wrong);
    await submit.click();
    await main.locator('input[type=password]').nth(0).fill('Nouveau#2027');
    await main.locator('input[type=password]').nth(1).fill('Nouveau#2027');
    await submit.click();
    await expect(main.getByRole('alert')).toContainText(WORDS[lang].rejected);

    // Back to step 2, the code still there to correct.
    await main.getByRole('button', { name: WORDS[lang].changeCode }).click();
    await expect(codeField).toHaveValue(wrong);
    // A new code asked for within the minute: the server's 429, said with its wait (a minute, or the
    // seconds left of it), not a bare failure.
    await main.getByRole('button', { name: WORDS[lang].resend }).click();
    await expect(page.getByText(WORDS[lang].wait)).toBeVisible();

    // The right code, then the new password: done.
    await codeField.fill(code);
    await submit.click();
    await main.locator('input[type=password]').nth(0).fill('Nouveau#2027');
    await main.locator('input[type=password]').nth(1).fill('Nouveau#2027');
    await submit.click();
    await expect(main.locator('ol li').nth(3)).toHaveAttribute('aria-current', 'step');
  });
}
