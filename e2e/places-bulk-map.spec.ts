import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { DEMO_ESHOP } from './support/demo-ids';

// Issue 12's selection on the map: filter by a city, draw a lasso around the places (the count is
// the worker's, over every match, not only the markers drawn), then "select what the map shows"
// (the keyboard's way), and add the year's public holidays of each place's country in one bulk
// action. The places are the journey's own and are removed at the end.

test.describe.configure({ timeout: 120_000 });

const COUNT = 6;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CITY = `Mapovice ${stamp}`;

async function csrf(page: Page) {
  const res = await page.request.get(`${APP}/auth/session`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function createPlaces(page: Page): Promise<string[]> {
  const headers = { 'x-csrf-token': await csrf(page), origin: APP };
  const ids: string[] = [];
  for (let k = 1; k <= COUNT; k++) {
    const res = await page.request.post(`${APP}/api/v1/pickup-place`, {
      headers,
      data: {
        eshopId: DEMO_ESHOP,
        type: 'PARCEL_BOX',
        originPickupPlaceId: `e2e-map-${stamp}-${k}`,
        name: `Box ${k} ${stamp}`,
        location: {
          line1: `Mapová ${k}`,
          city: CITY,
          zipCode: '110 00',
          gps: { latitude: (50.08 + k * 0.002).toFixed(4), longitude: (14.42 + (k % 3) * 0.003).toFixed(4) },
        },
        countryCode: k === COUNT ? 'SK' : 'CZ',
        phone: '+420 601 123 456',
        email: `map-${stamp}-${k}@example.com`,
        storageTimeInDays: 7,
        openingHours: { regular: { monday: [{ from: '08:00', to: '18:00' }] }, exceptions: [] },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function holidayReasons(page: Page, id: string) {
  const res = await page.request.get(`${APP}/api/v1/pickup-place/${id}`);
  const place = (await res.json()) as { openingHours: { exceptions: { date: string; reason?: string }[] } };
  return place.openingHours.exceptions.map((e) => `${e.date} ${e.reason}`);
}

/** Holds the mouse down and draws a circle around the map's middle. */
async function drawLasso(page: Page) {
  const box = (await page.getByRole('region', { name: 'Map of all pickup places' }).boundingBox())!;
  const [cx, cy, r] = [box.x + box.width / 2, box.y + box.height / 2, Math.min(box.width, box.height) * 0.4];
  await page.mouse.move(cx + r, cy);
  await page.mouse.down();
  for (let k = 1; k <= 36; k++) {
    const a = (k / 36) * 2 * Math.PI;
    await page.mouse.move(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  await page.mouse.up();
}

test('select places on the map with a lasso and by what it shows, then add their countries’ holidays', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const ids = await createPlaces(page);
  try {
    await page.goto(`${APP}/places?view=map&city=${encodeURIComponent(CITY)}`);
    await expect(page.getByText(`${COUNT} places on the map`)).toBeVisible();

    // A lasso around the middle of the map, where the filter's places were zoomed to.
    await page.getByRole('button', { name: 'Draw a selection' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Esc cancels' })).toBeVisible();
    await drawLasso(page);
    const selection = page.getByRole('region', { name: 'Selection' });
    await expect(selection).toContainText(`${COUNT} places in the area on the map selected`);
    await screenshot(page, 'bulk-map-lasso');

    // The keyboard's way: what the map shows.
    await selection.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('button', { name: 'Select what the map shows' }).focus();
    await page.keyboard.press('Enter');
    await expect(selection).toContainText(`${COUNT} places in the area on the map selected`);
    await expectAccessible(page);

    // Add the public holidays of 2027: each place its own country's, named in its language.
    await selection.getByRole('button', { name: 'Bulk change…' }).click();
    const dialog = page.getByRole('dialog', { name: `Change ${COUNT} places` });
    await dialog.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Add public holidays' }).click();
    await dialog.getByLabel('Year').fill('2027');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(`${COUNT} will change, 0 already have it (skipped).`);
    await expect(preview).toContainText(
      '+ 2027-01-01 closed (Nový rok a Den obnovy samostatného českého státu)',
    );
    await expect(preview).toContainText('+ 2027-08-29 closed (Výročie Slovenského národného povstania)');
    await screenshot(page, 'bulk-map-holidays-preview');
    await dialog.getByRole('button', { name: `Start (${COUNT})` }).click();
    const job = page.getByRole('region', { name: 'Bulk job: Add public holidays' });
    await expect(job).toContainText('finished', { timeout: 30_000 });
    await expect(job).toContainText(`${COUNT} of ${COUNT} changed`);
    expect(await holidayReasons(page, ids[0]!)).toContain('2027-07-06 Den upálení mistra Jana Husa');
    expect(await holidayReasons(page, ids[COUNT - 1]!)).toContain(
      '2027-08-29 Výročie Slovenského národného povstania',
    );
  } finally {
    const headers = { 'x-csrf-token': await csrf(page), origin: APP };
    for (const id of ids) await page.request.delete(`${APP}/api/v1/pickup-place/${id}`, { headers });
  }
});
