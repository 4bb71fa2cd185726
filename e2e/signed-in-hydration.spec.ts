// Issue 43, item 6: a signed-in shopper's pages hydrate without an error. The server renders every
// page as a guest's; the browser must hydrate each part from the same first states, not from the
// session it has already restored by the time a part further down hydrates.
import type { Page } from '@playwright/test';
import { expect, test } from './support/shop.ts';
import { placeOrderByApi } from './support/orders.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

/** Every error the page logs or throws, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const lang of ['fr', 'ar'] as const) {
  test(`a signed-in journey through home, product, cart, checkout and confirmation logs no error (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    const email = `hydration.${lang}.${isMobile ? 'phone' : 'desktop'}@example.ma`;
    await verifiedAccount(page, email, { phone: '+212661234567' });
    await signInOnPage(page, email, lang);
    const errors = consoleErrors(page);

    const { data } = (await (await page.request.get(`/api/products?lang=${lang}&pageSize=48`)).json()) as {
      data: { products: { id: string; slug: string; name: string; variants: { id: string; stock: number }[] }[] };
    };
    const product = data.products.find((p) => p.variants.length > 1 && p.variants.every((v) => v.stock >= 5))!;

    for (const path of ['/', `/produits/${product.slug}`, '/shop']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      // Everything on the page hydrated: scrolled through, so each part that waits to come near does.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
    }
    // The cart: added from the product page, then shown in the cart menu after a reload.
    await page.goto(`/produits/${product.slug}?lang=${lang}`);
    const add = page.getByRole('button', { name: lang === 'fr' ? 'Ajouter' : 'أضف', exact: true }).last();
    await add.click();
    await page.reload();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.goto(`/checkout?lang=${lang}`);
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();

    // The confirmation page of an order of the shopper's, placed from the cart as the checkout places it.
    const order = await placeOrderByApi(page, email, lang, { fillCart: false });
    await page.goto(`/checkout?order=${order.id}&lang=${lang}`);
    await expect(page.getByRole('heading', { name: lang === 'fr' ? 'Commande Confirmée' : 'تم تأكيد الطلب' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
