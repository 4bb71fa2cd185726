// Issue 45, item 1: the confirmation queue, the first screen staff see, made for a phone. New cash
// orders, the one due soonest first, each with the customer, items, total, city, a tel: link and a
// WhatsApp link whose message is in the customer's language; the outcomes confirmed, no answer (tried
// again later), wrong number, cancelled by the customer with their reason.
import { axeViolations } from './support/axe.ts';
import { expect, placeOrder, signIn, stockOfOrdered, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });

test('staff call each new cash order from the queue: no answer then confirmed, cancelled by the customer, a wrong number', async ({ page, shop, isMobile }) => {
  const who = isMobile ? 'phone' : 'desk';
  const first = await placeOrder(page, `${who}.un@example.ma`);
  await signIn(page, shop, 'fr', '/admin/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'À confirmer (1)' })).toBeVisible();
  // Live (item 2): orders placed while the queue is open show without a reload, the tab's title counting them.
  const second = await placeOrder(page, `${who}.deux@example.ma`);
  await expect(page.getByRole('heading', { level: 1, name: 'À confirmer (2)' })).toBeVisible();
  const third = await placeOrder(page, `${who}.trois@example.ma`);
  await expect(page.getByRole('heading', { level: 1, name: 'À confirmer (3)' })).toBeVisible();
  await expect(page).toHaveTitle(/^À confirmer \(3\) \|/);
  await expect(page.getByText('3 à appeler maintenant · 3 en attente')).toBeVisible();
  const cards = page.getByRole('article');
  // A card by its own order number (another card names it too when it flags a likely duplicate).
  const card = (order: { number: string }) => cards.filter({ has: page.getByText(order.number, { exact: true }) });
  // The one due soonest first: here, the first placed.
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByText(first.number, { exact: true })).toBeVisible();
  await expect(cards.nth(2).getByText(third.number, { exact: true })).toBeVisible();

  // A call, and a WhatsApp message in the customer's language: the number, the cash to prepare, where it goes.
  const one = card(first);
  await expect(one.getByRole('link', { name: /Appeler Salma Idrissi/ })).toHaveAttribute('href', 'tel:+212661234567');
  const whatsapp = new URL((await one.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/212661234567');
  const message = whatsapp.searchParams.get('text')!;
  expect(message).toContain(first.number);
  expect(message).toMatch(/\d+\.\d{2} DH à régler en espèces à la réception/);
  expect(message).toContain('15 avenue des FAR, Casablanca');
  await expect(one).toContainText('Casablanca');
  await expect(one).toContainText(/2 × /);
  expect(await axeViolations(page)).toEqual([]);

  // Order 1: nobody answers; it is tried again in 30 minutes, after the others.
  await one.getByRole('button', { name: 'Pas de réponse' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rappeler dans 30 min' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Rappeler dans 30 min' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Commande ${first.number} : rappel prévu` })).toBeVisible();
  await expect(cards.nth(2).getByText(first.number, { exact: true })).toBeVisible();
  await expect(one).toContainText('1 appel(s) sans réponse');
  await expect(one).toContainText('Dernier appel : pas de réponse, par proprietaire@huileries.ma');
  await expect(page.getByText('2 à appeler maintenant · 3 en attente')).toBeVisible();
  // Then it is confirmed, and leaves the queue.
  await one.getByRole('button', { name: 'Confirmée' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Commande ${first.number} confirmée.` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'À confirmer (2)' })).toBeVisible();
  await expect(card(first)).toHaveCount(0);

  // Order 2: the customer cancels; the reason is asked for, and the stock comes back.
  const held = await stockOfOrdered(page);
  await card(second).getByRole('button', { name: 'Annulée par le client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annulation par le client' });
  await expect(dialog.getByRole('textbox', { name: 'Raison donnée par le client' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(dialog.getByText('Notez la raison donnée par le client.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Raison donnée par le client' }).fill('Commande passée en double');
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Commande ${second.number} annulée, stock remis en vente.` })).toBeVisible();
  expect(await stockOfOrdered(page)).toBe(held + 2);

  // Order 3: a wrong number, asked again, cancels it too.
  await card(third).getByRole('button', { name: 'Faux numéro' }).click();
  await page.getByRole('alertdialog', { name: 'Faux numéro ?' }).getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Commande ${third.number} annulée` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'À confirmer' })).toBeVisible();
  await expect(page.getByText('Aucune commande à confirmer.')).toBeVisible();

  // Every call is in the order's history, with who made it.
  await page.goto(`/admin/orders/${first.id}`);
  await expect(page.getByText('Appel sans réponse')).toBeVisible();
  await expect(page.getByText('Confirmée', { exact: true }).last()).toBeVisible();
});

test('the queue in Arabic, right to left: the customer’s message in Arabic, a call tried again tomorrow morning', async ({ page, shop, isMobile }) => {
  const who = isMobile ? 'phone' : 'desk';
  const order = await placeOrder(page, `${who}.arabe@example.ma`, { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory', deliveryAddress: undefined }, 'ar');
  await signIn(page, shop, 'ar', '/admin/confirm');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'للتأكيد (1)' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByText(order.number, { exact: true }) });
  const message = new URL((await card.getByRole('link', { name: /واتساب/ }).getAttribute('href'))!).searchParams.get('text')!;
  expect(message).toContain(order.number);
  expect(message).toContain('تُدفع نقدًا عند الاستلام');
  expect(message).toContain('للاستلام من');
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'لا رد' }).click();
  await page.getByRole('menuitem', { name: 'إعادة الاتصال غدًا على 9:00' }).click();
  await expect(page.getByRole('status').filter({ hasText: `الطلب ${order.number}: إعادة الاتصال` })).toBeVisible();
  await expect(card).toContainText('مكالمات دون رد: 1');
  expect(await axeViolations(page)).toEqual([]);
});
