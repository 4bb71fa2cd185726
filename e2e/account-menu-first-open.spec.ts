// Issue 43, item 16: the account menu's first opening took about 400 ms at 1280 px. Its code and the
// forms' texts now load when the pointer reaches the button; once they are in, the click shows the
// sign-in form in the same render: never the loading spinner, which React would otherwise keep on
// screen for its 300 ms fallback throttle. (npm run account-menu-timing measures the milliseconds.)
import { expect, test } from './support/shop.ts';

test.skip(({ isMobile }) => isMobile, 'a phone opens the account in a modal, not the menu under its button');

const WORDS = { fr: { account: 'Mon compte', email: 'Adresse e-mail' }, ar: { account: 'حسابي', email: 'البريد الإلكتروني' } } as const;

/** The chunks the hover asked for, once fetched and run: imported again in the page, which waits for them. */
const LOADED_AFTER_HOVER = `(async () => {
  const names = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\\/assets\\/(AccountPanel|HeaderPopoverPanel|(fr|ar)\\.forms)-[^/]*\\.js$/.test(n));
  await Promise.all(names.map((n) => import(n)));
  await new Promise((resolve) => setTimeout(resolve));
  return names.map((n) => n.split('/').pop().split('-')[0]).sort();
})()`;

const SPINNER_SEEN = `new Promise((resolve) => {
  window.__spinnerSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('[role=dialog] [role=status]')) window.__spinnerSeen = true;
  }).observe(document.body, { childList: true, subtree: true });
  resolve(true);
})`;

for (const lang of ['fr', 'ar'] as const) {
  test(`the account menu, its code fetched on hover, opens on its form without a spinner (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const button = page.getByRole('button', { name: words.account });
    await button.hover();
    await expect.poll(() => page.evaluate<string[]>(LOADED_AFTER_HOVER)).toEqual(['AccountPanel', 'HeaderPopoverPanel', `${lang}.forms`]);

    await page.evaluate(SPINNER_SEEN);
    await button.click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: words.email })).toBeVisible();
    expect(await page.evaluate('window.__spinnerSeen')).toBe(false);
  });
}
