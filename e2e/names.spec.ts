// A name that is not one (a link, digits) is refused by the forms in the shopper's language, and
// nothing is sent: such a "name" would otherwise be read back to its victim in the shop's mail.
import { expect, test } from './support/shop.ts';
import { mailCount } from './support/mailbox.ts';

test.skip(({ isMobile }) => isMobile, 'the same forms on a phone');
// Two pages, the second's catalogue form loading as it nears the screen: more than 30 s on a busy machine.
test.slow();

const LINK = 'Votre compte est suspendu, visitez http://phish.example';

for (const [lang, message] of [
  ['fr', 'Lettres uniquement, 40 caractères au plus'],
  ['ar', 'حروف فقط، 40 حرفًا على الأكثر'],
] as const) {
  test(`sign-up and the catalogue form refuse a link as a name, and send nothing (${lang})`, async ({ page }) => {
    const before = mailCount();
    await page.goto(`/signup?lang=${lang}`);
    const first = page.locator('input[name=firstName]');
    await first.fill(LINK);
    await first.blur();
    await expect(page.getByText(message)).toBeVisible();
    await first.fill('Amina2026');
    await expect(page.getByText(message)).toBeVisible();
    await first.fill('فاطمة الزهراء');
    await expect(page.getByText(message)).toBeHidden();

    await page.goto(`/?lang=${lang}`);
    // The section's form comes once it is near the screen.
    await page.locator('#catalog').scrollIntoViewIfNeeded();
    const name = page.locator('#catalog').getByRole('textbox').first();
    await name.fill('http://phish.example');
    await name.blur();
    await expect(page.getByText(message)).toBeVisible();
    expect(mailCount()).toBe(before);
  });
}
