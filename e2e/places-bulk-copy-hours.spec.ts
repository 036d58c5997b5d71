import { expect as baseExpect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { DEMO_ESHOP } from './support/demo-ids';
import { bodyRows, expectNoHorizontalOverflow } from './support/places-screen';

// "Copy weekly hours from a place" by keyboard: the place to copy from is found by typing part of
// its name (a pause, then the e-shop's search), a text nothing matches says so, the chosen place's
// week shows before the job starts, and the job gives the selected places that week. The places
// are the journey's own, in a city of their own, removed at the end.

test.describe.configure({ timeout: 300_000 });
// A busy machine renders slowly; the steps wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CITY = `Kopírov ${stamp}`;
const SOURCE = `Vzorová výdejna ${stamp}`;
const WEEKDAY = [{ from: '09:00', to: '17:30' }];
const SOURCE_WEEK = {
  monday: WEEKDAY,
  tuesday: WEEKDAY,
  wednesday: WEEKDAY,
  thursday: WEEKDAY,
  friday: WEEKDAY,
};

async function csrf(page: Page) {
  const res = await page.request.get(`${APP}/auth/session`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function createPlace(page: Page, name: string, k: number, regular: Record<string, unknown>) {
  const res = await page.request.post(`${APP}/api/v1/pickup-place`, {
    headers: { 'x-csrf-token': await csrf(page), origin: APP },
    data: {
      eshopId: DEMO_ESHOP,
      type: 'PARCEL_SHOP',
      originPickupPlaceId: `e2e-copy-${stamp}-${k}`,
      name,
      location: {
        line1: `Hlavní ${k}`,
        city: CITY,
        zipCode: '110 00',
        gps: { latitude: '50.08', longitude: '14.42' },
      },
      countryCode: 'CZ',
      phone: '+420 601 123 456',
      email: `copy-${stamp}-${k}@example.com`,
      storageTimeInDays: 7,
      openingHours: { regular, exceptions: [] },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const regularOf = async (page: Page, id: string) =>
  (
    (await (await page.request.get(`${APP}/api/v1/pickup-place/${id}`)).json()) as {
      openingHours: { regular: Record<string, { from: string; to: string }[]> };
    }
  ).openingHours.regular;

test('copy weekly hours from a place found by typing, its week shown first', async ({ page }) => {
  await signIn(page, 'staff');
  const source = await createPlace(page, SOURCE, 0, SOURCE_WEEK);
  const targets = [
    await createPlace(page, `Cíl 1 ${stamp}`, 1, { monday: [{ from: '08:00', to: '18:00' }] }),
    await createPlace(page, `Cíl 2 ${stamp}`, 2, {}),
  ];
  try {
    await page.goto(`${APP}/places?city=${encodeURIComponent(CITY)}&size=10`);
    await expect(bodyRows(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select the places of this page' }).check();
    await page
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Bulk change…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change 3 places' });
    await dialog.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Copy weekly hours from a place' }).click();

    // Keyboard only from here: a text nothing matches says so, part of the name finds the place.
    const picker = dialog.getByRole('combobox', { name: 'Place to copy from' });
    await picker.focus();
    await page.keyboard.type(`nic-takoveho-${stamp}`);
    await expect(page.getByText(`No place matches “nic-takoveho-${stamp}”`)).toBeVisible();
    await picker.fill('');
    await page.keyboard.type(`vzorova vydejna ${stamp}`); // without diacritics, as users type
    const option = page.getByRole('option', { name: new RegExp(SOURCE) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(`${CITY} · ${source}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue(SOURCE);
    const week = dialog.getByRole('status', { name: 'Weekly hours to copy' });
    await expect(week).toHaveText(`Weekly hours of ${SOURCE}: Mon–Fri 09:00–17:30 · Sat–Sun closed`);
    await expectAccessible(page);
    await screenshot(page, 'bulk-copy-picker-desk-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'bulk-copy-picker-phone-en');
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(
      '2 will change, 1 already have it (skipped).',
    );
    await dialog.getByRole('button', { name: 'Start (2)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Bulk job: Set weekly hours' })).toContainText('finished');
    for (const id of targets) expect(await regularOf(page, id)).toMatchObject(SOURCE_WEEK);

    // The changed place’s history names the job (a copy runs as the week it copied).
    await page.goto(`${APP}/places/${targets[0]}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Job “Set weekly hours” started by staff',
    );

    // In Czech, at a desk and on a phone.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Čeština' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await page.goto(`${APP}/places?city=${encodeURIComponent(CITY)}&size=10`);
    // The page's rows first: ticked while they load, the page has no places to select yet.
    await expect(page.getByRole('checkbox', { name: `Vybrat Cíl 2 ${stamp}` })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Vybrat místa této stránky' }).check();
    await page.getByRole('button', { name: 'Hromadná změna…' }).click();
    const cz = page.getByRole('dialog');
    await cz.getByRole('combobox', { name: 'Akce' }).click();
    await page.getByRole('option', { name: /Převzít týdenní otevírací dobu/ }).click();
    const czPicker = cz.getByRole('combobox', { name: 'Místo, ze kterého převzít' });
    await czPicker.fill(`vzorova ${stamp}`);
    await page.getByRole('option', { name: new RegExp(SOURCE) }).click();
    await expect(cz.getByRole('status')).toContainText(`Týdenní hodiny místa ${SOURCE}: po–pá 09:00–17:30`);
    await screenshot(page, 'bulk-copy-picker-desk-cs');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'bulk-copy-picker-phone-cs');
  } finally {
    const headers = { 'x-csrf-token': await csrf(page), origin: APP };
    for (const id of [source, ...targets])
      await page.request.delete(`${APP}/api/v1/pickup-place/${id}`, { headers });
  }
});
