import { expect, test, type Page } from '@playwright/test';
import { APP, screenshot, signIn } from './support/app';
import { DEMO_ESHOP } from './support/demo-ids';

// Issue 27: a job belongs to whoever started it. An admin deletes a city's places in one bulk job
// (the journey's own places, so the deletion is also the clean-up); staff, looking at the places
// meanwhile, sees the job run, who started it, and no button to cancel it, with the reason.

test.describe.configure({ timeout: 180_000 });

const COUNT = 400;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CITY = `Vlastnice ${stamp}`;

async function csrfHeaders(page: Page) {
  const res = await page.request.get(`${APP}/auth/session`);
  return { 'x-csrf-token': ((await res.json()) as { csrfToken: string }).csrfToken, origin: APP };
}

async function createPlaces(page: Page) {
  const headers = await csrfHeaders(page);
  for (let from = 0; from < COUNT; from += 20)
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const k = from + i + 1;
        const res = await page.request.post(`${APP}/api/v1/pickup-place`, {
          headers,
          data: {
            eshopId: DEMO_ESHOP,
            type: 'PARCEL_BOX',
            originPickupPlaceId: `e2e-owner-${stamp}-${k}`,
            name: `Box ${k} ${stamp}`,
            location: {
              line1: `Hlavní ${k}`,
              city: CITY,
              zipCode: '110 00',
              gps: { latitude: '50.09', longitude: '14.42' },
            },
            countryCode: 'CZ',
            phone: '+420 601 123 456',
            email: `owner-${k}@example.com`,
            storageTimeInDays: 7,
            openingHours: { regular: {}, exceptions: [] },
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
}

test('staff sees an admin’s running job, who started it, and cannot cancel it', async ({ browser, page }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await createPlaces(admin);
  await signIn(page, 'staff');

  const started = await admin.request.post(`${APP}/bff/jobs`, {
    headers: await csrfHeaders(admin),
    data: { eshopId: DEMO_ESHOP, selection: { filter: { city: [CITY] } }, action: { kind: 'delete' } },
  });
  expect(started.status(), await started.text()).toBe(202);
  const jobId = ((await started.json()) as { id: string }).id;
  await page.reload();

  const job = page.getByRole('region', { name: 'Bulk job: Delete places' });
  await expect(job).toContainText('running');
  await expect(job).toContainText('started by admin');
  await expect(job).toContainText(
    'Only admin, who started this job, or an administrator can cancel, retry or undo it.',
  );
  await expect(job.getByRole('button', { name: 'Cancel job' })).toHaveCount(0);
  await screenshot(page, 'job-of-another-user');

  // The server refuses it too, whatever the page offers.
  const cancel = await page.request.post(`${APP}/bff/jobs/${jobId}/cancel`, {
    headers: await csrfHeaders(page),
  });
  expect(cancel.status()).toBe(403);

  // The admin's job ends with every place gone (the journey's clean-up).
  await expect
    .poll(
      async () =>
        ((await (await admin.request.get(`${APP}/bff/jobs/${jobId}`)).json()) as { state: string }).state,
      { timeout: 120_000 },
    )
    .toBe('finished');
  await adminContext.close();
});
