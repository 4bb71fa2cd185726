// Issue 43, item 15: `npm run staff -- add` works while the shop serves on its embedded database, and
// prints the page to open; there, in the browser, the new member chooses a password and is signed in.
import { expect, test } from './admin-support.ts';

test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'run once, at 1280 px');

const WORDS = {
  fr: { title: 'Accepter l’invitation', email: 'Adresse e-mail', code: 'Code de l’invitation', password: 'Nouveau mot de passe', submit: 'Choisir ce mot de passe', home: /^À confirmer/ },
  ar: { title: 'قبول الدعوة', email: 'البريد الإلكتروني', code: 'رمز الدعوة', password: 'كلمة المرور الجديدة', submit: 'اعتماد كلمة المرور', home: /^للتأكيد/ },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`the staff command, run while the shop serves, prints the invitation page that signs the member in (${lang})`, async ({ page, shop }) => {
    const email = `vendeur.${lang}+1@huileries.ma`;
    // The shop is serving: its folder is locked, and the command goes through the running server.
    expect((await page.request.get('/api/health')).ok()).toBe(true);
    const run = shop.staffCommand('add', email, '--role', 'staff');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('/api/');
    const code = /Invitation code: (\d{6})/.exec(run.stdout)?.[1];
    const pageUrl = /(\S+\/admin\/accept-invite\?email=\S+)/.exec(run.stdout)?.[1];
    expect(code).toBeDefined();
    expect(run.stdout).toMatch(/\S+\/admin\/login\b/);
    const printed = new URL(pageUrl!);
    expect(printed.searchParams.get('email')).toBe(email);

    await page.goto(`${printed.pathname}${printed.search}&lang=${lang}`);
    const words = WORDS[lang];
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: words.email })).toHaveValue(email);
    await page.getByRole('textbox', { name: words.code }).fill(code!);
    await page.getByLabel(words.password, { exact: true }).fill('Saiss#Vente2026');
    await page.getByRole('button', { name: words.submit }).click();
    // The new member lands on the back office's first screen, the confirmation queue.
    await expect(page.getByRole('heading', { level: 1, name: words.home })).toBeVisible();
  });
}
