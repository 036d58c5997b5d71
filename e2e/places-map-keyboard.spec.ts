import { expect, test, type Page } from '@playwright/test';
import { APP, screenshot, signIn } from './support/app';
import { collectPageErrors } from './support/places-screen';

// The map by keyboard alone (issue 29): a cluster reached with Tab zooms into its children on Enter
// or Space, a pin opens its popup, and whichever has the focus shows a ring. At a desk's
// 1366 × 768 the selection tools are on the first screen, the map stays where it is when the
// selection bar appears, and no cluster bubble covers another.

test.describe.configure({ timeout: 90_000 });

const MARKER = '.leaflet-marker-icon.place-cluster, .leaflet-marker-icon.place-point';

/** Tabs until a marker of the given kind has the focus; its class and count (title) are returned. */
async function tabToMarker(page: Page, kind: 'place-cluster' | 'place-point') {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.classList.contains('leaflet-marker-icon')
        ? { className: el.className, title: el.getAttribute('title') ?? '' }
        : undefined;
    });
    if (focused?.className.includes(kind)) return focused;
  }
  throw new Error(`no ${kind} reached with Tab`);
}

/** The focused element's outline: the focus ring. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { width: style.outlineWidth, color: style.outlineColor, style: style.outlineStyle };
  });

test('clusters and pins act on Enter and Space, with a focus ring, and nothing overlaps or jumps', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'staff');
  await page.goto(`${APP}/places?view=map`);
  const map = page.getByRole('region', { name: 'Map of all pickup places' });
  await expect(page.getByText('28 places on the map')).toBeVisible();
  await expect(map.locator(MARKER).first()).toBeVisible();

  // The selection tools on the first screen, no scrolling.
  const selectShown = page.getByRole('button', { name: 'Select what the map shows' });
  const toolsBox = (await selectShown.boundingBox())!;
  expect(toolsBox.y + toolsBox.height).toBeLessThanOrEqual(768);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // No two cluster bubbles overlap (their drawn boxes, circles of the box's width).
  const bubbles = await map
    .locator('.leaflet-marker-icon.place-cluster')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(bubbles.length).toBeGreaterThan(0);
  for (const [i, a] of bubbles.entries())
    for (const b of bubbles.slice(i + 1)) {
      const d = Math.hypot(
        a.x + a.width / 2 - (b.x + b.width / 2),
        a.y + a.height / 2 - (b.y + b.height / 2),
      );
      expect(d, 'distance between two bubbles').toBeGreaterThanOrEqual((a.width + b.width) / 2);
    }

  // Enter on a cluster zooms into its children (the bubble goes, the zoom in the address grows).
  const zoomOf = () => Number(new URL(page.url()).searchParams.get('zoom') ?? 0);
  await expect.poll(zoomOf).toBeGreaterThan(0);
  const before = zoomOf();
  // The map itself is the tab stop before its markers (reached from the page's top as well).
  await page.locator('.leaflet-container').focus();
  const cluster = await tabToMarker(page, 'place-cluster');
  // Announced by what it holds and does, not as a bare number (issue 45).
  await expect(page.locator('.place-cluster:focus')).toHaveAccessibleName(/^\d+ places here: zoom in$/);
  expect(await focusRing(page)).toEqual({ width: '3px', color: 'rgb(255, 179, 0)', style: 'solid' });
  // The viewport only (the page fits it, asserted above). With a full-page shot here Enter did
  // nothing in two full runs in 2026-11; a probe since found that neither such a shot nor a window
  // grown or shrunk takes a focused bubble's focus, and six runs under load with the full-page shot
  // passed, so the cause is still unknown.
  await screenshot(page, 'places-map-keyboard-focus', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect.poll(zoomOf).toBeGreaterThan(before);
  await expect(map.getByTitle(cluster.title, { exact: true })).toHaveCount(0);

  // Space on the next clusters, until single pins are drawn; Enter on a pin opens its popup.
  for (let i = 0; i < 8 && (await map.locator('.place-point').count()) === 0; i++) {
    const zoom = zoomOf();
    await page.locator('.leaflet-container').focus();
    await tabToMarker(page, 'place-cluster');
    await page.keyboard.press(' ');
    await expect.poll(zoomOf).toBeGreaterThan(zoom);
  }
  await page.locator('.leaflet-container').focus();
  const pin = await tabToMarker(page, 'place-point');
  expect(await focusRing(page)).toEqual({ width: '3px', color: 'rgb(255, 179, 0)', style: 'solid' });
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByText(pin.title, { exact: true })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Open in editor' })).toBeVisible();
  await screenshot(page, 'places-map-keyboard-popup');

  // Space on a pin opens its popup too.
  await page.keyboard.press('Escape');
  await page.locator('.leaflet-container').focus();
  const other = await tabToMarker(page, 'place-point');
  await page.keyboard.press(' ');
  await expect(popup.getByText(other.title, { exact: true })).toBeVisible();

  // The selection bar lies over the map: the map does not move when it appears.
  const mapBefore = (await map.boundingBox())!;
  await selectShown.click();
  await expect(page.getByText(/places in the area on the map selected/)).toBeVisible();
  expect(await map.boundingBox()).toEqual(mapBefore);
  expect(errors).toEqual([]);
});

test('on a phone the map, its tools and its legend fit the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff');
  await page.goto(`${APP}/places?view=map`);
  const map = page.getByRole('region', { name: 'Map of all pickup places' });
  await expect(page.getByText('28 places on the map')).toBeVisible();
  await expect(map.locator(MARKER).first()).toBeVisible();
  const tools = (await page.getByRole('button', { name: 'Draw a selection' }).boundingBox())!;
  expect(tools.y + tools.height).toBeLessThanOrEqual(844);
  const mapBox = (await map.boundingBox())!;
  expect(mapBox.height).toBeGreaterThanOrEqual(320);
  expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'places-map-phone');
});
