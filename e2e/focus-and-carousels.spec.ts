import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shop.ts';
import { axeViolations } from './support/axe.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

// Issue 20, items 9 and 10: focus comes back to what opened a dialog, a menu gives way to the cart in
// one click, and the home page's carousels loop with the same gap at every seam; in French and Arabic.
const TEXTS = {
  fr: {
    submit: 'Obtenir le catalogue',
    chooseVersion: 'Choisissez la version du catalogue',
    downloadFr: 'Télécharger – Version française',
    downloaded: 'Téléchargé !',
    account: 'Mon compte',
    profile: 'Mon profil',
    cart: 'Panier',
    brands: 'Nos marques',
    previousBrand: 'Marque précédente',
    featured: 'Nos produits phares',
  },
  ar: {
    submit: 'الحصول على الكتالوج',
    chooseVersion: 'اختاروا نسخة الكتالوج',
    downloadFr: 'تحميل – النسخة الفرنسية',
    downloaded: 'تم التحميل!',
    account: 'حسابي',
    profile: 'ملفي الشخصي',
    cart: 'السلة',
    brands: 'علاماتنا',
    previousBrand: 'العلامة السابقة',
    featured: 'منتجاتنا المميزة',
  },
} as const;

const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The boxes of a carousel's slide contents within its viewport, in the order they show on screen. */
async function visibleCards(carousel: Locator) {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector(':scope > .overflow-hidden')!.getBoundingClientRect();
    return [...region.querySelectorAll(':scope > .overflow-hidden > div > div')]
      // A slide's card (a card is preceded by the hidden mark of the part it hydrates as).
      .map((slide) => slide.querySelector(':scope > :not([hidden])')!.getBoundingClientRect())
      .filter((box) => box.right > viewport.left + 1 && box.left < viewport.right - 1)
      .map((box) => ({ left: box.left, right: box.right }))
      .sort((a, b) => a.left - b.left);
  });
}

/** Waits for embla to have started on a carousel (it starts as the carousel comes near the screen). */
async function started(page: Page, carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button').last()).toBeVisible();
  // embla places the slides with transforms once it runs.
  await expect.poll(() => carousel.evaluate((region) => getComputedStyle(region.querySelector(':scope > .overflow-hidden > div')!).transform)).not.toBe('none');
  await page.waitForTimeout(300);
}

for (const lang of ['fr', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`after the catalogue download, Escape closes its modal and focus returns to the request button (${lang})`, async ({ page }) => {
    test.slow();
    await page.goto(`/?lang=${lang}`);
    const section = page.locator('#catalog');
    await section.scrollIntoViewIfNeeded();
    await section.locator('input[name=name]').fill('Salma');
    await section.locator('input[name=surname]').fill('Idrissi');
    await section.locator('input[name=email]').fill('salma.idrissi@example.ma');
    await section.locator('input[type=tel]').fill('0661234567');
    const submit = section.getByRole('button', { name: text.submit });
    await submit.click();
    const modal = page.getByRole('dialog', { name: text.chooseVersion });
    await expect(modal).toBeVisible();
    // From the keyboard: the download button takes the focus, Enter downloads, Escape closes.
    const version = modal.getByRole('button', { name: text.downloadFr });
    for (let presses = 0; presses < 5 && !(await focused(version)); presses++) await page.keyboard.press('Tab');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await download;
    await expect(version).toContainText(text.downloaded);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect.poll(() => focused(submit), { message: 'focus is back on the catalogue request button' }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`closing the profile modal gives focus back to its button, and Escape then closes the account menu (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the account menu is a panel on a desktop');
    test.slow();
    const email = `profil.${lang}.${Date.now()}@example.ma`;
    await verifiedAccount(page, email);
    await signInOnPage(page, email, lang);
    const account = page.getByRole('button', { name: text.account });
    await account.click();
    const menu = page.getByRole('dialog', { name: text.account });
    const profile = menu.getByRole('button', { name: text.profile });
    await profile.click();
    const modal = page.getByRole('dialog', { name: text.profile });
    await expect(modal).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(menu).toBeVisible();
    expect(await focused(profile), 'focus is back on the profile button').toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(await focused(account), 'focus is back on the account button').toBe(true);
  });

  test(`one click on the cart closes the account menu and opens the cart (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the account menu is a panel on a desktop');
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('button', { name: text.account }).click();
    const menu = page.getByRole('dialog', { name: text.account });
    await expect(menu).toBeVisible();
    // Where the shopper clicks, whatever lies on top there (a click the open menu swallows never reaches the cart).
    const cart = (await page.getByRole('button', { name: new RegExp(`^${text.cart},`) }).boundingBox())!;
    await page.mouse.click(cart.x + cart.width / 2, cart.y + cart.height / 2);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: text.cart })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the brands carousel loops (${lang})`, async ({ page }) => {
    test.slow();
    await page.goto(`/?lang=${lang}`);
    const brands = page.getByRole('region', { name: text.brands });
    await started(page, brands);
    const count = ((await (await page.request.get(`/api/products/brands?lang=${lang}`)).json()) as { data: unknown[] }).data.length;
    // Each brand once for assistive technology, however many copies the loop needs.
    await expect(brands.getByRole('group')).toHaveCount(count);
    // Looping: from the first brand there is a previous one (the last), and the row has no empty end.
    const previous = brands.getByRole('button', { name: text.previousBrand });
    await expect(previous).toBeEnabled();
    await previous.click();
    await page.waitForTimeout(800);
    const viewport = (await brands.locator('.overflow-hidden').first().boundingBox())!;
    const cards = await visibleCards(brands);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]!.left, 'the row starts at the viewport start').toBeLessThanOrEqual(viewport.x + 1);
    expect(cards.at(-1)!.right, 'the row reaches the viewport end').toBeGreaterThanOrEqual(viewport.x + viewport.width - 1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the featured cards keep their gap at the loop seam (${lang})`, async ({ page }) => {
    test.slow();
    await page.goto(`/?lang=${lang}`);
    const featured = page.getByRole('region', { name: text.featured });
    await started(page, featured);
    const cards = await visibleCards(featured);
    const gaps = cards.slice(1).map((card, i) => Math.round(card.left - cards[i]!.right));
    expect(gaps.length).toBeGreaterThan(0);
    // The first card is centred: the last one is beside it, across the seam, with the same gap.
    for (const gap of gaps) expect(gap).toBe(16);
    expect(await axeViolations(page)).toEqual([]);
  });
}
