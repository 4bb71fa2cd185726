import { expect, type Page } from '@playwright/test';

/**
 * Picks the checkout's city from its list: searched by typing, then chosen (issue 43: not free text).
 * Emptied first: the list opens on a change of what is typed, and the field may show the city already.
 */
export async function chooseCity(page: Page, label: string, typed: string, name = typed): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.fill('');
  await field.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  // Chosen, the list closes and gives the page back (while open, the rest is hidden from roles).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(field).toHaveValue(name);
}
