import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { DEMO_ESHOP } from './support/demo-ids';
import { bodyRows } from './support/places-screen';

// Issue 12 as a user meets it: filter the list by a city, select every match (more than a page),
// close them all for three days in one bulk action with its preview, watch the job's progress to
// the end, open one place and see the closure and its history entry, then undo the whole job. The
// places are the journey's own, in a city of their own, and are removed at the end, so the demo
// data other journeys count stays as it was.

test.describe.configure({ timeout: 120_000 });

const COUNT = 12;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CITY = `Hromadice ${stamp}`;

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
        type: 'PARCEL_SHOP',
        originPickupPlaceId: `e2e-bulk-${stamp}-${k}`,
        name: `Výdejna ${String(k).padStart(2, '0')} ${stamp}`,
        location: {
          line1: `Hlavní ${k}`,
          city: CITY,
          zipCode: '110 00',
          gps: { latitude: '50.08', longitude: '14.42' },
        },
        countryCode: 'CZ',
        phone: '+420 601 123 456',
        email: `bulk-${stamp}-${k}@example.com`,
        storageTimeInDays: 7,
        openingHours: { regular: { monday: [{ from: '08:00', to: '18:00' }] }, exceptions: [] },
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function exceptionDates(page: Page, id: string) {
  const res = await page.request.get(`${APP}/api/v1/pickup-place/${id}`);
  return (
    (await res.json()) as { openingHours: { exceptions: { date: string }[] } }
  ).openingHours.exceptions.map((e) => e.date);
}

const jobRegion = (page: Page, what: string) => page.getByRole('region', { name: `Bulk job: ${what}` });

test('close every place of a city for three days, see it in a place’s history, undo the job', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const ids = await createPlaces(page);
  try {
    // Filter by the city: 12 places, 10 on the first page.
    await page.goto(`${APP}/places?city=${encodeURIComponent(CITY)}&size=10`);
    await expect(bodyRows(page)).toHaveCount(10);

    // Select the page, then every match of the filter.
    await page.getByRole('checkbox', { name: 'Select the places of this page' }).check();
    const selection = page.getByRole('region', { name: 'Selection' });
    await expect(selection).toContainText('10 places selected');
    await selection.getByRole('button', { name: 'Select all 12 places matching this filter' }).click();
    await expect(selection).toContainText('All 12 places matching this filter selected');
    await selection.getByRole('button', { name: 'Bulk change…' }).click();

    // Close them for three days, with a reason; the preview says what changes, per place.
    const dialog = page.getByRole('dialog', { name: 'Change 12 places' });
    await dialog.getByLabel('From').fill('2027-03-01');
    await dialog.getByLabel('To').fill('2027-03-03');
    await dialog.getByLabel('Reason').fill('Inventura');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('12 will change, 0 already have it (skipped).');
    await expect(preview).toContainText('+ 2027-03-01 – 2027-03-03 closed (Inventura)');
    await screenshot(page, 'bulk-preview');
    await dialog.getByRole('button', { name: 'Start (12)' }).click();
    await expect(dialog).toBeHidden();

    // The job runs on the server; its progress bar goes to the end.
    const job = jobRegion(page, 'Close temporarily');
    await expect(job).toContainText('finished', { timeout: 30_000 });
    await expect(job).toContainText('12 of 12 changed');
    await expect(job.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await screenshot(page, 'bulk-finished');
    await expectAccessible(page);
    for (const id of ids)
      expect(await exceptionDates(page, id)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);

    // One place: the closure is in its history, in words.
    await bodyRows(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Výdejna 01/ })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Bulk change');
    await expect(history).toContainText('+ 2027-03-01 – 2027-03-03 closed (Inventura)');
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'bulk-place-history');
    await page.goBack();

    // Undo the whole job: a new job puts every place back.
    await jobRegion(page, 'Close temporarily').getByRole('button', { name: 'Undo job' }).click();
    const undo = jobRegion(page, 'Undo of a job');
    await expect(undo).toContainText('finished', { timeout: 30_000 });
    await expect(undo).toContainText('12 of 12 changed');
    await screenshot(page, 'bulk-undone');
    for (const id of ids) expect(await exceptionDates(page, id)).toEqual([]);
  } finally {
    const headers = { 'x-csrf-token': await csrf(page), origin: APP };
    for (const id of ids) await page.request.delete(`${APP}/api/v1/pickup-place/${id}`, { headers });
  }
});
