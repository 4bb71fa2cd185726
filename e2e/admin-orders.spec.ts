// Issue 22, item 6: staff find orders (filters, search, pages kept in the address), open one whole, and
// move it on with the buttons the fulfilment machine allows; cancelling asks first.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, placeOrder, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });

/** Three orders: cash at home (two) and a bank transfer collected at the Meknès shop. */
async function threeOrders(page: Page, who: string) {
  const cash = await placeOrder(page, `${who}.cash@example.ma`);
  const transfer = await placeOrder(page, `${who}.virement@example.ma`, { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank', deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' });
  const cancelled = await placeOrder(page, `${who}.cash@example.ma`);
  return { cash, transfer, cancelled };
}

test('staff filter, search and open orders, then confirm, ship, deliver and cancel through the machine’s buttons', async ({ page, shop, isMobile }) => {
  const who = isMobile ? 'phone' : 'desk';
  const { cash, transfer, cancelled } = await threeOrders(page, who);
  await signIn(page, shop, 'fr');
  const list = page.getByRole('list', { name: 'Liste des commandes' });
  await expect(list.getByRole('link', { name: cash.number })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // A filter goes into the address, and the list follows it. On a phone the filters fold behind one button.
  if (isMobile) {
    await expect(page.getByRole('button', { name: /Mode de paiement/ })).toBeHidden();
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  }
  await page.getByRole('button', { name: /Mode de paiement/ }).click();
  await page.getByRole('option', { name: 'Virement bancaire' }).click();
  await expect(page).toHaveURL(/paymentMethod=bank-transfer/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: transfer.number })).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Search by number.
  await page.getByRole('searchbox', { name: 'Rechercher (commande, nom, téléphone ou e-mail)' }).fill(cash.number);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  // By the customer's name, and by the number written as Moroccans say it (the three orders are Salma Idrissi's, +212661234567).
  for (const q of ['idrissi', '06 61 23 45 67', cash.number]) {
    await page.getByRole('searchbox', { name: 'Rechercher (commande, nom, téléphone ou e-mail)' }).fill(q);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(q === cash.number ? 1 : 3);
  }

  // Open it: customer, address, lines, totals, history; the machine allows confirm and cancel.
  await list.getByRole('link', { name: cash.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${cash.number}` })).toBeVisible();
  await expect(page.getByText('15 avenue des FAR').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Commande passée')).toBeVisible();
  const actions = page.getByRole('region', { name: 'Actions' }).or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Actions' }) }));
  await expect(actions.getByRole('button')).toHaveText(['Confirmer', 'Annuler la commande']);
  expect(await axeViolations(page)).toEqual([]);

  await actions.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Commande ${cash.number} : Confirmée.` })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Expédier', 'Annuler la commande']);
  // Shipping asks for the courier; a cash delivery for the cash collected (its total to start from).
  await actions.getByRole('button', { name: 'Expédier' }).click();
  const ship = page.getByRole('dialog', { name: `Expédier la commande ${cash.number}` });
  await ship.getByRole('button', { name: 'Expédier', exact: true }).click();
  await expect(ship.getByRole('alert')).toHaveText('Choisissez le transporteur.');
  await ship.getByRole('button', { name: /Transporteur/ }).click();
  await page.getByRole('option', { name: 'CTM Messagerie' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await ship.getByRole('button', { name: 'Expédier', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Expédiée' })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Marquer comme livrée', 'Livraison manquée', 'Refusée à la livraison']);
  await actions.getByRole('button', { name: 'Marquer comme livrée' }).click();
  const deliver = page.getByRole('dialog', { name: `Commande ${cash.number} livrée` });
  const total = /(\d+)\.(\d{2}) DH/.exec((await deliver.getByText('Total à encaisser').textContent())!)!;
  await expect(deliver.getByRole('textbox', { name: 'Espèces remises par le livreur (DH)' })).toHaveValue(`${total[1]},${total[2]}`);
  expect(await axeViolations(page)).toEqual([]);
  await deliver.getByRole('button', { name: 'Marquer comme livrée' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Livrée' })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Aucune action possible : la commande est terminée.')).toBeVisible();

  // The bank transfer waits for its money: marked paid, it is confirmed, then ready at the shop.
  await page.goto(`/admin/orders/${transfer.id}`);
  await expect(page.getByText('Point de retrait')).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Marquer comme payée', 'Annuler la commande']);
  await actions.getByRole('button', { name: 'Marquer comme payée' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Prête à retirer', 'Annuler la commande']);

  // Cancelling asks first, by keyboard here: Escape says no (focus back on the button), yes cancels.
  await page.goto(`/admin/orders/${cancelled.id}`);
  const cancel = actions.getByRole('button', { name: 'Annuler la commande' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Annuler la commande ?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(actions.getByRole('button')).toHaveText(['Confirmer', 'Annuler la commande']);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Oui, annuler la commande' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Annulée' })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveCount(0);

  // Back in the list, the fulfilment filter finds it.
  await page.goto('/admin/orders?fulfilment=cancelled');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: cancelled.number })).toBeVisible();
});

test('the orders and an order in Arabic, right to left, pass axe', async ({ page, shop }) => {
  await placeOrder(page, 'arabe@example.ma', { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' });
  await signIn(page, shop, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  const list = page.getByRole('list', { name: 'قائمة الطلبات' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'المنتجات' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the delivery slip is what prints', async ({ page, shop }) => {
  const order = await placeOrder(page, 'bordereau@example.ma');
  await signIn(page, shop, 'fr');
  await page.goto(`/admin/orders/${order.id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Bon de livraison' })).toBeVisible();
  await expect(page.getByText('Signature du client')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer le bon de livraison' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('Signature du client')).toBeHidden();
});
