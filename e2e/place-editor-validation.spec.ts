import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { DEVELOPER_WORDS, createPlace, deletePlace } from './place-editor-helpers';
import { notification } from './support/places-screen';

// Issue 16, the editor's validation: number fields hold numbers, every refusal is named on its field
// in plain words and listed with a link to it, and the focus lands on the first one, in sight.

test.describe.configure({ timeout: 90_000 });

const saveBar = (page: Page) =>
  page.locator('footer').filter({ has: page.getByRole('button', { name: 'Save' }) });

let placeId = '';
test.beforeEach(async ({ page }) => {
  await signIn(page, 'staff');
  placeId = await createPlace(page, `E2E validation ${Date.now().toString(36)}`);
});
test.afterEach(async ({ page }) => {
  if (placeId) await deletePlace(page, placeId);
});

test('storage time: entering and leaving it, or changing it, never blocks a save', async ({ page }) => {
  await page.goto(`${APP}/places/${placeId}`);
  const storage = page.getByRole('spinbutton', { name: 'Storage time (days)' });
  await expect(storage).toHaveValue('7');
  // Only visiting the field: no error.
  await storage.focus();
  await page.keyboard.press('Tab');
  await expect(storage).toHaveAttribute('aria-invalid', 'false');
  // Emptied: "Required"; a valid number again: the error goes at once.
  await storage.fill('');
  await page.keyboard.press('Tab');
  await expect(storage).toHaveAttribute('aria-invalid', 'true');
  await expect(storage).toHaveAccessibleDescription('Required');
  await storage.fill('400');
  await expect(storage).toHaveAccessibleDescription('At most 365');
  await storage.fill('14');
  await expect(storage).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(DEVELOPER_WORDS)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Place saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Storage time (days)' })).toHaveValue('14');

  // The old value typed back is no change, and no error either.
  const again = page.getByRole('spinbutton', { name: 'Storage time (days)' });
  await again.fill('15');
  await again.fill('14');
  await page.keyboard.press('Tab');
  await expect(again).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
});

test('overlapping hours are refused on the field, listed with a link, and the focus goes there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${APP}/places/${placeId}`);
  const monday = page.getByRole('group', { name: 'Monday', exact: true });
  await monday.getByRole('button', { name: 'Add interval to Monday' }).click();
  const opens1 = page.getByRole('textbox', { name: 'Monday opens (1)' });
  const closes1 = page.getByRole('textbox', { name: 'Monday closes (1)' });
  const opens2 = page.getByRole('textbox', { name: 'Monday opens (2)' });
  const closes2 = page.getByRole('textbox', { name: 'Monday closes (2)' });
  await opens1.fill('08:00');
  await closes1.fill('12:00');
  await opens2.fill('11:00');
  await closes2.fill('13:00');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Some fields need attention' });
  await expect(summary).toBeVisible();
  const link = summary.getByRole('button', { name: 'Monday opens (2): Overlaps interval 1 of the day' });
  await expect(link).toBeVisible();
  // The first field in error has the focus, carries the message, and is not under the save bar.
  await expect(opens2).toBeFocused();
  await expect(opens2).toHaveAttribute('aria-invalid', 'true');
  await expect(opens2).toHaveAccessibleDescription('Opens (2): Overlaps interval 1 of the day');
  await expectClearOfSaveBar(page, opens2);
  // The message has room: one line under the day's intervals, not wrapped under a 110 px field.
  const message = monday.getByText('Opens (2): Overlaps interval 1 of the day');
  await expect(message).toBeVisible();
  expect((await message.boundingBox())!.height).toBeLessThan(30);
  await expectAccessible(page);
  await screenshot(page, 'editor-errors-hours-en');

  // The link leads back to the field from anywhere.
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await link.click();
  await expect(opens2).toBeFocused();

  // Fixed: the message and the list go; the save goes through.
  await opens2.fill('12:00');
  await expect(summary).toBeHidden();
  await expect(opens2).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Place saved')).toBeVisible();
});

test('refusals speak plain words, in English and in Czech, never a library or developer wording', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${APP}/places/${placeId}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('x'.repeat(201));
  await page.getByRole('textbox', { name: 'Latitude' }).fill('95');
  await page.getByRole('spinbutton', { name: 'Storage time (days)' }).fill('');
  // An opening time moved past the closing one (08:00–17:00 → 18:00–17:00). A closing time typed
  // before the opening one is a night past midnight instead (overnight.ts), so it is no refusal.
  await page.getByRole('textbox', { name: 'Monday opens (1)' }).fill('18:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Some fields need attention' });
  await expect(summary.getByRole('button')).toHaveText([
    'Name: At most 200 characters',
    'Storage time (days): Required',
    'Latitude: Enter a number from -90 to 90',
    'Monday closes (1): Closes before it opens',
  ]);
  // The first in the page's order has the focus, centred clear of the sticky bar.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('At most 200 characters');
  await expectClearOfSaveBar(page, name);
  await expect(page.getByText(DEVELOPER_WORDS)).toHaveCount(0);
  await screenshot(page, 'editor-errors-en');

  // The same refusals, in Czech: nothing in English, and the list follows the language.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština', exact: true }).click();
  const cs = page.getByRole('alert').filter({ hasText: 'Některá pole je třeba opravit' });
  await expect(cs.getByRole('button')).toHaveText([
    'Název: Nejvýše 200 znaků',
    'Úložní doba (dny): Povinné',
    'Zeměpisná šířka: Zadejte číslo od -90 do 90',
    'Pondělí zavírá (1): Zavírá dřív, než otevírá',
  ]);
  await expect(
    page.getByRole('group', { name: 'Pondělí' }).getByText('Zavírá (1): Zavírá dřív, než otevírá'),
  ).toBeVisible();
  await expect(page.getByText(DEVELOPER_WORDS)).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'editor-errors-cs');
});

async function expectClearOfSaveBar(page: Page, field: ReturnType<Page['getByRole']>) {
  const box = (await field.boundingBox())!;
  const bar = (await saveBar(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, 'below the top of the window').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'above the sticky save bar').toBeLessThanOrEqual(
    Math.min(bar.y, viewport.height),
  );
}
