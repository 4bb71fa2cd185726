// Issue 45's journey, run in French and in Arabic on a 390 px phone (e2e/journeys/cash-on-delivery-*):
// four cash orders reach the staff phone's open queue; order 1 goes unanswered then is confirmed, order
// 2 is cancelled by its customer (stock back), order 3 is shipped with a courier and tracking number,
// refused and marked back (stock back), order 4 is delivered with its cash; the courier hands the cash
// over, and the dashboard shows the figures this file works out from the four orders.
import type { Page } from '@playwright/test';
import { type AdminShop, expect, placeOrder, signIn, stockOfOrdered } from '../admin-support.ts';
import { axeViolations } from './axe.ts';

const WORDS = {
  fr: {
    queue: (n: number) => (n ? `À confirmer (${n})` : 'À confirmer'),
    confirmed: 'Confirmée',
    noAnswer: 'Pas de réponse',
    retry: 'Rappeler dans 30 min',
    retryDone: 'rappel prévu',
    confirmedDone: (number: string) => `Commande ${number} confirmée.`,
    cancelledByCustomer: 'Annulée par le client',
    cancelDialog: 'Annulation par le client',
    reason: 'Raison donnée par le client',
    cancelOrder: 'Annuler la commande',
    cancelledDone: (number: string) => `Commande ${number} annulée, stock remis en vente.`,
    ship: 'Expédier',
    shipDialog: (number: string) => `Expédier la commande ${number}`,
    courier: /Transporteur/,
    tracking: 'Numéro de suivi (facultatif)',
    shipped: 'Expédiée',
    refuse: 'Refusée à la livraison',
    refuseDialog: 'Colis refusé ?',
    refuseYes: 'Oui, refusée',
    refused: 'Refusée',
    back: 'Colis revenu',
    returned: 'Retournée',
    deliver: 'Marquer comme livrée',
    delivered: 'Livrée',
    cashTitle: 'Encaissements des transporteurs',
    amount: 'Montant compté (DH)',
    record: 'Enregistrer la remise',
    recorded: 'Remise de Amana enregistrée',
    even: 'Juste',
    dashboard: 'Tableau de bord',
    tiles: { orders: 'Commandes', sales: 'Ventes TTC', average: 'Panier moyen', confirmation: 'Confirmées au téléphone', delivery: 'Livrées', returns: 'Refusées ou retournées', collected: 'Encaissé à la livraison', outstanding: 'Encore chez les transporteurs' },
    ofWhole: (part: number, whole: number) => `${part} sur ${whole}`,
    staffTable: 'Appels de confirmation, par membre de l’équipe',
  },
  ar: {
    queue: (n: number) => (n ? `للتأكيد (${n})` : 'للتأكيد'),
    confirmed: 'مؤكَّد',
    noAnswer: 'لا رد',
    retry: 'إعادة الاتصال بعد 30 دقيقة',
    retryDone: 'إعادة الاتصال',
    confirmedDone: (number: string) => `تم تأكيد الطلب ${number}.`,
    cancelledByCustomer: 'ألغاه الزبون',
    cancelDialog: 'إلغاء من الزبون',
    reason: 'السبب الذي ذكره الزبون',
    cancelOrder: 'إلغاء الطلب',
    cancelledDone: (number: string) => `أُلغي الطلب ${number} وعادت منتجاته إلى البيع.`,
    ship: 'شحن',
    shipDialog: (number: string) => `شحن الطلب ${number}`,
    courier: /شركة التوصيل/,
    tracking: 'رقم التتبع (اختياري)',
    shipped: 'تم الشحن',
    refuse: 'رُفض عند التسليم',
    refuseDialog: 'هل رُفض الطرد؟',
    refuseYes: 'نعم، رُفض',
    refused: 'مرفوض',
    back: 'عاد الطرد',
    returned: 'مُرتجَع',
    deliver: 'تسجيله كمُسلَّم',
    delivered: 'تم التسليم',
    cashTitle: 'تحصيل شركات التوصيل',
    amount: 'المبلغ المعدود (درهم)',
    record: 'تسجيل التسليم',
    recorded: 'سُجّل تسليم Amana',
    even: 'مطابق',
    dashboard: 'لوحة القيادة',
    tiles: { orders: 'الطلبات', sales: 'المبيعات شاملة الضريبة', average: 'متوسط الطلب', confirmation: 'مؤكدة بالهاتف', delivery: 'مُسلَّمة', returns: 'مرفوضة أو مرتجعة', collected: 'المحصّل عند التسليم', outstanding: 'ما زال لدى الناقلين' },
    ofWhole: (part: number, whole: number) => `${part} من ${whole}`,
    staffTable: 'مكالمات التأكيد، حسب عضو الفريق',
  },
} as const;

/** Dirhams as the back office writes them (two decimals, "DH"), and as staff type them (a decimal comma). */
const dirhams = (centimes: number) => `${(centimes / 100).toFixed(2)} DH`;
const typed = (centimes: number) => (centimes / 100).toFixed(2).replace('.', ',');
/** A share as a percentage, whatever marks the language puts around the sign. */
const percent = (rate: number) => new RegExp(`^${Math.round(rate * 100)}[\\s\\u200e\\u200f\\u061c\\u202f]*%[\\u200e\\u200f]*$`);

export async function cashOnDeliveryJourney(page: Page, shop: AdminShop, lang: 'fr' | 'ar'): Promise<void> {
  const words = WORDS[lang];
  await signIn(page, shop, lang, '/admin/confirm');
  await expect(page.getByRole('heading', { level: 1, name: words.queue(0) })).toBeVisible();

  // Four shoppers order while the queue is open: each shows without a reload.
  const orders: Awaited<ReturnType<typeof placeOrder>>[] = [];
  for (let i = 1; i <= 4; i++) {
    orders.push(await placeOrder(page, `${lang}.client${i}@example.ma`, {}, lang));
    await expect(page.getByRole('heading', { level: 1, name: words.queue(i) })).toBeVisible();
  }
  const [one, two, three, four] = orders as [(typeof orders)[number], (typeof orders)[number], (typeof orders)[number], (typeof orders)[number]];
  // A card by its own order number: the four orders share a number and a basket, so each card also flags the others as likely duplicates.
  const card = (order: { number: string }) => page.getByRole('article').filter({ has: page.getByText(order.number, { exact: true }) });
  expect(await axeViolations(page)).toEqual([]);

  // Order 1: no answer, tried again in 30 minutes; then confirmed.
  await card(one).getByRole('button', { name: words.noAnswer }).click();
  await page.getByRole('menuitem', { name: words.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: words.retryDone })).toBeVisible();
  await card(one).getByRole('button', { name: words.confirmed, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: words.confirmedDone(one.number) })).toBeVisible();

  // Order 2: cancelled by the customer; its stock is back.
  const held = await stockOfOrdered(page);
  await card(two).getByRole('button', { name: words.cancelledByCustomer }).click();
  const dialog = page.getByRole('dialog', { name: words.cancelDialog });
  await dialog.getByRole('textbox', { name: words.reason }).fill(lang === 'fr' ? 'Commande passée en double' : 'طلب مكرر');
  await dialog.getByRole('button', { name: words.cancelOrder }).click();
  await expect(page.getByRole('status').filter({ hasText: words.cancelledDone(two.number) })).toBeVisible();
  expect(await stockOfOrdered(page)).toBe(held + 2);

  // Orders 3 and 4: confirmed on the phone.
  for (const order of [three, four]) {
    await card(order).getByRole('button', { name: words.confirmed, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: words.confirmedDone(order.number) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: words.queue(0) })).toBeVisible();

  // Order 3: shipped with CTM Messagerie and a tracking number, refused at the door, back at the shop.
  await page.goto(`/admin/orders/${three.id}`);
  await ship(page, lang, three.number, 'CTM Messagerie', 'CTM-2026-0042');
  const shippedStock = await stockOfOrdered(page);
  await page.getByRole('button', { name: words.refuse }).click();
  await page.getByRole('alertdialog', { name: words.refuseDialog }).getByRole('button', { name: words.refuseYes }).click();
  await expect(page.getByRole('status').filter({ hasText: words.refused })).toBeVisible();
  expect(await stockOfOrdered(page)).toBe(shippedStock);
  await page.getByRole('button', { name: words.back }).click();
  await expect(page.getByRole('status').filter({ hasText: words.returned })).toBeVisible();
  expect(await stockOfOrdered(page)).toBe(shippedStock + 2);
  expect(await axeViolations(page)).toEqual([]);

  // Order 4: shipped with Amana, delivered with its cash (the total, as the dialog offers it).
  await page.goto(`/admin/orders/${four.id}`);
  await ship(page, lang, four.number, 'Amana');
  await page.getByRole('button', { name: words.deliver }).click();
  const deliver = page.getByRole('dialog');
  await expect(deliver.getByRole('textbox')).toHaveValue(typed(four.total));
  await deliver.getByRole('button').last().click();
  await expect(page.getByRole('status').filter({ hasText: words.delivered })).toBeVisible();

  // Amana hands the cash over: what the delivery collected, counted in full.
  await page.goto('/admin/cash');
  await expect(page.getByRole('heading', { level: 1, name: words.cashTitle })).toBeVisible();
  const amana = page.getByRole('region', { name: 'Amana' });
  await expect(amana.getByRole('checkbox', { name: new RegExp(four.number) })).toBeChecked();
  await expect(amana).toContainText(dirhams(four.total));
  await amana.getByRole('textbox', { name: words.amount }).fill(typed(four.total));
  await amana.getByRole('button', { name: words.record }).click();
  await expect(page.getByRole('status').filter({ hasText: words.recorded })).toBeVisible();
  await expect(amana.getByText(words.even, { exact: true })).toBeVisible();
  await expect(amana.getByRole('checkbox')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The dashboard, today: the figures of these four orders by the contract's rules.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
  const today = page.getByRole('tabpanel');
  const tile = (label: string) => today.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  const kept = [one, four]; // 2 was cancelled, 3 refused and returned
  const sales = kept.reduce((sum, o) => sum + o.total, 0);
  await expect(tile(words.tiles.orders)).toHaveText('4');
  await expect(tile(words.tiles.sales)).toContainText(dirhams(sales));
  await expect(tile(words.tiles.average)).toContainText(dirhams(Math.round(sales / kept.length)));
  // Confirmed 3 (1, 3, 4) of the 4 no longer awaiting their call.
  await expect(tile(words.tiles.confirmation).first()).toHaveText(percent(3 / 4));
  await expect(tile(words.tiles.confirmation).last()).toHaveText(words.ofWhole(3, 4));
  // Shipped home: 3 and 4; 4 delivered, 3 refused then returned.
  await expect(tile(words.tiles.delivery).first()).toHaveText(percent(1 / 2));
  await expect(tile(words.tiles.delivery).last()).toHaveText(words.ofWhole(1, 2));
  await expect(tile(words.tiles.returns).first()).toHaveText(percent(1 / 2));
  await expect(tile(words.tiles.collected)).toContainText(dirhams(four.total));
  await expect(tile(words.tiles.outstanding)).toContainText(dirhams(0));
  // One person made every call: 1 twice, then 2, 3 and 4; three ended confirmed.
  const calls = today.getByRole('table', { name: words.staffTable }).getByRole('row').nth(1);
  await expect(calls.getByRole('cell')).toHaveText(['5', '3', percent(3 / 5)]);
  expect(await axeViolations(page)).toEqual([]);
}

async function ship(page: Page, lang: 'fr' | 'ar', number: string, courier: string, tracking = '') {
  const words = WORDS[lang];
  await page.getByRole('button', { name: words.ship, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.shipDialog(number) });
  await dialog.getByRole('button', { name: words.courier }).click();
  await page.getByRole('option', { name: courier }).click();
  if (tracking) await dialog.getByRole('textbox', { name: words.tracking }).fill(tracking);
  await dialog.getByRole('button', { name: words.ship, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: words.shipped })).toBeVisible();
}
