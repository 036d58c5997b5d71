import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, signIn } from './support/app';
import { focusedIs, tabUntil } from './place-editor-helpers';

// Issue 16, item 15: the location by keyboard. The focused map shows a ring; Enter places the pin at
// its centre (zooming in from the country view), arrow keys move the pin and not the map away from
// it; every move is announced with the coordinates. A click at the country zoom zooms in as well.

test.describe.configure({ timeout: 90_000 });

const coordinates = async (page: Page) => ({
  lat: Number(await page.getByRole('textbox', { name: 'Latitude' }).inputValue()),
  lng: Number(await page.getByRole('textbox', { name: 'Longitude' }).inputValue()),
});

test('the pin by keyboard alone: focus ring, Enter, arrows, announced; the pin stays in sight', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/places/new`);
  await page.getByRole('textbox', { name: 'Postal code' }).focus();
  await tabUntil(page, () => focusedIs(page, 'application', /^Map of the location/), 15);
  const map = page.getByRole('application', { name: /^Map of the location/ });
  const outline = await map.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: s.outlineWidth };
  });
  expect(outline).toEqual({ style: 'solid', width: '3px' });
  await expectAccessible(page);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^\d+\.\d{6}$/);
  const placed = await coordinates(page);
  const status = page.getByRole('status').filter({ hasText: /^Pin at latitude/ });
  await expect(status).toHaveText(
    `Pin at latitude ${placed.lat.toFixed(6)}, longitude ${placed.lng.toFixed(6)}`,
  );

  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await coordinates(page)).lng).toBeGreaterThan(placed.lng);
  const right = await coordinates(page);
  expect(right.lat).toBe(placed.lat);
  // Zoomed in around the pin: one step is a few metres, not kilometres.
  expect(right.lng - placed.lng).toBeLessThan(0.001);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await coordinates(page)).lat).toBeGreaterThan(placed.lat);
  await expect(status).toContainText((await coordinates(page)).lat.toFixed(6));

  // Far to the right: the map follows, the pin never leaves the view, the focus stays on the map.
  for (let i = 0; i < 25; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(map).toBeFocused();
  const pin = page.locator('.leaflet-marker-icon');
  const box = (await pin.boundingBox())!;
  const frame = (await map.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  expect((await coordinates(page)).lng).toBeGreaterThan(right.lng);
});

test('a click at the country zoom places the pin and zooms in around it', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/places/new`);
  const map = page.getByRole('application', { name: /^Map of the location/ });
  await map.click();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^\d+\.\d{6}$/);
  const first = await coordinates(page);
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await coordinates(page)).lng).toBeGreaterThan(first.lng);
  expect((await coordinates(page)).lng - first.lng).toBeLessThan(0.001);
});
