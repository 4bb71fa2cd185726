// Issue 45, item 3: couriers staff edit; shipping asks for the courier and an optional tracking number,
// which the customer sees on the order's page; from shipped, a failed attempt (the order stays
// shipped), delivered with its cash, or refused → returned, when its stock comes back.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, newPage, placeOrder, signIn, stockOfOrdered, test } from './admin-support.ts';
import { signInOnPage } from './support/signup.ts';

test.describe.configure({ timeout: 180_000 });

async function ship(page: Page, number: string, courier: string, tracking = '') {
  await page.getByRole('button', { name: 'Expédier', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Expédier la commande ${number}` });
  await dialog.getByRole('button', { name: /Transporteur/ }).click();
  await page.getByRole('option', { name: courier }).click();
  if (tracking) await dialog.getByRole('textbox', { name: 'Numéro de suivi (facultatif)' }).fill(tracking);
  await dialog.getByRole('button', { name: 'Expédier', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Expédiée' })).toBeVisible();
}

test('staff add a courier, ship with it, and take parcels to the door or back to the shop', async ({ page, shop, isMobile }) => {
  const who = isMobile ? 'phone' : 'desk';
  const customer = `${who}.colis@example.ma`;
  const delivered = await placeOrder(page, customer);
  const refused = await placeOrder(page, `${who}.refus@example.ma`);
  await signIn(page, shop, 'fr', '/admin/couriers');

  // The couriers: the three the shop starts with; a fourth is added; one is no longer offered.
  const list = page.getByRole('list', { name: 'Liste des transporteurs' });
  await expect(list.getByRole('listitem')).toHaveText([/Amana/, /CTM Messagerie/, /Livreur de l'huilerie/]);
  await page.getByRole('textbox', { name: 'Nouveau transporteur' }).fill('amana');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Un transporteur porte déjà ce nom.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau transporteur' }).fill('Speedaf');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Speedaf est ajouté.' })).toBeVisible();
  await list.getByRole('listitem').filter({ hasText: 'CTM Messagerie' }).getByRole('switch', { name: 'Proposé à l’expédition' }).click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'CTM Messagerie : enregistré.' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Order 1: confirmed, shipped with Speedaf and its tracking number (CTM is no longer offered).
  await page.goto(`/admin/orders/${delivered.id}`);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmée' })).toBeVisible();
  await page.getByRole('button', { name: 'Expédier', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Transporteur/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Amana', "Livreur de l'huilerie", 'Speedaf']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await ship(page, delivered.number, 'Speedaf', 'SP-2026-0042');
  await expect(page.getByText('Transporteur : Speedaf')).toBeVisible();
  await expect(page.getByText('Suivi : SP-2026-0042')).toBeVisible();

  // The customer reads the courier and the tracking number on the order's page.
  const shopper = await newPage(page.context().browser()!, shop.url);
  await signInOnPage(shopper, customer, 'fr');
  await shopper.goto(`/checkout?order=${delivered.id}`);
  await expect(shopper.getByText('Speedaf')).toBeVisible();
  await expect(shopper.getByText('SP-2026-0042')).toBeVisible();
  await shopper.close();

  // Nobody home: the attempt is kept, the parcel stays shipped; then it is delivered with its cash.
  await page.getByRole('button', { name: 'Livraison manquée' }).click();
  await expect(page.getByText('Livraison manquée', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer comme livrée' })).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme livrée' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marquer comme livrée' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Livrée' })).toBeVisible();

  // Order 2: refused at the door; its stock comes back once the parcel is back.
  await page.goto(`/admin/orders/${refused.id}`);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmée' })).toBeVisible();
  await ship(page, refused.number, 'Amana');
  const held = await stockOfOrdered(page);
  await page.getByRole('button', { name: 'Refusée à la livraison' }).click();
  await page.getByRole('alertdialog', { name: 'Colis refusé ?' }).getByRole('button', { name: 'Oui, refusée' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refusée' })).toBeVisible();
  expect(await stockOfOrdered(page)).toBe(held);
  await page.getByRole('button', { name: 'Colis revenu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retournée' })).toBeVisible();
  expect(await stockOfOrdered(page)).toBe(held + 2);
  await expect(page.getByText('Aucune action possible : la commande est terminée.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
