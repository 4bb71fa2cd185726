// Issue 22: the account menu's "Mes commandes" opens the shopper's own orders: number, date, status
// (where the goods are, and the payment), total, and the printable receipt.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/shop.ts';
import { PASSWORD, signInOnPage, verifiedAccount } from './support/signup.ts';

const WORDS = {
  fr: { account: 'Mon compte', open: 'Ouvrir le menu', orders: 'Mes commandes', received: 'Reçue', onDelivery: 'À la livraison', items: '2 articles', receipt: 'Voir le reçu de la commande', confirmed: 'Commande Confirmée', signIn: 'Connectez-vous pour voir vos commandes.' },
  ar: { account: 'حسابي', open: 'فتح القائمة', orders: 'طلباتي', received: 'تم الاستلام', onDelivery: 'عند التسليم', items: 'منتجان', receipt: 'عرض إيصال الطلب', confirmed: 'تم تأكيد الطلب', signIn: 'سجّل الدخول لرؤية طلباتك.' },
} as const;

/** A cash-on-delivery order of two units, placed through the API as the checkout places it. */
async function placeOrder(page: Page, email: string): Promise<{ id: string; number: string; total: number }> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}` };
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
  const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
  await page.request.post('/api/cart/items', { headers, data: { productId: product.id, variantId: product.variants[0]!.id, quantity: 2 } });
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      source: 'cart',
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone: '+212661234567' },
      deliveryAddress: { street: '15 avenue des FAR', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = ((await placed.json()) as { data: { order: { _id: string; orderNumber: string; total: number } } }).data;
  return { id: order._id, number: order.orderNumber, total: order.total };
}

for (const lang of ['fr', 'ar'] as const) {
  test(`"${WORDS[lang].orders}" in the account menu lists the shopper's orders, each with its receipt (${lang})`, async ({ page, isMobile }) => {
    const words = WORDS[lang];
    const email = `commandes.${lang}.${isMobile ? 'phone' : 'desk'}@example.ma`;
    await verifiedAccount(page, email);
    const order = await placeOrder(page, email);
    await signInOnPage(page, email, lang);

    await page.getByRole('button', { name: isMobile ? words.open : words.account }).click();
    await page.getByRole('dialog').getByRole('link', { name: words.orders }).click();
    await expect(page).toHaveURL(/\/account\/orders/);
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: order.number });
    await expect(row).toBeVisible();
    await expect(row.getByText(words.received, { exact: true })).toBeVisible();
    // Cash on delivery: nothing to pay until the door.
    await expect(row.getByText(words.onDelivery, { exact: true })).toBeVisible();
    await expect(row.getByText(`${(order.total / 100).toFixed(2)} DH`)).toBeVisible();
    await expect(row.getByText(words.items)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `${words.receipt} ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${order.id}`));
    await expect(page.getByRole('heading', { name: words.confirmed })).toBeVisible();
  });

  test(`a visitor not signed in is asked to sign in first (${lang})`, async ({ page }) => {
    await page.goto(`/account/orders?lang=${lang}`);
    await expect(page.getByText(WORDS[lang].signIn)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
