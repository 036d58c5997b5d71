import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';

// Issue 11 as a user meets it: one search box over the list and the map (found by a fragment
// without diacritics, by keyboard only), the data-quality flags as filters with their counts, the
// state in the address, the columns each user chooses, and the export of every match opened and read.

test.describe.configure({ timeout: 120_000 });

const placesTable = (page: Page) => page.getByRole('table', { name: 'Pickup places of the e-shop' });
const bodyRows = (page: Page) => placesTable(page).getByRole('rowgroup').nth(1).getByRole('row');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search places' });
const filterRegion = (page: Page) => page.getByRole('region', { name: 'Filters' });
const noImageChip = (page: Page) => page.getByRole('button', { name: /^No image · \d+$/ });

/** Downloads an export from the menu and reads the file. */
async function exportCsv(page: Page, item: RegExp) {
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('search by keyboard, filter by a flag, export the matches and read the file', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByText('1–20 of 28')).toBeVisible();

  // Keyboard only: `/` brings the focus to the search box, typing searches, Escape clears.
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('plzen');
  await expect(page).toHaveURL(/[?&]q=plzen(&|$)/);
  await expect(page.getByRole('status').filter({ hasText: '2 places match' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText('Plzeň');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByText('1–20 of 28')).toBeVisible();

  // A flag's chip tells how many places have it, and filters by it.
  const everyNoImage = Number((await noImageChip(page).textContent())?.split('·')[1]);
  expect(everyNoImage).toBeGreaterThan(0);
  await noImageChip(page).click();
  await expect(noImageChip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]flag=noImage(&|$)/);
  await expect(page.getByRole('status').filter({ hasText: `${everyNoImage} places match` })).toBeVisible();
  await expect(placesTable(page).getByRole('columnheader', { name: 'Data quality' })).toBeVisible();

  // Search and flag together, and the address keeps both (a reload shows the same).
  await searchBox(page).fill('plzen');
  await expect(page).toHaveURL(/q=plzen/);
  await expect(bodyRows(page)).toHaveCount(2);
  await page.reload();
  await expect(searchBox(page)).toHaveValue('plzen');
  await expect(noImageChip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(bodyRows(page)).toHaveCount(2);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText('No image');
  await screenshot(page, 'places-search-en');
  await expectAccessible(page);

  // The export holds the matches (not the page), with a byte order mark and a header row.
  const csv = await exportCsv(page, /^CSV Comma-separated/);
  expect(csv.name).toMatch(/^places-.*\.csv$/);
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const lines = csv.text.slice(1).trimEnd().split('\r\n');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 7)).toEqual([
    'id',
    'eshopId',
    'type',
    'carrier',
    'origin',
    'originPickupPlaceId',
    'name',
  ]);
  expect(header).toContain('flags');
  expect(lines).toHaveLength(3);
  for (const line of lines.slice(1)) {
    expect(line).toContain('Plzeň');
    expect(line).toContain('noImage');
  }
  await expect(page.getByText(/^Export saved as places-/)).toBeVisible();

  // Nothing matches: said in plain words, one click back to every place; its export is still a file.
  await searchBox(page).fill('xyzzy');
  await expect(page.getByText('No places match “xyzzy”')).toBeVisible();
  await screenshot(page, 'places-search-no-match');
  const empty = await exportCsv(page, /^CSV for Excel/);
  expect(empty.text.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
  expect(empty.text.slice(1).split('\r\n')[0]).toMatch(/^id;eshopId;type;/);
  await placesTable(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('1–20 of 28')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
  await expect(noImageChip(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a hand-edited address, the map, the columns, in Czech and on a narrow screen', async ({ page }) => {
  await signIn(page, 'staff');
  // Unknown values are dropped, the known ones kept.
  await page.goto(`${APP}/places?q=plzen&type=BOAT&flag=shiny&flag=noImage`);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(noImageChip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(filterRegion(page).getByRole('button', { name: 'Type', exact: true })).toBeVisible();

  // A column hidden stays hidden for this user after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns shown' });
  await chooser.getByRole('checkbox', { name: 'Carrier' }).uncheck();
  await chooser.getByRole('button', { name: 'Move Data quality up' }).click();
  await screenshot(page, 'places-search-columns');
  await page.keyboard.press('Escape');
  await expect(placesTable(page).getByRole('columnheader', { name: 'Carrier' })).toHaveCount(0);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(placesTable(page).getByRole('columnheader', { name: 'Carrier' })).toHaveCount(0);
  const headers = await placesTable(page).getByRole('columnheader').allTextContents();
  expect(headers.indexOf('Data quality')).toBeLessThan(headers.indexOf('Open now'));

  // The map shows only the matches.
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByText('2 places on the map')).toBeVisible();
  await screenshot(page, 'places-search-map');

  // A filter chip's chooser, by keyboard.
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await filterRegion(page).getByRole('button', { name: 'Type', exact: true }).click();
  await page.getByRole('dialog', { name: 'Type' }).getByRole('checkbox', { name: 'Parcel shop' }).click();
  await expect(page).toHaveURL(/type=PARCEL_SHOP/);
  await page.keyboard.press('Escape');
  await expect(filterRegion(page).getByRole('button', { name: 'Type: Parcel shop' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  await expect(page.getByRole('searchbox', { name: 'Hledat místa' })).toHaveValue('plzen');
  await expect(page.getByRole('status').filter({ hasText: 'Odpovídají 2 místa' })).toBeVisible();
  await screenshot(page, 'places-search-cs');

  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing sticks out of a phone's width: the table scrolls inside its box, the pagination wraps.
  const nextPage = page.getByRole('button', { name: 'Další stránka' });
  await expect(nextPage).toBeVisible();
  // Asked again until it holds: the phone layout replaces the pagination right after the resize.
  await expect
    .poll(async () => {
      const box = await nextPage.boundingBox();
      return box ? box.x + box.width : Infinity;
    })
    .toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'places-search-narrow');
});
