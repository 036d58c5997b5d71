import { expect, test, type Page } from '@playwright/test';
import { APP, screenshot, signIn } from './support/app';
import { recordShifts, shiftOf } from './support/layout-shifts';
import { SHOWCASE_ORDER } from './support/demo-ids';
import { expectNoHorizontalOverflow } from './support/places-screen';

// Issue 29: a working day on a phone (390 × 844), and the layout faults found at 1366 px: every
// screen fits the width, the list's first place is in the first screenful with its actions, the
// app bar is one line with a menu, the filters open in a drawer; the editor is no wider than the
// screen; the map's selection tools are in sight and the map stays put when a selection appears;
// the sign-in page speaks the browser's language and offers the other; no screen makes the browser
// report a Content-Security-Policy issue.

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const placesList = (page: Page) => page.getByRole('list', { name: 'Pickup places of the e-shop' });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('every screen fits the width; the list shows places as cards in the first screenful', async ({
    page,
  }) => {
    await page.goto(`${APP}/signin`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-sign-in');
    await signIn(page, 'staff');

    // The places list: a one-line app bar, the first card within the first screen, its actions on it.
    const first = placesList(page).getByRole('listitem').first();
    await expect(first).toBeVisible();
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(bar.height, 'app bar height').toBeLessThanOrEqual(64);
    const card = (await first.boundingBox())!;
    expect(card.y + 80, 'first place in the first screenful').toBeLessThanOrEqual(PHONE.height);
    for (const name of [/^Edit /, /^Delete /]) {
      const button = (await first
        .getByRole('button', { name })
        .or(first.getByRole('link', { name }))
        .boundingBox())!;
      expect(button.x + button.width, `${name} on screen`).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-places');

    // The filters open in a drawer and close again.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Type' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-filters');
    await filters.getByRole('button', { name: /^Show \d+ places$/ }).click();
    await expect(filters).toBeHidden();

    // The map: no wider than the screen, its selection tools in the first screenful.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByTestId('map-count')).toBeVisible();
    const tools = (await page.getByRole('button', { name: 'Select what the map shows' }).boundingBox())!;
    expect(tools.y + tools.height).toBeLessThanOrEqual(PHONE.height);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-map');

    // The editor of the first place.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await placesList(page)
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /^Edit / })
      .click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Location of the place/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-editor');

    // Orders, through the menu.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Find an order' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-orders');
    await page.goto(`${APP}/orders/${SHOWCASE_ORDER}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Z0743893699').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // Products are cards: the price is on screen, not in a table column scrolled out of sight.
    const price = page.getByRole('table', { name: 'Products' }).getByText('CZK 34,990.00');
    await price.scrollIntoViewIfNeeded();
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.x + priceBox.width, 'product price on screen').toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-order');
  });

  test('a filtered list loads without moving: the count of matches has its line from the first paint', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await recordShifts(page);
    await page.goto(`${APP}/places?image=without&flag=noImage`);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ places match$/ })).toBeVisible();
    await expect(placesList(page).getByRole('listitem').first()).toBeVisible();
    // The count arriving in the row of buttons wrapped Export onto a line of its own and moved the
    // whole list down: 0.20 (Web Vitals: over 0.1 needs improvement).
    expect(await shiftOf(page), 'cumulative layout shift').toBeLessThan(0.01);
  });
});

test('at 1366 px the place editor is no wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'staff');
  await page
    .getByRole('table', { name: 'Pickup places of the e-shop' })
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Location of the place/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the map keeps its place when a selection appears, with its tools in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of all pickup places' });
  await expect(page.getByTestId('map-count')).toBeVisible();
  const selectShown = page.getByRole('button', { name: 'Select what the map shows' });
  await expect(selectShown).toBeEnabled();
  const tools = (await selectShown.boundingBox())!;
  expect(tools.y + tools.height, 'selection tools in the first screenful').toBeLessThanOrEqual(768);
  // Settled first: the filters' counts arriving above the map move it once, before any selection.
  let before = (await map.boundingBox())!;
  await expect
    .poll(async () => {
      const now = (await map.boundingBox())!;
      const same = now.y === before.y && now.height === before.height;
      before = now;
      return same;
    })
    .toBe(true);
  expect(before.y + before.height, 'the whole map in the first screenful').toBeLessThanOrEqual(768);
  await selectShown.click();
  await expect(page.getByRole('region', { name: 'Selection' })).toBeVisible();
  const after = (await map.boundingBox())!;
  expect(after.y).toBe(before.y);
  expect(after.height).toBe(before.height);
  await screenshot(page, 'desk-map-selection');
});

test.describe('a browser set to Czech', () => {
  test.use({ locale: 'cs-CZ' });

  test('gets the sign-in page in Czech, and can switch it to English', async ({ page }) => {
    await page.goto(`${APP}/signin`);
    await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await page.getByRole('combobox', { name: 'Jazyk' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The choice is remembered over the browser's language.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('no screen makes the browser report a Content-Security-Policy issue', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  await signIn(page, 'staff');
  await expect(
    page.getByRole('table', { name: 'Pickup places of the e-shop' }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.goto(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expect(page.getByText('Z0743893699').first()).toBeVisible();
  expect(issues).toEqual([]);
});
