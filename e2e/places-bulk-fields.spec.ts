import { expect as baseExpect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot } from './support/app';
import { createPlaceByApi, deletePlacesByApi } from './support/api-writes';
import { LANGUAGES, LOCALE, signInIn, type Lang } from './support/languages';
import { chooseOption, expectNoHorizontalOverflow } from './support/places-screen';

// Issue 45 as a user meets it, at a desk and on a phone: weekly hours with Saturday alone set
// change Saturday alone (each place keeps its Monday), in the preview and on the platform, and
// the phone set in bulk changes the phone alone. The places are the journey's own, in a city of
// their own, removed at the end. In English and in Czech.

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

const WORDS = {
  en: {
    select: /^Select Dotyková výdejna/,
    selectPage: 'Select the places of this page',
    selection: 'Selection',
    bulkChange: 'Bulk change…',
    dialog: 'Change 2 places',
    action: 'Action',
    weeklyHours: 'Set weekly hours',
    monday: 'Monday',
    keep: 'Leave unchanged',
    saturday: 'Saturday',
    hours: 'Hours',
    saturdayHours: 'Saturday hours',
    preview: 'Preview',
    counts: '2 will change, 0 already have it (skipped).',
    saturdayChange: 'Sat closed → 09:00–12:00',
    mondayShort: 'Mon',
    start: 'Start (2)',
    hoursJob: 'Bulk job: Set weekly hours',
    finished: 'finished',
    setFields: 'Set type, phone, e-mail or note',
    phone: 'Phone',
    phoneChange: 'Phone: +420 601 123 456 → +420 777 000 111',
    fieldsJob: 'Bulk job: Set type, phone, e-mail or note',
  },
  cs: {
    select: /^Vybrat Dotyková výdejna/,
    selectPage: 'Vybrat místa této stránky',
    selection: 'Výběr',
    bulkChange: 'Hromadná změna…',
    dialog: 'Změnit 2 místa',
    action: 'Akce',
    weeklyHours: 'Nastavit týdenní otevírací dobu',
    monday: 'Pondělí',
    keep: 'Ponechat beze změny',
    saturday: 'Sobota',
    hours: 'Otevírací doba',
    saturdayHours: 'Sobota – otevírací doba',
    preview: 'Náhled',
    counts: 'Změní se: 2, už to má (přeskočeno): 0.',
    saturdayChange: 'So zavřeno → 09:00–12:00',
    mondayShort: 'Po',
    start: 'Spustit (2)',
    hoursJob: 'Hromadná úloha: Nastavit týdenní otevírací dobu',
    finished: 'dokončena',
    setFields: 'Nastavit typ, telefon, e-mail nebo poznámku',
    phone: 'Telefon',
    phoneChange: 'Telefon: +420 601 123 456 → +420 777 000 111',
    fieldsJob: 'Hromadná úloha: Nastavit typ, telefon, e-mail nebo poznámku',
  },
};
type Words = (typeof WORDS)['en'];

async function openBulkDialog(page: Page, w: Words, city: string) {
  await page.goto(`${APP}/places?city=${encodeURIComponent(city)}&size=10`);
  // A table at a desk, a list of cards on a phone: each place has its checkbox either way.
  await expect(page.getByRole('checkbox', { name: w.select })).toHaveCount(2);
  await page.getByRole('checkbox', { name: w.selectPage }).check();
  await page.getByRole('region', { name: w.selection }).getByRole('button', { name: w.bulkChange }).click();
  return page.getByRole('dialog', { name: w.dialog });
}

for (const lang of LANGUAGES)
  test.describe(`in ${lang}`, () => {
    test.use({ locale: LOCALE[lang] });
    for (const [label, width, height] of [
      ['desk', 1366, 900],
      ['phone', 390, 844],
    ] as const)
      test(`weekly hours of Saturday alone keep each place’s Monday; a phone set alone (${label})`, ({
        page,
      }) => journey(page, lang, `${label}${lang === 'en' ? '' : `-${lang}`}`, width, height));
  });

async function journey(page: Page, lang: Lang, label: string, width: number, height: number) {
  const w = WORDS[lang];
  await page.setViewportSize({ width, height });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `Dotykov ${stamp}`;
  await signInIn(lang, page);
  const ids = [await createPlace(page, city, stamp, 1), await createPlace(page, city, stamp, 2)];
  try {
    const dialog = await openBulkDialog(page, w, city);
    await chooseOption(page, dialog.getByRole('combobox', { name: w.action }), w.weeklyHours);
    await expect(dialog.getByRole('combobox', { name: w.monday })).toHaveText(w.keep);
    await chooseOption(page, dialog.getByRole('combobox', { name: w.saturday }), w.hours);
    await dialog.getByRole('textbox', { name: w.saturdayHours }).fill('09:00-12:00');
    await dialog.getByRole('button', { name: w.preview }).click();
    const preview = dialog.getByRole('region', { name: w.preview });
    await expect(preview).toContainText(w.counts);
    await expect(preview).toContainText(w.saturdayChange);
    await expect(preview).not.toContainText(w.mondayShort);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await dialog.screenshot({ path: `test-results/screens/bulk-week-days-${label}.png` });
    await dialog.getByRole('button', { name: w.start }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: w.hoursJob })).toContainText(w.finished);
    for (const id of ids) {
      const { regular } = (await placeOf(page, id)).openingHours;
      expect(regular.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
      expect(regular.monday).toEqual(MONDAY);
      expect(regular.tuesday).toEqual(MONDAY);
    }

    // The phone alone, for the same places.
    const again = await openBulkDialog(page, w, city);
    await chooseOption(page, again.getByRole('combobox', { name: w.action }), w.setFields);
    await again.getByRole('textbox', { name: w.phone }).fill('+420 777 000 111');
    await again.getByRole('button', { name: w.preview }).click();
    await expect(again.getByRole('region', { name: w.preview })).toContainText(w.phoneChange);
    await expectNoHorizontalOverflow(page);
    await again.screenshot({ path: `test-results/screens/bulk-fields-${label}.png` });
    await again.getByRole('button', { name: w.start }).click();
    await expect(again).toBeHidden();
    const job = page.getByRole('region', { name: w.fieldsJob });
    await expect(job).toContainText(w.finished);
    const place = await placeOf(page, ids[0]!);
    expect(place).toMatchObject({ phone: '+420 777 000 111', email: `fields-${stamp}-1@example.com` });
    expect(place.openingHours.regular.monday).toEqual(MONDAY);
    await screenshot(page, `bulk-fields-done-${label}`);
  } finally {
    await deletePlacesByApi(page, ids);
  }
}
