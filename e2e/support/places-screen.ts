import { expect, type Locator, type Page } from '@playwright/test';

// The places screen as the journeys find it (places*.spec.ts, workspace-shell.spec.ts): the table
// by its accessible name, notifications, comboboxes, and checks that hold on every screen.

export const placesTable = (page: Page) => page.getByRole('table', { name: 'Pickup places of the e-shop' });
/** The data rows (the second row group: the first is the header). */
export const bodyRows = (page: Page) => placesTable(page).getByRole('rowgroup').nth(1).getByRole('row');
/** The name cell of the first row (its text: name and address). */
export const firstNameCell = (page: Page) => bodyRows(page).first().getByRole('cell').first();
export const sortParams = (page: Page) => new URL(page.url()).searchParams.getAll('sort');
export const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Nothing sticks out sideways: the page needs no horizontal scrolling. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** Uncaught errors of the page, to assert there were none. */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a combobox (MUI select) and picks one of its options by its exact name. */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
