import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationsSettled, APP, expectAccessible, screenshot, signIn, placesLive } from './support/app';
import { DEMO_ESHOP, EMPTY_ESHOP } from './support/demo-ids';
import {
  bodyRows,
  chooseOption,
  expectMapAtRest,
  flagCounts,
  placesTable,
  zoomIntoCluster,
} from './support/places-screen';

// The shell, the list and moving between screens, as a new user finds them (issue 16): opening a
// place from its row, coming back to the same list or map, deleting with undo, read-only roles,
// unsaved changes when signing out or switching e-shop, and where the focus goes.

test.describe.configure({ timeout: 90_000 });

const SK = EMPTY_ESHOP;
/** The undo window of a delete from the list (UNDO_MS of the web app's use-undoable-delete.ts). */
const UNDO_MS = 5000;
const rowNamed = (page: Page, name: string) =>
  bodyRows(page).filter({ has: page.getByText(name, { exact: true }) });
const placeName = async (row: Locator) =>
  ((await row.getByRole('cell').first().locator('p, span').first().textContent()) ?? '').trim();
const editorHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });

test('a row opens its place (click or Enter); Cancel and Back return to the same list', async ({ page }) => {
  await signIn(page, 'staff');
  // A list state worth keeping: second page of 10, sorted by city descending.
  const address = `${APP}/places?sort=location.city,desc&size=10&page=2`;
  await page.goto(address);
  // The list names the e-shop it shows in its address (Back after a switch of e-shop comes back),
  // written as URLSearchParams writes it (the comma as %2C).
  const named = new URLSearchParams({ sort: 'location.city,desc', size: '10', page: '2', eshop: DEMO_ESHOP });
  const list = `${APP}/places?${named}`;
  await expect(page).toHaveURL(list);
  await expect(page.getByText('11–20 of 28')).toBeVisible();
  const first = bodyRows(page).first();
  const name = await placeName(first);

  // A click anywhere on the row (not only on the pencil) opens the place.
  await first.getByRole('cell').nth(3).click();
  await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
  await expect(nameField(page)).toHaveValue(name);
  // The focus moved to the new screen's heading, and it was announced.
  await expect(editorHeading(page)).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(name);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(list);
  await expect(page.getByText('11–20 of 28')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup places' })).toBeFocused();

  // By keyboard: Enter on a focused row.
  const second = bodyRows(page).nth(1);
  const secondName = await placeName(second);
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toHaveValue(secondName);
  await expectAccessible(page);

  // The browser's Back returns to the same list too.
  await page.goBack();
  await expect(page).toHaveURL(list);
  await expect(page.getByText('11–20 of 28')).toBeVisible();
});

test('a cold load asks for neither the session nor the configuration (the page brings them), and for the list at most once', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const answer = await page.goto(`${APP}/places?size=10&sort=name,asc`);
  // Rendered by the server, the page brings the list's first page too (spa-render.ts).
  const serverRendered = (await answer!.text()).includes('data-rendered');
  await placesLive(page);
  await expect(bodyRows(page)).toHaveCount(10);
  // The whole screen drawn (the flags' counts are its last answer): what it asks for, it has asked.
  await expect(flagCounts(page).first()).toBeVisible();
  expect(asked.filter((path) => path === '/auth/session' || path === '/bff/config')).toEqual([]);
  // Else once: the screen used the answer started before the first render rather than asking again.
  expect(asked.filter((path) => path === '/api/v1/pickup-place')).toHaveLength(serverRendered ? 0 : 1);
  // The list's scripts were named in the page, so they left with the first script.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloaded.some((href) => /\/assets\/places-route-[\w-]+\.js$/.test(href))).toBe(true);
  // The session gone (its cookie cleared): the next page knows at once, and sends to sign-in.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the focus is not moved on the first load, only after a route change', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/places`);
  await placesLive(page);
  await expect(bodyRows(page)).toHaveCount(20);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(page.getByTestId('route-announcer')).toHaveText('');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find an order' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Find an order');
  // Tab goes on from the heading: to the order lookup below it, not to the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Order ID' })).toBeFocused();

  // A change of the list's query (sorting) is no route change: the focus stays where it is.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pickup places' })
    .click();
  const nameSort = page.getByRole('columnheader', { name: /^Name/ }).getByRole('button');
  await nameSort.click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(nameSort).toBeFocused();
});

test('the map keeps its centre and zoom in the address, and comes back to them from the editor', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/places?view=map`);
  const map = page.getByRole('region', { name: 'Map of all pickup places' });
  await expect(page.getByText('28 places on the map')).toBeVisible();
  // Fitted to the e-shop's places: that view is in the address.
  const param = (name: string) => new URL(page.url()).searchParams.get(name);
  await expect.poll(() => param('center')).toMatch(/^-?\d+\.\d{5},-?\d+\.\d{5}$/);
  await expect.poll(() => param('zoom')).toMatch(/^\d+$/);
  const fitted = Number(param('zoom'));
  const historyLength = await page.evaluate(() => history.length);

  // Moving the map updates the address, replacing the entry (no history entry per move).
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => param('zoom')).toBe(String(fitted + 1));
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // A reload opens the address's view, not the fitted one.
  const zoomedUrl = page.url();
  await page.reload();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  // Settled: the screen complete (the flags' counts can rewrap the tools above the map and so
  // resize it) and the map at rest; a fit or a move would have been written to the address.
  await expect(flagCounts(page).first()).toBeVisible();
  await expectMapAtRest(map);
  expect(page.url()).toBe(zoomedUrl);

  // Into a place from its popup and back: the same centre and zoom.
  const clusters = map.locator('.leaflet-marker-icon.place-cluster');
  const points = map.locator('.leaflet-marker-icon.place-point');
  for (let i = 0; i < 8 && (await points.count()) === 0; i++) {
    const zoom = Number(param('zoom'));
    await zoomIntoCluster(map, clusters.first());
    // The address has the view the map flew to.
    await expect.poll(() => Number(param('zoom'))).toBeGreaterThan(zoom);
  }
  await points.first().click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  // The view as the user leaves it: a popup near an edge pans the map to show it whole (and the
  // address follows), so the view to come back to is the one after the popup opened.
  await expectMapAtRest(map);
  // The address is written once the map has stopped: the same over two looks 300 ms apart.
  let lastUrl = '';
  await expect
    .poll(
      () => {
        const same = page.url() === lastUrl;
        lastUrl = page.url();
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const mapUrl = page.url();
  await popup.getByRole('link', { name: 'Open in editor' }).click();
  await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(mapUrl);
  await expect(page.getByText('28 places on the map')).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon.place-point').first()).toBeVisible();
  await expect(flagCounts(page).first()).toBeVisible();
  await expectMapAtRest(map);
  expect(page.url()).toBe(mapUrl);
});

test('staff deletes from the list with undo; the DELETE leaves only when the undo window ends', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
  // The undo window is time: the page's clock is Playwright's, so the test moves it on at will.
  await page.clock.install();
  await page.goto(`${APP}/places?sort=name,asc`);
  await placesLive(page);
  await expect(page.getByText('1–20 of 28')).toBeVisible();
  const row = bodyRows(page).first();
  const name = await placeName(row);
  const toast = page.getByRole('status').filter({ hasText: `“${name}” deleted` });

  // Deleted: gone from the list at once, with Undo; Undo brings it back and nothing was sent.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(rowNamed(page, name)).toHaveCount(0);
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  // Quick, within the five seconds of the undo window: the picture (the note in place, its entry
  // over), and axe on the note alone.
  await animationsSettled(page);
  await screenshot(page, 'workspace-list-undo-toast');
  const note = await new AxeBuilder({ page }).include('.MuiSnackbar-root').analyze();
  expect(note.violations.map((v) => v.id)).toEqual([]);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(rowNamed(page, name)).toHaveCount(1);
  await expectAccessible(page);
  // Past the end of the window the undone delete had.
  await page.clock.runFor(UNDO_MS + 1000);
  expect(deletes).toEqual([]);

  // Deleted again and left alone: the DELETE is sent when the window ends, not a moment before,
  // and it stays deleted. The clock stands still meanwhile, so the window is exactly the test's.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await rowNamed(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(rowNamed(page, name)).toHaveCount(0);
  await page.clock.runFor(UNDO_MS - 1);
  expect(deletes).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => deletes.length).toBe(1);
  await page.clock.resume();
  await expect(toast).toBeHidden();
  await expect(page.getByText('1–20 of 27')).toBeVisible();
  await page.reload();
  await expect(page.getByText('1–20 of 27')).toBeVisible();
  await expect(rowNamed(page, name)).toHaveCount(0);
});

test('a delete still waiting for its undo window is sent when the tab closes', async ({ page, context }) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/places?sort=name,desc`);
  await placesLive(page);
  await expect(bodyRows(page)).toHaveCount(20);
  const row = bodyRows(page).first();
  const name = await placeName(row);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(rowNamed(page, name)).toHaveCount(0);
  await page.close({ runBeforeUnload: true });

  const other = await context.newPage();
  await other.goto(`${APP}/places?sort=name,desc`);
  await placesLive(other);
  await expect(bodyRows(other)).toHaveCount(20);
  // The closing tab's DELETE may land after this page read its list (a loaded CI machine): read it
  // again until the place is gone, as a user reloading would.
  await expect
    .poll(
      async () => {
        await other.reload();
        await placesLive(other);
        await expect(bodyRows(other)).toHaveCount(20);
        return (await bodyRows(other).first().textContent())?.includes(name);
      },
      { timeout: 20_000 },
    )
    .toBe(false);
});

test('support: no delete in the list, and /places/new says it cannot create', async ({ page }) => {
  await signIn(page, 'support');
  // Support lands on Orders; the places are one link away.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pickup places' })
    .click();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(placesTable(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.goto(`${APP}/places/new`);
  await expect(page.getByText('You can view places but not create them')).toBeVisible();
  await expect(nameField(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to places' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'workspace-support-cannot-create');
  await page.getByRole('link', { name: 'Back to places' }).click();
  await expect(bodyRows(page)).toHaveCount(20);
});

test('signing out with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'staff');
  await bodyRows(page).first().click();
  await nameField(page).fill('Changed but not saved');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(nameField(page)).toHaveValue('Changed but not saved');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await leave.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${APP}/places`);
  await expect(page).toHaveURL(/\/signin/);
});

test('switching e-shop with unsaved changes asks first, then closes the place', async ({ page }) => {
  await signIn(page, 'staff');
  await bodyRows(page).first().click();
  const placeUrl = page.url();
  await nameField(page).fill('Changed but not saved');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  const eshop = page.getByRole('combobox', { name: 'E-shop' });

  await chooseOption(page, eshop, 'Demo Shop SK (empty)');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(placeUrl);
  await expect(nameField(page)).toHaveValue('Changed but not saved');
  await expect(eshop).toHaveText('Demo Shop CZ');

  await chooseOption(page, eshop, 'Demo Shop SK (empty)');
  await leave.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(`${APP}/places?eshop=${SK}`);
  await expect(page.getByText('No pickup places yet')).toBeVisible();
  await expect(eshop).toHaveText('Demo Shop SK (empty)');

  // Without changes there is nothing to ask: switching closes the place at once.
  await chooseOption(page, eshop, 'Demo Shop CZ');
  await bodyRows(page).first().click();
  await expect(nameField(page)).not.toHaveValue('');
  await chooseOption(page, eshop, 'Demo Shop SK (empty)');
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(`${APP}/places?eshop=${SK}`);
});
