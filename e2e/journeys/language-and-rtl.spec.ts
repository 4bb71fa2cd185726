// Journey: switching language, Arabic right to left, and a first visit in English (spec section 4).
import { expect, test } from '../support/shop.ts';

test.describe('languages', () => {
  test('switching to Arabic turns the page right to left, mirrors the header, and survives a reload', async ({ page, isMobile }) => {
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    if (isMobile) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: /^Langue/ }).click();
      await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    }
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();
    // Mirrored: the logo sits at the right end of the bar.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'الرئيسية' }).first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(logo!.x + logo!.width / 2).toBeGreaterThan(isMobile ? width * 0.3 : width / 2);
    if (!isMobile) {
      const cta = await page.getByRole('banner').getByRole('link', { name: 'اكتشف منتجاتنا' }).boundingBox();
      expect(cta!.x).toBeLessThan(width / 2);
    }
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();
    // Product names come back from the API in Arabic too.
    await expect(page.getByRole('article').first().getByRole('heading')).toContainText(/[\u0600-\u06FF]/);
  });

  test('?lang=en serves English to a first visitor, from the server on', async ({ page, isMobile }) => {
    const response = await page.goto('/about?lang=en');
    expect(await response?.text()).toMatch(/<html lang="en" dir="ltr">/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of sale' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The header marks the page it is on, ?lang= or not (on a phone the links are in the menu).
    if (!isMobile) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
      await page.goto('/?lang=en');
      await expect(page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});

