import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { EMPTY_ESHOP } from './support/demo-ids';

// Journeys of the pickup places screens, as the product runs (BFF + embedded sandbox, demo data):
// the list, the map, creating, editing (with a conflict), deleting, read-only access, Czech, dark.

/** A 1×1 PNG: small and valid, so the upload's type check (by content) accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Generous ceilings: the journeys take 5–40 s on an idle machine, much longer on a busy one.
test.describe.configure({ timeout: 60_000 });

const placesTable = (page: Page) => page.getByRole('table', { name: 'Pickup places of the e-shop' });
/** The data rows (the second row group: the first is the header). */
const bodyRows = (page: Page) => placesTable(page).getByRole('rowgroup').nth(1).getByRole('row');
/** The name cell of the first row (its text: name and address). */
const firstNameCell = (page: Page) => bodyRows(page).first().getByRole('cell').first();
const sortParams = (page: Page) => new URL(page.url()).searchParams.getAll('sort');
const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Nothing sticks out sideways: the page needs no horizontal scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** Uncaught errors of the page, to assert there were none. */
function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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

  // A cluster (its title is its count) zooms in and splits; then a single place opens its popup.
  const clusters = map.locator('.leaflet-marker-icon.place-cluster');
  const points = map.locator('.leaflet-marker-icon.place-point');
  const counts = (await clusters.evaluateAll((els) => els.map((el) => Number(el.getAttribute('title')))))
    .filter((n) => n > 1)
    .sort((a, b) => b - a);
  expect(counts.length, 'clusters at the first zoom').toBeGreaterThan(0);
  const biggest = map.getByTitle(String(counts[0]), { exact: true });
  await biggest.first().click();
  await expect(biggest).toHaveCount(0);
  for (let i = 0; i < 8 && (await points.count()) === 0; i++) {
    await clusters.first().click();
    await page.waitForTimeout(600); // the fly-to animation
  }
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

test.describe.serial('a place from creation to deletion', () => {
  const stamp = Date.now().toString(36);
  const name = `A E2E výdejna ${stamp}`;
  const renamed = `${name} (upraveno)`;
  let placeUrl = '';

  test('an empty new place is refused with field errors', async ({ page }) => {
    await signIn(page, 'staff');
    await page.getByRole('link', { name: 'New place' }).click();
    await expect(page.getByRole('heading', { name: 'New pickup place' })).toBeVisible();
    await page.getByRole('button', { name: 'Create place' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Some fields need attention' })).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription('Required');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/places\/new/);
  });

  test('staff creates a place with a pin, hours, a holiday and an image', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await signIn(page, 'staff');
    await page.getByRole('link', { name: 'New place' }).click();
    await expect(page.getByRole('heading', { name: 'New pickup place' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'ID in the origin system' }).fill(`e2e-${stamp}`);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+420 601 123 456');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`e2e-${stamp}@example.com`);
    await page.getByRole('textbox', { name: 'Street and number' }).fill('Vodičkova 12');
    await page.getByRole('textbox', { name: 'City' }).fill('Praha');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('110 00');

    // The pin: a click on the location map fills the coordinates.
    const latitude = page.getByRole('textbox', { name: 'Latitude' });
    const longitude = page.getByRole('textbox', { name: 'Longitude' });
    await expect(latitude).toHaveValue('');
    await page.getByRole('region', { name: /^Location of the place/ }).click();
    await expect(latitude).toHaveValue(/^\d{2}\.\d{6}$/);
    await expect(longitude).toHaveValue(/^\d{2}\.\d{6}$/);
    // Filled from the map, the fields' labels move out of the way of the values.
    await expect(page.locator('label', { hasText: 'Latitude' })).toHaveAttribute('data-shrink', 'true');
    await expect(page.locator('label', { hasText: 'Longitude' })).toHaveAttribute('data-shrink', 'true');

    // Monday 8–17, typed loosely, then copied to the other weekdays.
    const monday = page.getByRole('group', { name: 'Monday', exact: true });
    await monday.getByRole('button', { name: 'Add interval to Monday' }).click();
    const opens = page.getByRole('textbox', { name: 'Monday opens (1)' });
    const closes = page.getByRole('textbox', { name: 'Monday closes (1)' });
    await opens.fill('8');
    await closes.click();
    await expect(opens).toHaveValue('08:00');
    await closes.fill('17');
    await closes.press('Tab');
    await expect(closes).toHaveValue('17:00');
    await page.getByRole('button', { name: 'Copy Monday to other days' }).click();
    const copyTo = page.getByRole('menu', { name: 'Copy Monday to' });
    await copyTo.getByRole('menuitem', { name: 'All weekdays' }).click();
    await expect(copyTo.getByRole('menuitemcheckbox', { name: 'Friday' })).toBeChecked();
    await expect(copyTo.getByRole('menuitemcheckbox', { name: 'Saturday' })).not.toBeChecked();
    await copyTo.getByRole('menuitem', { name: 'Copy', exact: true }).click();
    await expect(copyTo).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Tuesday opens (1)' })).toHaveValue('08:00');
    await expect(page.getByRole('textbox', { name: 'Friday closes (1)' })).toHaveValue('17:00');
    await expect(page.getByRole('group', { name: 'Saturday' }).getByText('Closed all day')).toBeVisible();

    // Christmas: 24–26 December (the coming one), closed.
    const now = new Date();
    const year = now.getMonth() === 11 && now.getDate() > 26 ? now.getFullYear() + 1 : now.getFullYear();
    await page.getByRole('button', { name: 'Add exception' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add exception' });
    await dialog.getByLabel('From').fill(`${year}-12-24`);
    await dialog.getByLabel('To', { exact: true }).fill(`${year}-12-26`);
    await expect(dialog.getByText('3 days')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Closed all day' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Vánoce');
    await dialog.getByRole('button', { name: 'Save exception' }).click();
    await expect(dialog).toBeHidden();
    // The three days are one item: shown, edited and removed as one.
    const exceptions = page.getByRole('list', { name: 'Exceptions' });
    await expect(exceptions.getByRole('listitem')).toHaveCount(1);
    await expect(exceptions.getByRole('listitem')).toContainText(`24–26 Dec ${year}`);
    await expect(exceptions.getByText('Closed all day · Vánoce')).toHaveCount(1);

    // The image is kept and uploaded once the place exists.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image…' }).click();
    await (await chooser).setFiles({ name: 'place.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Image of the place' })).toBeVisible();
    await expect(page.getByText('The image will be uploaded when the place is created.')).toBeVisible();

    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0)); // else the sticky bar lands mid-screenshot
    await screenshot(page, 'place-editor');

    await page.getByRole('button', { name: 'Create place' }).click();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    placeUrl = page.url();
    await expect(notification(page, 'Place created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const image = page.getByRole('img', { name: 'Image of the place' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(image).toHaveAttribute('src', /^(?!blob:)/);
    // What was entered is what the server kept.
    await expect(page.getByRole('textbox', { name: 'Monday opens (1)' })).toHaveValue('08:00');
    await expect(page.getByRole('textbox', { name: 'Thursday closes (1)' })).toHaveValue('17:00');
    await expect(page.getByRole('list', { name: 'Exceptions' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText(/^Time zone: Europe\/Prague$/).first()).toBeVisible();

    // The list, by name, and the map count it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Pickup places' })
      .click();
    await page.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
    await expect.poll(() => sortParams(page)).toEqual(['name,asc']);
    await expect(page.getByText('1–20 of 29')).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(1);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByText('29 places on the map')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('staff edits it; a conflicting save by someone else is resolved knowingly', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    expect(placeUrl, 'the place of the previous journey').not.toBe('');
    await signIn(page, 'staff');
    await page.goto(`${APP}/places?sort=name,asc`);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(placeUrl);
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(name);
    await nameField.fill(renamed);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, 'Place saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();

    // Someone else (admin, another browser) changes the phone meanwhile.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, 'admin');
    await otherPage.goto(placeUrl);
    await otherPage.getByRole('textbox', { name: 'Phone' }).fill('+420 777 000 111');
    await otherPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(otherPage, 'Place saved')).toBeVisible();
    await other.close();

    // Back here: the note is saved over theirs, knowing what they changed.
    await page.getByRole('textbox', { name: 'Note' }).fill('Vchod ze dvora.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else saved this place' });
    await expect(conflict).toBeVisible();
    await expect(
      conflict.getByRole('list', { name: 'Changed on the server' }).getByRole('listitem'),
    ).toHaveText(['Phone']);
    await expectAccessible(page);
    await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(notification(page, 'Place saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+420 777 000 111');
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Vchod ze dvora.');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);

    // Leaving with unsaved text asks first; Stay keeps the text.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('Vchod ze dvora. Zvonek 3.');
    await nav.getByRole('link', { name: 'Pickup places' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(placeUrl);
    await expect(note).toHaveValue('Vchod ze dvora. Zvonek 3.');

    // A change typed and undone is no change: leaving does not ask.
    await note.fill('Vchod ze dvora.');
    await note.press('End');
    await note.pressSequentially('!');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await note.press('Backspace');
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await nav.getByRole('link', { name: 'Pickup places' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup places' })).toBeVisible();
    await expect(leave).toBeHidden();
  });

  test('staff deletes it after confirming', async ({ page }) => {
    expect(placeUrl, 'the place of the previous journeys').not.toBe('');
    await signIn(page, 'staff');
    await page.goto(placeUrl);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this place?' });
    await expect(dialog).toContainText(`“${renamed}” will be removed for good, with its image.`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/places(\?|$)/);
    await expect(notification(page, `“${renamed}” deleted`)).toBeVisible();
    await expect(page.getByText('1–20 of 28')).toBeVisible();
    await page.goto(`${APP}/places?sort=name,asc&size=50`);
    await expect(bodyRows(page)).toHaveCount(28);
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(0);
  });
});

test('support sees places read-only', async ({ page }) => {
  await signIn(page, 'support');
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'New place' })).toHaveCount(0);
  await page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Basics' })).toBeVisible();
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Street and number' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add exception' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose image…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to places' })).toBeVisible();
});

test('the screens speak Czech', async ({ page }) => {
  await signIn(page, 'staff');
  await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'Čeština');
  await expect(page.getByRole('heading', { level: 1, name: 'Výdejní místa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const table = page.getByRole('table', { name: 'Výdejní místa e-shopu' });
  for (const header of ['Název', 'Typ', 'Dopravce', 'Město', 'Úložní doba', 'Právě otevřeno'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(page.getByText(/^1–20 z \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nové místo' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await screenshot(page, 'places-list-cs');

  await page
    .getByRole('link', { name: /^Upravit / })
    .first()
    .click();
  for (const section of [
    'Základní údaje',
    'Adresa a poloha',
    'Otevírací doba',
    'Svátky a výjimky',
    'Obrázek',
  ])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uložit', exact: true })).toBeVisible();
  await expectAccessible(page);

  await chooseOption(page, page.getByRole('combobox', { name: 'Jazyk' }), 'English');
  await expect(page.getByRole('heading', { level: 2, name: 'Basics' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the dark theme, and an e-shop without places', async ({ page }) => {
  await signIn(page, 'staff');
  const background = () =>
    page.getByRole('main').evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(background).not.toBe(light);
  const [r, g, b] = (await background()).match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(150);
  await expect(bodyRows(page)).toHaveCount(20);
  await expectNoHorizontalOverflow(page);
  // The theme button's tooltip gone first: axe would judge its contrast halfway through the fade.
  await page.mouse.move(0, 400);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, 'places-list-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect.poll(background).toBe(light);

  await chooseOption(page, page.getByRole('combobox', { name: 'E-shop' }), 'Demo Shop SK (empty)');
  await expect(page).toHaveURL(new RegExp(`[?&]eshop=${EMPTY_ESHOP}`));
  await expect(page.getByText('No pickup places yet')).toBeVisible();
  await expect(page.getByText('Create the first place of this e-shop')).toBeVisible();
  await expect(page.getByText('0–0 of 0')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New place' })).toHaveCount(2);
  await chooseOption(page, page.getByRole('combobox', { name: 'E-shop' }), 'Demo Shop CZ');
  await expect(bodyRows(page)).toHaveCount(20);
});
