import { expect, type Locator, type Page } from '@playwright/test';

// The places screen as the journeys find it (places*.spec.ts, workspace-shell.spec.ts): the table
// by its accessible name, notifications, comboboxes, and checks that hold on every screen.

export const placesTable = (page: Page) => page.getByRole('table', { name: 'Pickup places of the e-shop' });
/** The data rows (the second row group: the first is the header). */
export const bodyRows = (page: Page) => placesTable(page).getByRole('rowgroup').nth(1).getByRole('row');
/** The name cell of the first row (its text: name and address). */
export const firstNameCell = (page: Page) => bodyRows(page).first().getByRole('cell').first();
export const sortParams = (page: Page) => new URL(page.url()).searchParams.getAll('sort');
export const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * Nothing sticks out sideways: the page needs no horizontal scrolling, once its layout has settled
 * (right after a resize the desk's bar is still drawn until the app switches to the phone's: CI
 * measured that frame, 417 px at 390). A page that stays too wide still fails.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect
    .poll(overflow, { message: 'page wider than the screen (px)', timeout: 5_000 })
    .toBeLessThanOrEqual(0);
}

/** Uncaught errors of the page, to assert there were none. */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a combobox (MUI select) and picks one of its options by its exact name. */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The data-quality chips with their counts: the screen's summary has arrived and is drawn. */
export const flagCounts = (page: Page) =>
  page.getByRole('group', { name: 'Data quality' }).getByRole('button', { name: / · \d+$/ });

/**
 * The map at rest, as its user sees it: no zoom animation under way (Leaflet marks its map pane
 * with leaflet-zoom-anim meanwhile) and nothing moved from one frame to the next (the pane's
 * transform and every marker's place, which a fly-to changes on each frame).
 */
export async function expectMapAtRest(map: Locator) {
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  const still = () =>
    map.evaluate(
      (region) =>
        new Promise<boolean>((resolve) => {
          const picture = () => {
            const box = region.getBoundingClientRect();
            const pane = region.querySelector('.leaflet-map-pane');
            const markers = [...region.querySelectorAll('.leaflet-marker-icon')].map((marker) => {
              const at = marker.getBoundingClientRect();
              return `${marker.getAttribute('title')}@${Math.round(at.x - box.x)},${Math.round(at.y - box.y)}`;
            });
            return [pane ? getComputedStyle(pane).transform : '', ...markers.sort()].join('|');
          };
          const before = picture();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(picture() === before)));
        }),
    );
  await expect.poll(still, { message: 'the map stops moving' }).toBe(true);
}

/**
 * Clicks a cluster and waits until the map has flown into it and drawn what it split into: the
 * markers are redrawn when the fly-to ends, and a cluster's marker never outlives its zoom.
 */
export async function zoomIntoCluster(map: Locator, cluster: Locator) {
  const clicked = await cluster.elementHandle();
  if (!clicked) throw new Error('no cluster to click');
  await clicked.click();
  await expect
    .poll(() => clicked.evaluate((el) => el.isConnected), { message: 'the clicked cluster splits' })
    .toBe(false);
  await clicked.dispose();
  await expectMapAtRest(map);
}
