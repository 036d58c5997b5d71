import { expect as baseExpect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlaceByApi, deletePlacesByApi } from './support/api-writes';
import { chooseOption, expectNoHorizontalOverflow } from './support/places-screen';

// Issue 45 as a user meets it, at a desk and on a phone: weekly hours with Saturday alone set
// change Saturday alone (each place keeps its Monday), in the preview and on the platform, and
// the phone set in bulk changes the phone alone. The places are the journey's own, in a city of
// their own, removed at the end.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const MONDAY = [{ from: '08:00', to: '18:00' }];

const createPlace = (page: Page, city: string, stamp: string, k: number) =>
  createPlaceByApi(page, {
    type: 'PARCEL_SHOP',
    originPickupPlaceId: `e2e-fields-${stamp}-${k}`,
    name: `Dotyková výdejna ${k} ${stamp}`,
    location: {
      line1: `Hlavní ${k}`,
      city,
      zipCode: '110 00',
      gps: { latitude: '50.08', longitude: '14.42' },
    },
    email: `fields-${stamp}-${k}@example.com`,
    openingHours: { regular: { monday: MONDAY, tuesday: MONDAY }, exceptions: [] },
  });

type Hours = Record<string, { from: string; to: string }[]>;
const placeOf = async (page: Page, id: string) =>
  (await (await page.request.get(`${APP}/api/v1/pickup-place/${id}`)).json()) as {
    phone: string;
    email: string;
    openingHours: { regular: Hours };
  };

async function openBulkDialog(page: Page, city: string) {
  await page.goto(`${APP}/places?city=${encodeURIComponent(city)}&size=10`);
  // A table at a desk, a list of cards on a phone: each place has its checkbox either way.
  await expect(page.getByRole('checkbox', { name: /^Select Dotyková výdejna/ })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select the places of this page' }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Bulk change…' }).click();
  return page.getByRole('dialog', { name: 'Change 2 places' });
}

for (const [label, width, height] of [
  ['desk', 1366, 900],
  ['phone', 390, 844],
] as const) {
  test(`weekly hours of Saturday alone keep each place’s Monday; a phone set alone (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const city = `Dotykov ${stamp}`;
    await signIn(page, 'staff');
    const ids = [await createPlace(page, city, stamp, 1), await createPlace(page, city, stamp, 2)];
    try {
      const dialog = await openBulkDialog(page, city);
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Action' }), 'Set weekly hours');
      await expect(dialog.getByRole('combobox', { name: 'Monday' })).toHaveText('Leave unchanged');
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Saturday' }), 'Hours');
      await dialog.getByRole('textbox', { name: 'Saturday hours' }).fill('09:00-12:00');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await expect(preview).toContainText('2 will change, 0 already have it (skipped).');
      await expect(preview).toContainText('Sat closed → 09:00–12:00');
      await expect(preview).not.toContainText('Mon');
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      await dialog.screenshot({ path: `test-results/screens/bulk-week-days-${label}.png` });
      await dialog.getByRole('button', { name: 'Start (2)' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Bulk job: Set weekly hours' })).toContainText(
        'finished',
      );
      for (const id of ids) {
        const { regular } = (await placeOf(page, id)).openingHours;
        expect(regular.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
        expect(regular.monday).toEqual(MONDAY);
        expect(regular.tuesday).toEqual(MONDAY);
      }

      // The phone alone, for the same places.
      const again = await openBulkDialog(page, city);
      await chooseOption(
        page,
        again.getByRole('combobox', { name: 'Action' }),
        'Set type, phone, e-mail or note',
      );
      await again.getByRole('textbox', { name: 'Phone' }).fill('+420 777 000 111');
      await again.getByRole('button', { name: 'Preview' }).click();
      await expect(again.getByRole('region', { name: 'Preview' })).toContainText(
        'Phone: +420 601 123 456 → +420 777 000 111',
      );
      await expectNoHorizontalOverflow(page);
      await again.screenshot({ path: `test-results/screens/bulk-fields-${label}.png` });
      await again.getByRole('button', { name: 'Start (2)' }).click();
      await expect(again).toBeHidden();
      const job = page.getByRole('region', { name: 'Bulk job: Set type, phone, e-mail or note' });
      await expect(job).toContainText('finished');
      const place = await placeOf(page, ids[0]!);
      expect(place).toMatchObject({ phone: '+420 777 000 111', email: `fields-${stamp}-1@example.com` });
      expect(place.openingHours.regular.monday).toEqual(MONDAY);
      await screenshot(page, `bulk-fields-done-${label}`);
    } finally {
      await deletePlacesByApi(page, ids);
    }
  });
}
