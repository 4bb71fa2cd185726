import { expect, type Page } from '@playwright/test';

/**
 * Picks the checkout's city from its list: searched by typing, then chosen (issue 43: not free text).
 * Emptied first: the list opens on a change of what is typed, and the field may show the city already.
 * A click on a phone can land while the list moves (it follows the field as the page scrolls to the
 * option), and a press whose pointer moves is no press: until the list has closed on the city, the
 * choice is made again, from the typing when the list closed without it.
 */
export async function chooseCity(page: Page, label: string, typed: string, name = typed): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  const list = page.getByRole('listbox');
  await expect(async () => {
    if ((await list.count()) === 0) {
      await field.fill('');
      await field.fill(typed);
    }
    await page.getByRole('option', { name, exact: true }).click({ timeout: 5_000 });
    // Chosen, the list closes and gives the page back (while open, the rest is hidden from roles).
    await expect(list).toHaveCount(0, { timeout: 5_000 });
    await expect(field).toHaveValue(name, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}
