// Journey: checkout with each payment method (spec section 4): store pickup and cash, bank transfer,
// card on the provider's page; every step in Arabic on a phone; and a shop that takes no orders.
import { expect, type Shop, startShop, test } from '../support/shop.ts';
import { axeViolations } from '../support/axe.ts';
import type { Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from '../support/mailbox.ts';
import { fillSignup, PASSWORD } from '../support/signup.ts';
import { chooseCity } from '../support/city.ts';

const dh = (centimes: number) => `${(centimes / 100).toFixed(2)} DH`;
const axe = async (page: Page, where: string) => {
  // A toast fading out is checked at whatever contrast its fade has reached: let toasts go first.
  await expect(page.getByRole('region', { name: 'Notifications' }).locator('[role=status], [role=alert]')).toHaveCount(0, { timeout: 10_000 });
  // react-aria's own live announcer keeps a transient node that points at an element already gone.
  expect(await axeViolations(page), where).toEqual([]);
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
  // A card adds its first size (spec section 4).
  const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
  const variant = product.variants[0]!;

  // Browse and add two of one product as a guest.
  await page.goto('/shop');
  const add = page.getByRole('button', { name: `Ajouter ${product.name} (${variant.size}) au panier` });
  await add.click();
  await expect(page.getByRole('button', { name: `${product.name} (${variant.size}) est dans le panier` })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: `${product.name} (${variant.size}) est dans le panier` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Sign up; the mailed code verifies the account and leads to checkout.
  await page.goto('/signup');
  await fillSignup(page, email, { first: 'Youssef', last: 'Benali' });
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
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(1);
  await chooseCity(page, 'Ville', 'Meknès');
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
  expect(confirmation.subject).toMatch(/^Votre commande CMD-\d{4}-\d{6} est reçue$/);
  expect(confirmation.text).toContain(`Total: ${dh(total)}`);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // A second order, by bank transfer: the banks are listed.
  await page.goto('/shop');
  await page.getByRole('button', { name: `Ajouter ${product.name} (${variant.size}) au panier` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await chooseCity(page, 'Ville', 'Casablanca');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await choose(page, /Livraison à domicile Casablanca et Rabat/);
  await page.getByRole('textbox', { name: 'Adresse de livraison à Casablanca' }).fill('118 boulevard Zerktouni');
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
  // Where to send the transfer: the bank, its holder and RIB.
  const payment = page.getByRole('region', { name: 'Paiement' });
  await expect(payment.getByText('Virement bancaire en attente.')).toBeVisible();
  await expect(payment.getByText(/^RIB : \d[\d ]+/)).toBeVisible();
});

/** A verified customer made through the API (the signup itself is walked in the journey above). */
let sharedCustomer: Promise<string> | undefined;
// One account for the phone tests of this file: signups are limited per client, as in production.
const customerFor = (page: Page) => (sharedCustomer ??= verifiedCustomer(page));
async function verifiedCustomer(page: Page): Promise<string> {
  const email = `karima.${Date.now()}@example.ma`;
  const before = mailCount();
  // With a phone of her own: checkout pre-fills it (a sign-up without one leaves the field to fill).
  const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Karima', lastName: 'Alaoui', email, password: PASSWORD, phone: '+212661234567' } });
  expect(registered.status()).toBe(201);
  const verified = await page.request.post('/api/public/verify', { data: { email, code: codeOf(await mailTo(email, before)) } });
  expect(verified.ok()).toBe(true);
  return email;
}

test('on a phone: delivery methods and banks show their loading texts, then a card order is paid on the card page and comes back paid', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone journey; the desktop one above orders with cash and transfer');
  test.setTimeout(120_000);
  const email = await customerFor(page);
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as {
    data: { products: { id: string; name: string; variants: { id: string; size: string; price: number; stock: number }[] }[] };
  };
  const product = data.products.find((p) => p.variants.some((v) => v.stock >= 10))!;
  const variant = product.variants.find((v) => v.stock >= 10)!;

  // The two lists answer only when the test lets them (the real answers, held back).
  const hold = async (path: RegExp) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(path, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };
  const releaseMethods = await hold(/\/api\/checkout\/delivery-methods/);
  const releaseBanks = await hold(/\/api\/checkout\/banks$/);

  // Signed in on the login page, then a direct purchase of two.
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  // 'Acheter' on the product page: checkout opens in the browser, which reads the lists itself (a
  // page the server rendered would have them in it already).
  await page.goto(`/produits/${product.id}`);
  const drawer = page.getByRole('region', { name: 'Achat rapide' });
  await drawer.getByRole('button', { name: 'Voir plus d’options' }).click();
  await drawer.getByRole('radio', { name: variant.size }).click();
  await drawer.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await drawer.getByRole('button', { name: 'Acheter' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?product=${product.id}&variant=${variant.id}&quantity=2`));
  await expect(page.getByText('Achat direct (2)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Étapes de la commande' }).getByText('Contact & Localisation')).toBeVisible();
  await chooseCity(page, 'Ville', 'Rabat');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement des modes de livraison…' })).toBeVisible();
  releaseMethods();
  await choose(page, /Livraison à domicile Casablanca et Rabat/);
  await page.getByRole('textbox', { name: 'Adresse de livraison à Rabat' }).fill('8 rue Oued Sebou, Agdal');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await choose(page, /Virement bancaire/);
  await expect(page.getByRole('status').filter({ hasText: 'Chargement des banques...' })).toBeVisible();
  releaseBanks();
  await expect(page.getByRole('radiogroup', { name: 'Banque' }).getByRole('radio')).toHaveCount(3);
  await choose(page, /Carte bancaire/);
  await expect(page.getByText('Le paiement sera traité de manière sécurisée par notre prestataire à l’étape suivante.')).toBeVisible();
  await axe(page, 'card chosen, 390 px');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Récapitulatif de commande' })).toBeVisible();
  await expect(page.getByText('Carte bancaire')).toBeVisible();

  // The card provider's page asks for exactly the order's total; paying there brings the shopper back.
  const subtotal = variant.price * 2;
  const total = subtotal + 2500 + Math.round(subtotal / 10);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte (test)' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('output')).toHaveText(`${(total / 100).toFixed(2)} MAD`);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/checkout\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Commande Confirmée' })).toBeVisible();
  await expect(page.getByText('Paiement reçu. Merci !')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(dh(total));
  await axe(page, 'paid order, 390 px');
});

test('in Arabic on a phone: every checkout step is right to left and axe finds nothing', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone; the desktop journey checks each step in French');
  test.setTimeout(120_000);
  const email = await customerFor(page);
  const methods = (await (await page.request.get('/api/checkout/delivery-methods?lang=ar')).json()) as { data: { name: string; data: { type: string } }[] };
  const pickup = methods.data.find((m) => m.data.type === 'pickup')!.name;
  const { data } = (await (await page.request.get('/api/products?pageSize=48&lang=ar')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
  const product = data.products.find((p) => p.variants.some((v) => v.stock >= 5))!;
  const variant = product.variants.find((v) => v.stock >= 5)!;

  await page.goto('/login?lang=ar');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await form.locator('input[type=password]').first().fill(PASSWORD);
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.goto(`/checkout?product=${product.id}&variant=${variant.id}&quantity=1&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await axe(page, 'ar step 0');
  await chooseCity(page, 'المدينة', 'فاس');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await choose(page, new RegExp(pickup));
  await page.getByRole('radiogroup', { name: 'متجر الاستلام' }).locator('label').first().click();
  await axe(page, 'ar step 1');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await choose(page, /تحويل بنكي/);
  await expect(page.getByRole('radiogroup', { name: 'البنك' }).getByRole('radio')).toHaveCount(3);
  await axe(page, 'ar step 2 with the banks');
  await page.getByRole('radiogroup', { name: 'البنك' }).locator('label').first().click();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('heading', { name: 'ملخص الطلب' })).toBeVisible();
  await axe(page, 'ar step 3');
});

test.describe('a shop that takes no orders online (CHECKOUT_ENABLED=false)', () => {
  let closed: Shop;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    closed = await startShop({ CHECKOUT_ENABLED: 'false' });
  });
  test.afterAll(async () => {
    await closed?.stop();
  });

  for (const lang of ['fr', 'ar'] as const) {
    test(`shows the 'under development' notice with its three ways on, in ${lang}`, async ({ page }) => {
      const words = lang === 'fr' ? { title: 'Commande en ligne en cours de développement', browse: 'Parcourir les produits', catalogue: 'Télécharger le catalogue', contact: 'Nous contacter' } : { title: 'الطلب عبر الإنترنت قيد التطوير', browse: 'تصفّح المنتجات', catalogue: 'تحميل الكتالوج', contact: 'اتصل بنا' };
      await page.goto(`${closed.url}/checkout?lang=${lang}`);
      const notice = page.getByRole('dialog', { name: words.title });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: words.browse })).toHaveAttribute('href', '/shop');
      await expect(notice.getByRole('link', { name: words.catalogue })).toHaveAttribute('href', '/#catalog');
      await expect(notice.getByRole('link', { name: words.contact })).toHaveAttribute('href', '/contact');
      await axe(page, `closed checkout, ${lang}`);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/shop/);
    });
  }
});
