import { expect, test } from '../support/shop.ts';
import { axeViolations } from '../support/axe.ts';
import type { Page } from '@playwright/test';

const PASSWORD = 'Zitoun#2026';

interface Summary {
  id: string;
  slug: string;
  name: string;
  variants: { id: string; size: string; price: number; inStock: boolean; stock: number; isDefault: boolean }[];
}

async function products(page: Page): Promise<Summary[]> {
  const response = await page.request.get('/api/products?pageSize=48');
  return ((await response.json()) as { data: { products: Summary[] } }).data.products;
}

async function createAccount(page: Page, tag: string): Promise<string> {
  const email = `karim.${tag}.${Date.now()}@example.ma`;
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: 'Karim', lastName: 'Alaoui', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function loginInMenu(page: Page, email: string) {
  const menu = page.getByRole('dialog', { name: 'Mon compte' });
  await expect(menu).toBeVisible();
  await menu.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await menu.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await menu.getByRole('button', { name: 'Se connecter' }).click();
  // Signed in, the menu closes.
  await expect(menu).toHaveCount(0);
}

async function openAccount(page: Page) {
  // The desktop bar has an account button; a phone opens the same panel from the cart menu's prompt.
  const account = page.getByRole('button', { name: 'Mon compte' });
  if (await account.isVisible()) return account.click();
  await page.getByRole('button', { name: /^Panier, / }).click();
  await page.getByRole('dialog', { name: 'Panier' }).getByRole('button', { name: 'Se connecter' }).click();
}

const dh = (centimes: number) => `${(centimes / 100).toFixed(2)} DH`;

test('a guest adds two products, signs in, and finds both in the cart with the right totals', async ({ page }) => {
  // The file's first test starts its server too: 25 s here alone, more on a busy machine.
  test.slow();
  const email = await createAccount(page, 'cart');
  await page.goto('/shop');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const listed = await products(page);
  const [first, second] = listed.filter((p) => p.variants[0]?.inStock).slice(0, 2);
  // A card adds its first size (spec section 4).
  const defaultOf = (p: Summary) => p.variants[0]!;

  for (const product of [first!, second!]) {
    const variant = defaultOf(product);
    const add = page.getByRole('button', { name: `Ajouter ${product.name} (${variant.size}) au panier` });
    await add.click();
    // The green check: the card says the variant is in the cart.
    await expect(page.getByRole('button', { name: `${product.name} (${variant.size}) est dans le panier` })).toBeVisible({ timeout: 10_000 });
  }
  const cartButton = page.getByRole('button', { name: /^Panier, 2 articles$/ });
  await expect(cartButton).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Sign in from the account menu (on a phone, its modal): the guest's lines are merged into the customer's cart.
  await openAccount(page);
  await loginInMenu(page, email);
  await page.getByRole('button', { name: /^Panier, / }).click();
  const menu = page.getByRole('dialog', { name: 'Panier' });
  const lines = menu.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: first!.name })).toHaveCount(1);
  await expect(lines.filter({ hasText: second!.name })).toHaveCount(1);
  const subtotal = defaultOf(first!).price + defaultOf(second!).price;
  const vat = Math.round(subtotal / 10);
  await expect(menu.getByText(dh(subtotal), { exact: true })).toBeVisible();
  await expect(menu.getByText(dh(vat), { exact: true })).toBeVisible();
  await expect(menu.getByText(dh(subtotal + vat), { exact: true })).toBeVisible();

  // Changing a quantity updates the totals; removing a line leaves one.
  await menu.getByRole('button', { name: `Augmenter la quantité de ${first!.name}` }).click();
  await expect(menu.getByText(dh(subtotal + defaultOf(first!).price), { exact: true })).toBeVisible();
  await menu.getByRole('button', { name: `Retirer ${second!.name} du panier` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(menu.getByRole('link', { name: 'Passer la commande' })).toBeVisible();

  // The cart is the customer's: after a reload it is still there.
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('a guest’s “Acheter” leads through sign-in to checkout with that product', async ({ page, isMobile }) => {
  const email = await createAccount(page, 'buy');
  const product = (await products(page)).find((p) => p.variants.length > 1 && p.variants.every((v) => v.stock >= 5))!;
  const variant = product.variants.find((v) => !v.isDefault)!;
  await page.goto(`/produits/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const controls = isMobile ? page.getByRole('region', { name: 'Achat rapide' }) : page.getByRole('region', { name: 'Options d’achat' });
  if (isMobile) await controls.getByRole('button', { name: 'Voir plus d’options' }).click();
  await controls.getByRole('radio', { name: variant.size }).click();
  await controls.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(controls.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
  await controls.getByRole('button', { name: 'Acheter' }).click();

  await loginInMenu(page, email);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?.*variant=${variant.id}`));
  const summary = page.getByRole('region', { name: /Achat direct \(2\)/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Direct', { exact: true })).toBeVisible();
  await expect(summary.getByText(product.name)).toBeVisible();
  await expect(summary.getByText(dh(variant.price * 2), { exact: true }).first()).toBeVisible();
});

test('a typed quantity counts only when it is a whole number from 1 to 99', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same control on both; the desktop project types into it');
  const product = (await products(page)).find((p) => p.variants.every((v) => v.stock >= 5))!;
  await page.goto(`/produits/${product.slug}`);
  const field = page.getByRole('region', { name: 'Options d’achat' }).getByRole('textbox', { name: 'Quantité' });
  await field.fill('12');
  await field.press('Enter');
  await expect(field).toHaveValue('12');
  for (const wrong of ['0', '100', 'abc', '2.5']) {
    await field.fill(wrong);
    await field.blur();
    await expect(field).toHaveValue('12');
  }
  await expect(page.getByRole('button', { name: 'Diminuer la quantité' })).toBeEnabled();
  await field.fill('1');
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
});

test('axe finds no violation in the filled cart menu and the purchase controls, in fr and ar', async ({ page, isMobile }) => {
  // Two product pages and four axe scans: past the 30 s default on a busy 2-core machine.
  test.slow();
  const product = (await products(page)).find((p) => p.variants.every((v) => v.stock >= 5))!;
  const axe = async (where: string) => {
    expect(await axeViolations(page), where).toEqual([]);
  };
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(`/produits/${product.slug}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) {
      const drawer = page.getByRole('region', { name: lang === 'fr' ? 'Achat rapide' : 'شراء سريع' });
      await drawer.getByRole('button', { name: lang === 'fr' ? 'Voir plus d’options' : 'عرض المزيد من الخيارات' }).click();
    }
    await axe(`${lang} product page`);
    const add = page.getByRole('button', { name: lang === 'fr' ? 'Ajouter' : 'أضف', exact: true });
    await add.click();
    await expect(page.getByTestId('cart-badge')).toBeVisible();
    await page.getByRole('button', { name: lang === 'fr' ? /^Panier, / : /^السلة، |^السلة, / }).click();
    await expect(page.getByRole('dialog').getByRole('list')).toBeVisible();
    await axe(`${lang} cart menu`);
    await page.keyboard.press('Escape');
  }
});
