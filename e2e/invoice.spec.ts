// Issue 43, item 10: the receipt had no seller name, address, phone, ICE or RC, and no customer name.
// The order's page is now an invoice: numbered and dated, naming the seller (its ICE, RC and IF) and
// the customer, with lines HT and totals HT, TVA (10%) and TTC; printed without the page's buttons.
import { expect, test } from './support/shop.ts';
import { placeOrderByApi } from './support/orders.ts';
import { signInOnPage, verifiedAccount } from './support/signup.ts';

const WORDS = {
  fr: { title: /^Facture n° \u2066?CMD-\d{4}-\d{6}\u2069? du \d{1,2} \S+ \d{4}$/u, seller: 'Vendeur', customer: 'Client', ice: 'ICE', rc: 'RC', fiscalId: 'IF', subtotal: 'Sous-total HT', vat: 'TVA (10%)', total: 'Total TTC', print: 'Imprimer la facture' },
  ar: { title: /^فاتورة رقم \u2066?CMD-\d{4}-\d{6}\u2069? بتاريخ .+$/u, seller: 'البائع', customer: 'الزبون', ice: 'المعرف الموحد للمقاولة (ICE)', rc: 'السجل التجاري (RC)', fiscalId: 'التعريف الضريبي (IF)', subtotal: 'المجموع الفرعي دون الضريبة', vat: 'الضريبة على القيمة المضافة (10٪)', total: 'المجموع شامل الضريبة', print: 'طباعة الفاتورة' },
} as const;

/** The text of the definition a term names in a list of terms and definitions. */
const definitionOf = (scope: import('@playwright/test').Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

for (const lang of ['fr', 'ar'] as const) {
  test(`an order's page is an invoice: number, date, seller with ICE, RC and IF, customer, HT, TVA and TTC (${lang})`, async ({ page, isMobile }) => {
    const words = WORDS[lang];
    const email = `facture.${lang}.${isMobile ? 'phone' : 'desk'}@example.ma`;
    await verifiedAccount(page, email);
    const order = await placeOrderByApi(page, email, lang);
    await signInOnPage(page, email, lang);
    await page.goto(`/checkout?order=${order.id}&lang=${lang}`);

    const invoice = page.getByRole('region', { name: words.title });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByRole('heading', { level: 3 })).toContainText(order.number);
    const seller = invoice.locator('div', { has: page.getByRole('heading', { name: words.seller, exact: true }) }).last();
    await expect(seller).toContainText('Huileries du Saïss SARL');
    await expect(seller).toContainText(lang === 'fr' ? 'Meknès' : 'مكناس');
    await expect(definitionOf(seller, words.ice)).toHaveText(/^\d{15}$/);
    await expect(definitionOf(seller, words.rc)).not.toBeEmpty();
    await expect(definitionOf(seller, words.fiscalId)).toHaveText(/^\d{6,10}$/);
    const customer = invoice.locator('div', { has: page.getByRole('heading', { name: words.customer, exact: true }) }).last();
    await expect(customer).toContainText('Salma Idrissi');
    await expect(customer).toContainText('15 avenue des FAR, Casablanca');
    await expect(customer).toContainText('+212661234567');
    await expect(customer).toContainText(email);

    const main = page.getByRole('main');
    await expect(definitionOf(main, words.subtotal)).toHaveText(/^\d+\.\d{2} DH$/);
    await expect(definitionOf(main, words.vat)).toHaveText(/^\d+\.\d{2} DH$/);
    await expect(definitionOf(main, words.total)).toHaveText(`${(order.total / 100).toFixed(2)} DH`);

    // On paper: the invoice, not the buttons.
    await expect(page.getByRole('button', { name: words.print })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(invoice).toBeVisible();
    await expect(page.getByRole('button', { name: words.print })).toBeHidden();
  });
}
