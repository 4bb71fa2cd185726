// Issue 22: the account menu's "Mes commandes" opens the shopper's own orders: number, date, status
// (where the goods are, and the payment), total, and the printable invoice.
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/shop.ts';
import { placeOrderByApi } from './support/orders.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

const WORDS = {
  fr: { account: 'Mon compte', open: 'Ouvrir le menu', orders: 'Mes commandes', received: 'Reçue', onDelivery: 'À la livraison', items: '2 articles', receipt: 'Voir la facture de la commande', confirmed: 'Commande Confirmée', signIn: 'Connectez-vous pour voir vos commandes.' },
  ar: { account: 'حسابي', open: 'فتح القائمة', orders: 'طلباتي', received: 'تم الاستلام', onDelivery: 'عند التسليم', items: 'منتجان', receipt: 'عرض فاتورة الطلب', confirmed: 'تم تأكيد الطلب', signIn: 'سجّل الدخول لرؤية طلباتك.' },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`"${WORDS[lang].orders}" in the account menu lists the shopper's orders, each with its invoice (${lang})`, async ({ page, isMobile }) => {
    const words = WORDS[lang];
    const email = `commandes.${lang}.${isMobile ? 'phone' : 'desk'}@example.ma`;
    await verifiedAccount(page, email);
    const order = await placeOrderByApi(page, email);
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
