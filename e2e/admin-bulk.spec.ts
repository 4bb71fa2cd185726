// Issue 45, item 11: staff confirm several orders at once, and print their delivery slips in one go.
import { axeViolations } from './support/axe.ts';
import { expect, placeOrder, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });

test('several orders confirmed at once, then their delivery slips printed together', async ({ page, shop, isMobile }) => {
  const who = isMobile ? 'phone' : 'desk';
  const orders = [await placeOrder(page, `${who}.lot1@example.ma`), await placeOrder(page, `${who}.lot2@example.ma`), await placeOrder(page, `${who}.lot3@example.ma`)];
  await signIn(page, shop, 'fr', '/admin/orders');
  const list = page.getByRole('list', { name: 'Liste des commandes' });
  const row = (order: { number: string }) => list.getByRole('listitem').filter({ hasText: order.number });
  // A click on the box, as a finger or a mouse does it; then it is ticked.
  const tick = async (order: { number: string }) => {
    const box = row(order).getByRole('checkbox', { name: `Sélectionner ${order.number}` });
    await row(order).locator('label', { has: page.getByRole('checkbox') }).click();
    await expect(box).toBeChecked();
  };

  // Two of them.
  await tick(orders[0]!);
  await tick(orders[1]!);
  const selection = page.getByRole('group', { name: '2 sélectionnée(s)' });
  await expect(selection).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await selection.getByRole('button', { name: 'Confirmer la sélection' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 commande(s) confirmée(s) ; 0 ne pouvai(en)t pas l’être dans leur état.' })).toBeVisible();
  await expect(row(orders[0]!)).toContainText('Confirmée');
  await expect(row(orders[1]!)).toContainText('Confirmée');

  // The three: the two already confirmed are counted, not stopped at.
  for (const order of orders) await tick(order);
  await page.getByRole('group', { name: '3 sélectionnée(s)' }).getByRole('button', { name: 'Confirmer la sélection' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 commande(s) confirmée(s) ; 2 ne pouvai(en)t pas l’être dans leur état.' })).toBeVisible();

  // Their slips, one a page.
  await tick(orders[0]!);
  await tick(orders[2]!);
  await page.getByRole('link', { name: 'Imprimer les bordereaux' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bordereaux de livraison (2)' })).toBeVisible();
  const slips = page.getByRole('article');
  await expect(slips).toHaveCount(2);
  await expect(slips.nth(0)).toContainText(orders[0]!.number);
  await expect(slips.nth(1)).toContainText(orders[2]!.number);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(slips.nth(1)).toBeVisible();
});
