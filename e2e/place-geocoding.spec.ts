import { expect as baseExpect, test } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlaceByApi, deletePlacesByApi } from './support/api-writes';
import { expectNoHorizontalOverflow } from './support/places-screen';

// Address and pin (issue 46), with no network: the embedded gazetteer warns of a pin 90 km from
// its town and moves it there, finds a typed town on the map, and suggests the pin's town for the
// address, at a desk in English and on a phone in Czech.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a pin far from its town is flagged and fixed, a town is found, and the address follows the pin', async ({
  page,
}) => {
  const name = `A Výdejna u špendlíku ${Date.now().toString(36)}`;
  await signIn(page, 'staff');
  const made = [
    await createPlaceByApi(page, {
      name,
      originPickupPlaceId: `geo-${Date.now()}`,
      location: {
        line1: 'Vodičkova 12',
        city: 'Praha',
        zipCode: '110 00',
        gps: { latitude: '49.81', longitude: '15.49' },
      },
    }),
  ];
  try {
    // The list's quality flag names it.
    await page.goto(`${APP}/places?flag=pinFarFromAddress`);
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto(`${APP}/places/${made[0]}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const warning = page.getByText(/The pin is \d+ km from Praha/);
    await expect(warning).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'geocoding-far-desk-en');
    await page.getByRole('button', { name: 'Move the pin there' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^50\.08/);

    // Find a town on the map: the pin moves to it.
    const finder = page.getByRole('textbox', { name: 'Address or town' });
    await finder.fill('Masarykova 5, Brno');
    await finder.press('Enter');
    await page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: /Brno/ })
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^49\.1/);
    // The pin is now far from the address's Praha: said again, and the address can follow the pin.
    await expect(page.getByText(/The pin is \d+ km from Praha/)).toBeVisible();
    await page.getByRole('button', { name: 'Suggest the address from the pin' }).click();
    await expect(page.getByRole('list', { name: 'Suggested address' })).toContainText(
      'town: Brno (now: Praha)',
    );
    await page.getByRole('button', { name: 'Use the suggested town' }).click();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Brno');
    await expect(page.getByText(/The pin is \d+ km from/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Place saved')).toBeVisible();

    // In Czech, on a phone: the warning and its action fit the screen.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Čeština' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    made.push(
      await createPlaceByApi(page, {
        name: `${name} 2`,
        originPickupPlaceId: `geo2-${Date.now()}`,
        location: {
          line1: 'Hlavná 1',
          city: 'Košice',
          zipCode: '040 01',
          gps: { latitude: '48.15', longitude: '17.11' },
        },
        countryCode: 'SK',
      }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${APP}/places/${made[1]}`);
    await expect(page.getByText(/Špendlík je \d+ km od obce Košice/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Přesunout špendlík tam' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'geocoding-far-phone-cs');
  } finally {
    await deletePlacesByApi(page, made);
  }
});
