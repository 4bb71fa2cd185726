import type { Page } from '@playwright/test';

/** Picks the checkout's city from its list: searched by typing, then chosen (issue 43: not free text). */
export async function chooseCity(page: Page, label: string, typed: string, name = typed): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
}
