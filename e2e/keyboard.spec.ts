import { expect, test } from './support/shop.ts';
import type { Locator, Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from './support/mailbox.ts';

const PASSWORD = 'Zitoun#2026';

/** Presses Tab until the target has the focus, and checks the focus is visible there. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < 250; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 }).catch(() => false)) {
      // A ring (box-shadow) or an outline marks where the keyboard is.
      // A radio's input is hidden: its card (the label) carries the ring.
      const marked = await target.evaluate((element) => {
        const ringed = (e: Element) => {
          const style = getComputedStyle(e);
          return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        };
        const card = element.closest('label');
        return ringed(element) || (card !== null && ringed(card));
      });
      expect(marked, `no visible focus on ${await target.evaluate((e) => e.outerHTML.slice(0, 120))}`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** In a radio group that has the focus, arrows until the named option is the checked one. */
async function arrowTo(page: Page, option: Locator) {
  for (let presses = 0; presses < 10; presses++) {
    if (await option.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`arrows never reached ${option}`);
}

test.skip(({ isMobile }) => isMobile, 'a keyboard journey: the desktop layout');

test('without a mouse: from the home page to a placed order', async ({ page }) => {
  test.setTimeout(120_000);
  // A verified customer (the signup by mail code has its own journey).
  const email = `clavier.${Date.now()}@example.ma`;
  const before = mailCount();
  expect((await page.request.post('/api/auth/register', { data: { firstName: 'Salma', lastName: 'Idrissi', email, password: PASSWORD, phone: '+212661234567' } })).status()).toBe(201);
  expect((await page.request.post('/api/public/verify', { data: { email, code: codeOf(await mailTo(email, before)) } })).ok()).toBe(true);

  // Home → the shop, through the main navigation.
  await page.goto('/');
  await tabTo(page, page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Boutique' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop/);

  // A product into the cart.
  const add = page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first();
  await expect(add).toBeVisible();
  const product = (await add.getAttribute('aria-label'))!.replace(/^Ajouter (.+) au panier$/, '$1');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `${product} est dans le panier` })).toBeVisible({ timeout: 10_000 });

  // Sign in from the account menu; focus comes back to its button when it closes.
  const account = page.getByRole('button', { name: 'Mon compte' });
  await tabTo(page, account, { backwards: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Mon compte' });
  await tabTo(page, menu.getByRole('textbox', { name: 'Adresse e-mail' }));
  await page.keyboard.type(email);
  await tabTo(page, menu.getByLabel('Mot de passe', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();

  // The cart menu → checkout.
  const cart = page.getByRole('button', { name: /^Panier, 1 article/ });
  await tabTo(page, cart);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog', { name: 'Panier' }).getByRole('link', { name: 'Passer la commande' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout/);

  // Step 0: the account filled the contact; the city searched in its list, chosen with the arrows and Enter.
  await tabTo(page, page.getByRole('combobox', { name: 'Ville' }));
  await page.keyboard.type('Tanger');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('Tanger');
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Step 1: pickup at a shop, chosen with the arrows and Space.
  const methods = page.getByRole('radiogroup', { name: 'Mode de livraison' });
  await tabTo(page, methods.getByRole('radio').first());
  await arrowTo(page, methods.getByRole('radio', { name: /Retrait gratuit en boutique/ }));
  const shops = page.getByRole('radiogroup', { name: 'Magasin de retrait' });
  await tabTo(page, shops.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(shops.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Step 2: cash on delivery.
  const payments = page.getByRole('radiogroup', { name: 'Mode de paiement' });
  await tabTo(page, payments.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(payments.getByRole('radio', { name: /Paiement à la livraison/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Step 3: the order.
  await expect(page.getByRole('heading', { name: 'Récapitulatif de commande' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Confirmer la commande' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Commande Confirmée' })).toBeVisible({ timeout: 15_000 });
  // The order number on its own (the invoice's heading carries it too).
  await expect(page.getByText(/^CMD-\d{4}-\d{6}$/)).toBeVisible();
});
