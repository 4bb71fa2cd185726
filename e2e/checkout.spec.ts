import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { codeOf, mailCount, mailTo } from './support/mailbox.ts';

const PASSWORD = 'Zitoun#2026';
const dh = (centimes: number) => `${(centimes / 100).toFixed(2)} DH`;
const axe = async (page: Page, where: string) => {
  // A toast fading out is checked at whatever contrast its fade has reached: let toasts go first.
  await expect(page.getByRole('region', { name: 'Notifications' }).locator('[role=status], [role=alert]')).toHaveCount(0, { timeout: 10_000 });
  // react-aria's own live announcer keeps a transient node that points at an element already gone.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('[data-live-announcer]').analyze();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(", ")}`), where).toEqual([]);
};

/** A radio card is picked by a press on its label (the input itself is visually hidden). */
const choose = (page: Page, name: RegExp) => page.locator('label').filter({ hasText: name }).first().click();

test('a guest adds to the cart, signs up, verifies with the mailed code, orders with store pickup and cash, then by bank transfer', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey; the steps are the same on a phone');
  test.setTimeout(120_000);
  const email = `youssef.${Date.now()}@example.ma`;
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as {
    data: { products: { name: string; variants: { id: string; size: string; price: number; stock: number; isDefault: boolean }[] }[] };
  };
  const product = data.products.find((p) => (p.variants.find((v) => v.isDefault) ?? p.variants[0])!.stock >= 10)!;
  const variant = product.variants.find((v) => v.isDefault) ?? product.variants[0]!;

  // Browse and add two of one product as a guest.
  await page.goto('/shop');
  const add = page.getByRole('button', { name: `Ajouter ${product.name} (${variant.size}) au panier` });
  await add.click();
  await expect(page.getByRole('button', { name: `${product.name} (${variant.size}) est dans le panier` })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: `${product.name} (${variant.size}) est dans le panier` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Sign up; the mailed code verifies the account and leads to checkout.
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Youssef');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Benali');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).first().fill(email);
  await page.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('0661234567');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByText('J’accepte les conditions générales de vente').click();
  const before = mailCount();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  await page.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(codeOf(await mailTo(email, before)));
  await page.getByRole('button', { name: 'Vérifier le compte' }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });

  // Step 0: contact, prefilled from the account.
  const summary = page.getByRole('complementary', { name: 'Récapitulatif' });
  await expect(summary.getByText('Articles (2)')).toBeVisible();
  await expect(summary.getByText('À calculer')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Youssef');
  await axe(page, 'step 0');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Ville' }).fill('Meknès');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('15 avenue des FAR');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 1: free store pickup, then a shop.
  await choose(page, /Retrait gratuit en boutique/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Choisissez un magasin de retrait')).toBeVisible();
  await choose(page, /Boutique de l'usine Meknès/);
  await expect(summary.getByText('Gratuit')).toBeVisible();
  await axe(page, 'step 1');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 2: cash on delivery.
  await choose(page, /Paiement à la livraison/);
  await axe(page, 'step 2');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 3: the recap, then the order.
  await expect(page.getByRole('heading', { name: 'Récapitulatif de commande' })).toBeVisible();
  await axe(page, 'step 3');
  const since = mailCount();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Commande Confirmée' })).toBeVisible();
  const subtotal = variant.price * 2;
  const total = subtotal + Math.round(subtotal / 10);
  await expect(page.getByTestId('order-total')).toHaveText(dh(total));
  await axe(page, 'confirmation');
  const confirmation = await mailTo(email, since);
  expect(confirmation.subject).toMatch(/^Votre commande CMD-\d{4}-\d{6} est confirmée$/);
  expect(confirmation.text).toContain(`Total: ${dh(total)}`);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // A second order, by bank transfer: the banks are listed.
  await page.goto('/shop');
  await page.getByRole('button', { name: `Ajouter ${product.name} (${variant.size}) au panier` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Meknès');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('15 avenue des FAR');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await choose(page, /Livraison à domicile Casablanca et Rabat/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await choose(page, /Virement bancaire/);
  const banks = page.getByRole('radiogroup', { name: 'Banque' });
  await expect(banks.getByRole('radio')).toHaveCount(3);
  await expect(banks.getByText(/QR Code disponible/)).toHaveCount(1);
  await axe(page, 'banks');
  await banks.locator('label').first().click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Commande Confirmée' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(dh(variant.price + 2500 + Math.round(variant.price / 10)));
});
