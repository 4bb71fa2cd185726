// Issue 22, item 6: the leads a tab per kind with their CSV, the staff and their invitations, and the
// audit log of what staff did (the last two for owners).
import { readFileSync } from 'node:fs';
import { axeViolations } from './support/axe.ts';
import { expect, OWNER, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });

test('leads by kind, exported as CSV', async ({ page, shop }) => {
  const sent = await page.request.post('/api/newsletter', { data: { email: 'abonnee@example.ma', locale: 'fr' } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await signIn(page, shop, 'fr', '/admin/leads');
  await expect(page.getByRole('tab', { name: 'Demandes de catalogue' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/kind=newsletter/);
  await expect(page.getByRole('tabpanel').getByText('abonnee@example.ma').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await (await download).path();
  expect(readFileSync(file, 'utf8')).toContain('abonnee@example.ma');
});

test('the owner invites a member, who shows as invited, and the audit log has it', async ({ page, shop }) => {
  await signIn(page, shop, 'fr', '/admin/staff');
  const list = page.getByRole('list', { name: 'Équipe' });
  await expect(list.getByText(OWNER)).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nouvelle@huileries.ma');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nouvelle@huileries.ma est invité' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'nouvelle@huileries.ma' })).toContainText('Invité');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nouvelle@huileries.ma');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText('Cette adresse a déjà accès à l’administration.');
  expect(await axeViolations(page)).toEqual([]);

  // Issue 46: an owner disables a member after a question, and enables them again; never themselves.
  const member = list.getByRole('listitem').filter({ hasText: 'nouvelle@huileries.ma' });
  await expect(list.getByRole('listitem').filter({ hasText: OWNER }).getByRole('button')).toHaveCount(0);
  await member.getByRole('button', { name: 'Désactiver' }).click();
  const question = page.getByRole('alertdialog', { name: 'Désactiver ce membre ?' });
  await expect(question).toContainText('nouvelle@huileries.ma ne pourra plus se connecter');
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nouvelle@huileries.ma est désactivé' })).toBeVisible();
  await expect(member).toContainText('Désactivé');
  await member.getByRole('button', { name: 'Réactiver' }).click();
  await expect(member).toContainText('Invité');
  await expect(member.getByRole('button', { name: 'Désactiver' })).toBeVisible();

  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des actions' })).toBeVisible();
  // As a sentence in the staff member's language, not an action key.
  await expect(page.getByText('Proprietaire a invité nouvelle@huileries.ma (Équipe).')).toBeVisible();
  await expect(page.getByText('Proprietaire a désactivé nouvelle@huileries.ma.')).toBeVisible();
  await expect(page.getByText('Proprietaire a réactivé nouvelle@huileries.ma.')).toBeVisible();
  await expect(page.getByText('Proprietaire s’est connecté.').first()).toBeVisible();
  await expect(page.getByText('staff.invite')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
