// Issue 22, "Done when": a day's work at the producer, in Chromium. The first owner (made by the staff
// command) invites a member, who signs in with the mailed code; a customer orders by bank transfer in
// the shop and the shop's mail arrives, linking to the order; the member finds it, marks the transfer
// received, ships and delivers it, with the keyboard, and the customer is mailed each time; another
// order is cancelled and its stock comes back; a price change shows on /shop at the next load.
import type { Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from './support/mailbox.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';
import { chooseCity } from './support/city.ts';
import { expect, newPage, OWNER, placeOrder, STAFF_PASSWORD, test } from './admin-support.ts';

const MEMBER = 'karim@huileries.ma';
const MEMBER_PASSWORD = 'Karim#Zitoun2026';
// The shop's address for its own mails (SHOP_EMAIL's default, spec section 2's contact address).
const SHOP_EMAIL = 'contact@huileries-du-saiss.ma';

test.skip(({ isMobile }) => isMobile, 'one day’s journey; the screens are checked at 390 px in the other admin specs');
test.describe.configure({ timeout: 300_000 });


/** Presses a button with the keyboard: focus, then Enter, as a member without a mouse does. */
const pressButton = async (page: Page, name: string | RegExp) => {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await page.keyboard.press('Enter');
};

test('a day at the shop: invite, sign in with the code, take a bank-transfer order to the door, cancel one, change a price', async ({ page, browser, shop }) => {
  // Morning: the owner accepts the invitation the command printed, and invites Karim.
  await page.goto('/admin/accept-invite');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(OWNER);
  await page.getByRole('textbox', { name: 'Code de l’invitation' }).fill(shop.inviteCode);
  await page.getByLabel('Nouveau mot de passe').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Choisir ce mot de passe' }).click();
  // An owner starts on the dashboard; a member (below) on the confirmation queue.
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('link', { name: 'Équipe' }).click();
  let since = mailCount();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MEMBER);
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${MEMBER} est invité` })).toBeVisible();
  const invitation = await mailTo(MEMBER, since);
  expect(invitation.subject).toBe('Votre accès à l’espace de gestion de la boutique');

  // Karim chooses his password with the mailed code, then signs in with it and a code mailed at sign-in.
  const karim = await newPage(browser, shop.url);
  await karim.goto('/admin/accept-invite');
  await karim.getByRole('textbox', { name: 'Adresse e-mail' }).fill(MEMBER);
  await karim.getByRole('textbox', { name: 'Code de l’invitation' }).fill(codeOf(invitation));
  await karim.getByLabel('Nouveau mot de passe').fill(MEMBER_PASSWORD);
  await karim.getByRole('button', { name: 'Choisir ce mot de passe' }).click();
  await expect(karim.getByRole('heading', { level: 1, name: /^À confirmer/ })).toBeVisible();
  await karim.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(karim).toHaveURL(/\/admin\/login/);
  await karim.getByRole('textbox', { name: 'Adresse e-mail' }).fill(MEMBER);
  await karim.getByLabel('Mot de passe', { exact: true }).fill(MEMBER_PASSWORD);
  since = mailCount();
  await karim.getByLabel('Mot de passe', { exact: true }).press('Enter');
  const signInCode = codeOf(await mailTo(MEMBER, since));
  await karim.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(signInCode);
  await karim.getByRole('textbox', { name: 'Code à 6 chiffres' }).press('Enter');
  await expect(karim.getByRole('heading', { level: 1, name: /^À confirmer/ })).toBeVisible();
  // A member is not an owner: no team, no audit log.
  await expect(karim.getByRole('link', { name: 'Équipe' })).toHaveCount(0);

  // A customer orders by bank transfer through the shop's pages.
  const customerEmail = `salma.${Date.now()}@example.ma`;
  const customer = await newPage(browser, shop.url);
  await verifiedAccount(customer, customerEmail, { phone: '+212661234567' });
  await signInOnPage(customer, customerEmail, 'fr');
  const { data } = (await (await customer.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; name: string; variants: { id: string; size: string; stock: number }[] }[] } };
  const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
  const variant = product.variants[0]!;
  await customer.goto('/shop');
  await customer.getByRole('button', { name: `Ajouter ${product.name} (${variant.size}) au panier` }).click();
  await expect(customer.getByTestId('cart-badge')).toHaveText('1', { timeout: 10_000 });
  await customer.goto('/checkout');
  await chooseCity(customer, 'Ville', 'Casablanca');
  await customer.getByRole('button', { name: 'Continuer' }).click();
  await customer.locator('label').filter({ hasText: /Livraison à domicile Casablanca et Rabat/ }).first().click();
  await customer.getByRole('textbox', { name: 'Adresse de livraison à Casablanca' }).fill('15 avenue des FAR');
  await customer.getByRole('button', { name: 'Continuer' }).click();
  await customer.locator('label').filter({ hasText: /Virement bancaire/ }).first().click();
  await customer.getByRole('radiogroup', { name: 'Banque' }).locator('label').first().click();
  await customer.getByRole('button', { name: 'Continuer' }).click();
  since = mailCount();
  await customer.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(customer.getByRole('heading', { name: 'Commande Confirmée' })).toBeVisible();
  const confirmation = await mailTo(customerEmail, since);
  const number = /CMD-\d{4}-\d{6}/.exec(confirmation.subject)![0];

  // The shop's mail arrives, in French, with the order's link in the back office.
  const shopMail = await mailTo(SHOP_EMAIL, since);
  expect(shopMail.subject).toMatch(new RegExp(`^Nouvelle commande ${number} – `));
  const link = new RegExp(`${shop.url.replace(/[.:/]/g, '\\$&')}/admin/orders/[0-9a-f-]{36}`).exec(shopMail.text)![0];

  // Karim opens it from the mail, then moves it on with the keyboard; the customer hears of each move.
  await karim.goto(link);
  await expect(karim.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
  const expectCustomerMail = async (subject: string, after: number) => expect((await mailTo(customerEmail, after)).subject).toBe(subject);
  since = mailCount();
  await pressButton(karim, 'Marquer comme payée');
  await expect(karim.getByRole('status').filter({ hasText: `Commande ${number} : Confirmée.` })).toBeVisible();
  await expectCustomerMail(`Virement reçu : commande ${number} confirmée`, since);
  since = mailCount();
  // Shipping asks for the courier (chosen from the list by keyboard) and the parcel's tracking number.
  await pressButton(karim, 'Expédier');
  const ship = karim.getByRole('dialog', { name: `Expédier la commande ${number}` });
  await ship.getByRole('button', { name: /Transporteur/ }).focus();
  await karim.keyboard.press('Enter');
  await expect(karim.getByRole('option', { name: 'Amana' })).toBeFocused();
  await karim.keyboard.press('Enter');
  await expect(ship.getByRole('button', { name: /Transporteur/ })).toContainText('Amana');
  await ship.getByRole('textbox', { name: 'Numéro de suivi (facultatif)' }).fill('AM123456789MA');
  await ship.getByRole('button', { name: 'Expédier', exact: true }).focus();
  await karim.keyboard.press('Enter');
  await expect(karim.getByRole('status').filter({ hasText: 'Expédiée' })).toBeVisible();
  await expect(karim.getByText('Transporteur : Amana')).toBeVisible();
  await expectCustomerMail(`Votre commande ${number} est expédiée`, since);
  expect((await mailTo(customerEmail, since)).text).toContain('Transporteur : Amana, numéro de suivi AM123456789MA.');
  since = mailCount();
  await pressButton(karim, 'Marquer comme livrée');
  await expect(karim.getByRole('status').filter({ hasText: 'Livrée' })).toBeVisible();
  await expectCustomerMail(`Votre commande ${number} est livrée`, since);
  await expect(karim.getByText('Aucune action possible : la commande est terminée.')).toBeVisible();
  // The customer's own list says so too.
  await customer.goto('/account/orders');
  const row = customer.getByRole('main').getByRole('listitem').filter({ hasText: number });
  await expect(row.getByText('Livrée', { exact: true })).toBeVisible();

  // Another order is cancelled, and its two units are for sale again.
  const other = await placeOrder(karim, 'youssef@example.ma');
  const stockOf = async () => {
    const { data: variants } = (await (await customer.request.get(`/api/products/${product.id}/variants`)).json()) as { data: { variants: { id: string; stock: number }[] } };
    return variants.variants.find((v) => v.id === variant.id)!.stock;
  };
  const held = await stockOf();
  await karim.goto(`/admin/orders/${other.id}`);
  await pressButton(karim, 'Annuler la commande');
  await pressButton(karim, 'Oui, annuler la commande');
  await expect(karim.getByRole('status').filter({ hasText: 'Annulée' })).toBeVisible();
  expect(await stockOf()).toBe(held + 2);

  // A price change shows on /shop at the next load.
  await karim.getByRole('link', { name: 'Catalogue' }).click();
  const section = karim.locator('section').filter({ has: karim.getByRole('heading', { level: 2, name: new RegExp(`^${product.name.replace(/[()]/g, '\\$&')}`) }) });
  const form = section.getByRole('form').first();
  await form.getByRole('textbox', { name: 'Prix HT (DH)' }).fill('88,8');
  await form.getByRole('textbox', { name: 'Prix barré HT (DH)' }).fill('');
  await form.getByRole('textbox', { name: 'Prix HT (DH)' }).press('Enter');
  await expect(karim.getByRole('status').filter({ hasText: 'enregistré.' })).toBeVisible();
  const saved = Date.now();
  await customer.goto('/shop');
  const card = customer.getByRole('main').getByRole('article').filter({ has: customer.getByRole('heading', { name: product.name, exact: true }) });
  await expect(card).toContainText(/88[.,]80/, { timeout: 1000 });
  test.info().annotations.push({ type: 'price change seen on /shop after', description: `${Date.now() - saved} ms` });
});
