// Issue 45, item 5: each order shows the same phone's and email's past orders; a likely duplicate (same
// phone, same items, within 24 hours) is flagged, in the queue and on the order; staff refuse cash on
// delivery to a number, and checkout then offers that shopper only bank transfer or card, with a clear
// message in their language.
import type { Page } from '@playwright/test';
import { expect, newPage, placeOrder, signIn, test } from './admin-support.ts';
import { axeViolations } from './support/axe.ts';
import { chooseCity } from './support/city.ts';
import { signInOnPage } from './support/signup.ts';

test.describe.configure({ timeout: 180_000 });

const CHECKOUT = {
  fr: { phone: 'Téléphone', city: 'Ville', casablanca: 'Casablanca', street: 'Adresse de livraison à Casablanca', next: 'Continuer', cash: /^Paiement à la livraison/, transfer: /^Virement bancaire/, refused: 'Le paiement à la livraison n’est pas proposé pour ce numéro de téléphone : choisissez le virement bancaire ou la carte.' },
  ar: { phone: 'الهاتف', city: 'المدينة', casablanca: 'الدار البيضاء', street: 'عنوان التوصيل في الدار البيضاء', next: 'متابعة', cash: /^الدفع عند الاستلام/, transfer: /^تحويل بنكي/, refused: 'الدفع عند الاستلام غير متاح لرقم الهاتف هذا: اختر التحويل البنكي أو البطاقة.' },
} as const;

/** The shopper's checkout up to the payment step, delivered home with the number given. */
async function toPaymentStep(page: Page, lang: 'fr', phone: string) {
  const words = CHECKOUT[lang];
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
  const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
  const methods = (await (await page.request.get(`/api/checkout/delivery-methods?lang=${lang}`)).json()) as { data: { _id: string; name: string }[] };
  await page.goto(`/checkout?product=${product.id}&variant=${product.variants[0]!.id}&quantity=1&lang=${lang}`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words.phone, exact: true }).fill(phone);
  await chooseCity(page, words.city, words.casablanca);
  await page.getByRole('button', { name: words.next }).click();
  await page.locator('label').filter({ hasText: methods.data.find((m) => m._id === 'home-casablanca-rabat')!.name }).first().click();
  await main.getByRole('textbox', { name: words.street }).fill('12 boulevard Zerktouni');
  await page.getByRole('button', { name: words.next }).click();
}

test('staff see who is ordering, refuse cash on delivery to a number, and its shopper’s checkout offers transfer or card', async ({ page, shop, isMobile }) => {
  const who = isMobile ? 'phone' : 'desk';
  const email = `${who}.doublon@example.ma`;
  const first = await placeOrder(page, email);
  const again = await placeOrder(page, email);
  await signIn(page, shop, 'fr', '/admin/confirm');

  // The queue flags the second as likely the first placed twice, and the first as the second.
  const card = page.getByRole('article').filter({ has: page.getByText(again.number, { exact: true }) });
  await expect(card.getByText(`Doublon probable de ${first.number}`)).toBeVisible();

  // The order: the number's and the address's other orders, the duplicate, and a call link.
  await page.goto(`/admin/orders/${again.id}`);
  const record = page.getByRole('region', { name: 'Qui commande' });
  await expect(record.getByText('Doublon probable : même numéro, mêmes articles, à moins de 24 heures.')).toBeVisible();
  await expect(record.getByRole('link', { name: new RegExp(`Commande ${first.number}`) })).toBeVisible();
  await expect(record.getByText('0 livrée(s) · 0 refusée(s) · 0 annulée(s) · 1 en cours')).toHaveCount(2);
  await expect(page.getByRole('link', { name: '06 61 23 45 67' })).toHaveAttribute('href', 'tel:+212661234567');
  expect(await axeViolations(page)).toEqual([]);

  // Cash on delivery refused to the number, with a reason.
  await record.getByRole('button', { name: 'Refuser le paiement à la livraison' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuser le paiement à la livraison au 06 61 23 45 67 ?' });
  await dialog.getByRole('textbox', { name: 'Raison (facultatif)' }).fill('Commandes en double');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le paiement à la livraison est refusé au 06 61 23 45 67.' })).toBeVisible();
  await expect(record.getByText('Raison : Commandes en double')).toBeVisible();
  // A note for the colleagues (item 11), kept with who wrote it.
  await page.getByRole('textbox', { name: 'Nouvelle note' }).fill('Rappeler après 18 h');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note ajoutée.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes de l’équipe' }).getByText('Rappeler après 18 h')).toBeVisible();

  // The shopper, at checkout with that number written another way: transfer or card only, and why (fr, then ar).
  const shopper = await newPage(page.context().browser()!, shop.url);
  await signInOnPage(shopper, email, 'fr');
  await toPaymentStep(shopper, 'fr', '+212 6 61 23 45 67');
  for (const lang of ['fr', 'ar'] as const) {
    // The checkout kept in the tab comes back at its payment step in the other language.
    if (lang === 'ar') await shopper.goto(shopper.url().replace('lang=fr', 'lang=ar'));
    const cash = shopper.getByRole('radio', { name: CHECKOUT[lang].cash });
    await expect(cash).toBeDisabled();
    await expect(shopper.getByText(CHECKOUT[lang].refused)).toBeVisible();
    await expect(shopper.getByRole('radio', { name: CHECKOUT[lang].transfer })).toBeEnabled();
    expect(await axeViolations(shopper)).toEqual([]);
  }
  await shopper.close();

  // Offered again.
  await record.getByRole('button', { name: 'Proposer de nouveau le paiement à la livraison' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le paiement à la livraison est de nouveau proposé au 06 61 23 45 67.' })).toBeVisible();
});
