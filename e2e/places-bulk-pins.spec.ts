import { expect as baseExpect, test, type Page } from '@playwright/test';
import { APP, expectAccessible } from './support/app';
import { createPlaceByApi, deletePlacesByApi } from './support/api-writes';
import { LOCALE, signInIn, type Lang } from './support/languages';
import { chooseOption, expectNoHorizontalOverflow } from './support/places-screen';

// Issue 46's bulk job as a user meets it, with no network: two places of a town of their own, one
// pinned 185 km away in Brno, one where its address is. "Place pins from addresses" previews the
// far one alone with the pin its town gives, moves it there, and the list's flag is gone. At a desk
// in English and on a phone in Czech.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const WORDS = {
  en: {
    select: /^Select Špendlíková výdejna/,
    selectPage: 'Select the places of this page',
    selection: 'Selection',
    bulkChange: 'Bulk change…',
    dialog: 'Change 2 places',
    action: 'Action',
    pins: 'Place pins from addresses',
    help: /Places without a pin, or with one more than 20 km/,
    preview: 'Preview',
    counts: '1 will change, 1 already have it (skipped).',
    change:
      /Address: Vodičkova 12, 110 00, Praha · 49\.1951, 16\.6068 → Vodičkova 12, 110 00, Praha · 50\.\d+, 14\.\d+/,
    start: 'Start (1)',
    job: 'Bulk job: Place pins from addresses',
    finished: 'finished',
  },
  cs: {
    select: /^Vybrat Špendlíková výdejna/,
    selectPage: 'Vybrat místa této stránky',
    selection: 'Výběr',
    bulkChange: 'Hromadná změna…',
    dialog: 'Změnit 2 místa',
    action: 'Akce',
    pins: 'Umístit špendlíky podle adres',
    help: /Místa bez špendlíku nebo se špendlíkem dál než 20 km/,
    preview: 'Náhled',
    counts: 'Změní se: 1, už to má (přeskočeno): 1.',
    change:
      /Adresa: Vodičkova 12, 110 00, Praha · 49\.1951, 16\.6068 → Vodičkova 12, 110 00, Praha · 50\.\d+, 14\.\d+/,
    start: 'Spustit (1)',
    job: 'Hromadná úloha: Umístit špendlíky podle adres',
    finished: 'dokončena',
  },
};

const create = (page: Page, stamp: string, k: number, line1: string, gps: [string, string]) =>
  createPlaceByApi(page, {
    type: 'PARCEL_SHOP',
    originPickupPlaceId: `e2e-pins-${stamp}-${k}`,
    name: `Špendlíková výdejna ${k} ${stamp}`,
    location: { line1, city: 'Praha', zipCode: '110 00', gps: { latitude: gps[0], longitude: gps[1] } },
  });

for (const [lang, label, width, height] of [
  ['en', 'desk', 1366, 900],
  ['cs', 'phone', 390, 844],
] as const)
  test.describe(`in ${lang}`, () => {
    test.use({ locale: LOCALE[lang] });
    test(`a pin far from its address is moved to it by a bulk job (${label})`, ({ page }) =>
      journey(page, lang, `${label}-${lang}`, width, height));
  });

async function journey(page: Page, lang: Lang, label: string, width: number, height: number) {
  const w = WORDS[lang];
  await page.setViewportSize({ width, height });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signInIn(lang, page);
  const ids = [
    await create(page, stamp, 1, 'Vodičkova 12', ['49.1951', '16.6068']),
    await create(page, stamp, 2, 'Dlouhá 1', ['50.0905', '14.4255']),
  ];
  try {
    const q = encodeURIComponent(`Špendlíková výdejna ${stamp}`);
    await page.goto(`${APP}/places?q=${q}&size=10`);
    await expect(page.getByRole('checkbox', { name: w.select })).toHaveCount(2);
    await page.getByRole('checkbox', { name: w.selectPage }).check();
    await page.getByRole('region', { name: w.selection }).getByRole('button', { name: w.bulkChange }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await chooseOption(page, dialog.getByRole('combobox', { name: w.action }), w.pins);
    await expect(dialog.getByText(w.help)).toBeVisible();
    await dialog.getByRole('button', { name: w.preview }).click();
    const preview = dialog.getByRole('region', { name: w.preview });
    await expect(preview).toContainText(w.counts);
    await expect(preview.getByText(w.change)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await dialog.screenshot({ path: `test-results/screens/bulk-pins-${label}.png` });
    await dialog.getByRole('button', { name: w.start }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: w.job })).toContainText(w.finished);

    // On the platform: in Praha now; and the list's flag no longer names it.
    const moved = (await (await page.request.get(`${APP}/api/v1/pickup-place/${ids[0]}`)).json()) as {
      location: { gps: { latitude: number; longitude: number } };
    };
    expect(moved.location.gps.latitude).toBeGreaterThan(50);
    expect(moved.location.gps.longitude).toBeLessThan(15);
    await page.goto(`${APP}/places?q=${q}&flag=pinFarFromAddress`);
    await expect(page.getByRole('checkbox', { name: w.select })).toHaveCount(0);
  } finally {
    await deletePlacesByApi(page, ids);
  }
}
