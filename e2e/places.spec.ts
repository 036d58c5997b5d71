import { expect, test } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import {
  bodyRows,
  chooseOption,
  collectPageErrors,
  expectNoHorizontalOverflow,
  firstNameCell,
  sortParams,
  zoomIntoCluster,
} from './support/places-screen';

// Journeys of the pickup places screens, as the product runs (BFF + embedded sandbox, demo data):
// the list and the map. A place's life, read-only access, Czech and dark: places-*.spec.ts.

// Generous ceilings: the journeys take 5–40 s on an idle machine, much longer on a busy one.
test.describe.configure({ timeout: 60_000 });

test('staff signs in and browses the list: pages, page size, sorting, deep link', async ({ page }) => {
  await page.goto(`${APP}/signin`);
  await page.getByLabel('Username').fill('staff');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is wrong.');

  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/places/);
  await expect(page.getByText('Demo Shop CZ', { exact: true }).first()).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page.getByText('1–20 of 28')).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('21–28 of 28')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(8);

  await chooseOption(page, page.getByRole('combobox', { name: 'Rows per page' }), '10');
  await expect(page).toHaveURL(/[?&]size=10/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText('1–10 of 28')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);

  const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
  const cityHeader = page.getByRole('columnheader', { name: /^City/ });
  await nameHeader.getByRole('button').click();
  await expect.poll(() => sortParams(page)).toEqual(['name,asc']);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstAsc = (await firstNameCell(page).textContent()) ?? '';

  await nameHeader.getByRole('button').click();
  await expect.poll(() => sortParams(page)).toEqual(['name,desc']);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstNameCell(page)).not.toHaveText(firstAsc);

  await cityHeader.getByRole('button').click({ modifiers: ['Shift'] });
  await expect.poll(() => sortParams(page)).toEqual(['name,desc', 'location.city,asc']);
  await expect(cityHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const firstRow = (await firstNameCell(page).textContent()) ?? '';

  // A deep link: reloading (or sharing the URL) shows the same list.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('1–10 of 28')).toBeVisible();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cityHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstNameCell(page)).toHaveText(firstRow);

  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await screenshot(page, 'places-list');
});

test('the map shows every place without tiles, and a marker opens its popup', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map/);

  const map = page.getByRole('region', { name: 'Map of all pickup places' });
  await expect(page.getByText('28 places on the map')).toBeVisible();
  // Leaflet markers have no role: their own class names are the only handle.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(map.getByText('Map tiles cannot be loaded; markers still work.')).toBeVisible();

  // A cluster (its title says its count and what it does) zooms in and splits; then a single place
  // opens its popup.
  const clusters = map.locator('.leaflet-marker-icon.place-cluster');
  const points = map.locator('.leaflet-marker-icon.place-point');
  const counts = (await clusters.evaluateAll((els) => els.map((el) => Number(el.textContent))))
    .filter((n) => n > 1)
    .sort((a, b) => b - a);
  expect(counts.length, 'clusters at the first zoom').toBeGreaterThan(0);
  const biggest = map.getByTitle(`${counts[0]} places here: zoom in`, { exact: true });
  await biggest.first().click();
  await expect(biggest).toHaveCount(0);
  for (let i = 0; i < 8 && (await points.count()) === 0; i++) await zoomIntoCluster(map, clusters.first());
  await points.first().click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/^Today: /)).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Open in editor' })).toBeVisible();

  await expectAccessible(page);
  await screenshot(page, 'places-map');
  expect(errors).toEqual([]);

  await popup.getByRole('link', { name: 'Open in editor' }).click();
  await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Basics' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the map cannot get its places it says why, and tries again on request', async ({ page }) => {
  let fail = true;
  // The map's worker fetches the points; the browser context sees its requests too.
  await page.context().route('**/bff/places/points?*', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            status: 503,
            title: 'Platform unavailable',
            detail: 'The pickup place service is down for maintenance.',
          }),
        })
      : route.fallback(),
  );
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Platform unavailable' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('The pickup place service is down for maintenance.');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('28 places on the map')).toBeVisible();
  await expect(alert).toHaveCount(0);
});
