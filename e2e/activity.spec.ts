import { expect, test, type Browser, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlaceByApi, deletePlacesByApi, writeHeaders } from './support/api-writes';
import { DEMO_ESHOP } from './support/demo-ids';
import { signInIn } from './support/languages';

// Issue 45: the Activity screen lists every bulk job of the e-shop from the shared database, so a
// job started in one browser (another session of the same user here) shows in a second one, which
// can undo it there; on a desk and on a phone, in English and in Czech.

test.describe.configure({ timeout: 120_000 });

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The places a test made: deleted after it, so the other journeys meet the demo's 28. */
const created: string[] = [];
test.afterEach(async ({ page }) => deletePlacesByApi(page, created.splice(0)));

/** Two places of a city of the test's own, and a storage-time job over them, started from `page`. */
async function startJob(page: Page, city: string) {
  const headers = await writeHeaders(page);
  for (const k of [1, 2])
    created.push(
      await createPlaceByApi(page, {
        originPickupPlaceId: `e2e-activity-${city}-${k}`,
        name: `Box ${k} ${city}`,
        location: {
          line1: `Hlavní ${k}`,
          city,
          zipCode: '110 00',
          gps: { latitude: '50.09', longitude: '14.42' },
        },
        email: `activity-${k}@example.com`,
      }),
    );
  const started = await page.request.post(`${APP}/bff/jobs`, {
    headers,
    data: {
      eshopId: DEMO_ESHOP,
      selection: { filter: { city: [city] } },
      action: { kind: 'storageTime', days: 11 },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
}

/** A browser context of its own (a second session), signed in as staff. */
async function secondSession(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

const words = {
  en: {
    list: 'Bulk jobs',
    job: 'Set storage time · finished · started by staff',
    undo: 'Undo job',
    undoJob: 'Undo of a job ·',
    heading: 'Activity',
  },
  cs: {
    list: 'Hromadné úlohy',
    job: 'Nastavit úložní dobu · dokončena · spustil(a) staff',
    undo: 'Vrátit úlohu',
    undoJob: 'Vrácení úlohy ·',
    heading: 'Aktivita',
  },
};

async function undoNewest(page: Page, w: (typeof words)['en'], shot: string) {
  const rows = page.getByRole('list', { name: w.list }).getByRole('listitem');
  await expect(rows.first()).toContainText(w.job, { timeout: 20_000 });
  await expect(rows.first()).toContainText('2');
  await screenshot(page, `${shot}-listed`);
  await rows.first().getByRole('button', { name: w.undo }).click();
  // The undo is a job of its own, listed above the one it undid, which offers no second undo.
  await expect(rows.first()).toContainText(w.undoJob);
  await expect(rows.nth(1)).toContainText(w.job);
  await expect(rows.nth(1).getByRole('button', { name: w.undo })).toHaveCount(0);
  await screenshot(page, `${shot}-undone`);
}

test('a job started in one session is listed live in another and undone there, on a desk', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'staff');
  const other = await secondSession(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(other.page, 'staff');
  await other.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(other.page.getByRole('heading', { name: 'Activity' })).toBeVisible();

  // Started in the first session while the second shows the screen: it shows there by itself.
  await startJob(page, `Aktivov ${stamp}`);
  await undoNewest(other.page, words.en, 'activity-desk');
  // The filters are the list's: only running jobs, none now.
  await other.page.getByRole('combobox', { name: 'State' }).click();
  await other.page.getByRole('option', { name: 'Running' }).click();
  await expect(other.page.getByRole('status')).toHaveText('No job matches these filters.');
  await expectAccessible(other.page);
  await other.context.close();
});

test('the screen works on a phone, reached from the menu', async ({ browser, page }) => {
  await signIn(page, 'staff');
  await startJob(page, `Telefonov ${stamp}`);
  const phone = await secondSession(browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await signIn(phone.page, 'staff');
  await phone.page.getByRole('button', { name: 'Menu' }).click();
  await phone.page.getByRole('link', { name: 'Activity' }).click();
  await expect(phone.page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await undoNewest(phone.page, words.en, 'activity-phone');
  // Nothing wider than the phone's screen.
  const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.context.close();
});

test.describe('in Czech', () => {
  test('lists the job and undoes it in Czech', async ({ browser, page }) => {
    await signIn(page, 'staff');
    await startJob(page, `Česko ${stamp}`);
    const czech = await secondSession(browser, { locale: 'cs-CZ', viewport: { width: 1366, height: 768 } });
    await signInIn('cs', czech.page);
    await czech.page.goto(`${APP}/activity`);
    await expect(czech.page.getByRole('heading', { name: words.cs.heading })).toBeVisible();
    await undoNewest(czech.page, words.cs, 'activity-czech');
    await czech.context.close();
  });

  test('lists the job and undoes it in Czech on a phone, reached from the menu', async ({
    browser,
    page,
  }) => {
    await signIn(page, 'staff');
    await startJob(page, `Mobilov ${stamp}`);
    const phone = await secondSession(browser, {
      locale: 'cs-CZ',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    await signInIn('cs', phone.page);
    await phone.page.getByRole('button', { name: 'Nabídka' }).click();
    await phone.page.getByRole('link', { name: words.cs.heading }).click();
    await expect(phone.page.getByRole('heading', { name: words.cs.heading })).toBeVisible();
    await undoNewest(phone.page, words.cs, 'activity-phone-czech');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context.close();
  });
});
