import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { DEMO_ESHOP } from './support/demo-ids';
import { bodyRows, collectPageErrors, notification } from './support/places-screen';

// A platform that grew (issue 42), against the sandbox's `grown` dialect: run with
//   SANDBOX_DIALECT=grown npx playwright test e2e/places-grown.spec.ts
// The AlzaBox of the demo data has carrier ALZABOX and type PICKUP_LOCKER there, values this version
// does not know. Without the dialect the journey is skipped.
//
// Two steps need the BFF's side of issue 42, built on main: the search's `otherValues` (the filter
// offering ALZABOX) and GET /bff/platform-drift (the admin screen). Until a merge of main brings
// them, those steps are marked fixme by a probe of the BFF, not failed.

test.skip(
  process.env.SANDBOX_DIALECT !== 'grown',
  'needs SANDBOX_DIALECT=grown (the sandbox of a grown platform)',
);

/** The demo place with carrier ALZABOX and type PICKUP_LOCKER in grown (GROWN_PLACES in seed-grown.ts). */
const ALZA = 'AlzaBox Praha Holešovice';
const alzaRow = (page: Page) => bodyRows(page).filter({ hasText: ALZA });

test('the list shows an unknown carrier and type humanised, and the editor keeps them while a rename saves', async ({
  page,
}) => {
  test.slow(); // two saves of the editor on a shared machine
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const row = alzaRow(page);
  await expect(row).toHaveCount(1);
  // Humanised with the mark, and the hint read after it (a tooltip on hover).
  await expect(row.locator('[data-unknown-value="ALZABOX"]')).toContainText('Alzabox ?');
  await expect(row.locator('[data-unknown-value="PICKUP_LOCKER"]')).toContainText('Pickup locker ?');
  await expect(row).toContainText('does not know the value ALZABOX');
  await expectAccessible(page);
  await row.locator('[data-unknown-value="ALZABOX"]').hover();
  await expect(page.getByRole('tooltip')).toContainText('does not know the value ALZABOX');
  await screenshot(page, 'grown-list-1366', { fullPage: false });
  await page.mouse.move(0, 0);

  await row.getByRole('link', { name: `Edit ${ALZA}` }).click();
  await expect(page.getByRole('heading', { name: ALZA, level: 1 })).toBeVisible();
  const type = page.getByRole('textbox', { name: 'Type' });
  await expect(type).toHaveValue('Pickup locker');
  await expect(type).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Carrier' })).toHaveValue('Alzabox');
  await expect(page.getByText('does not know the value PICKUP_LOCKER').first()).toBeVisible();
  await screenshot(page, 'grown-editor-1366', { fullPage: false });
  await expectAccessible(page);

  // A rename saves, and the PATCH holds the name only: the unknown values are not sent back.
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().includes('/api/v1/pickup-place/'),
  );
  await page.getByLabel('Name').fill(`${ALZA} (renamed)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Place saved')).toBeVisible();
  expect((await patch).postDataJSON()).toEqual({ name: `${ALZA} (renamed)` });
  await expect(page.getByRole('textbox', { name: 'Type' })).toHaveValue('Pickup locker');

  // Back as it was, for the journeys that find the AlzaBox by its name.
  await page.getByLabel('Name').fill(ALZA);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Place saved')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('on a phone the card shows the unknown values, and the editor keeps them readable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const card = page.locator('li[data-place-id]').filter({ hasText: ALZA });
  await expect(card.locator('[data-unknown-value="ALZABOX"]')).toContainText('Alzabox ?');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'grown-cards-390', { fullPage: false });
  await card.getByRole('link', { name: `Edit ${ALZA}` }).click();
  await expect(page.getByRole('textbox', { name: 'Type' })).toHaveValue('Pickup locker');
  await page.getByRole('textbox', { name: 'Carrier' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'grown-editor-390', { fullPage: false });
});

test('the carrier filter offers ALZABOX beside the listed carriers', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const answer = await page.request.get(`${APP}/bff/places/search?eshopId=${DEMO_ESHOP}&size=1`);
  const other = ((await answer.json()) as { otherValues?: { carrier?: string[] } }).otherValues;
  test.fixme(!other?.carrier?.includes('ALZABOX'), 'the BFF does not fill otherValues yet (main, issue 42)');

  // The filter's chip, not the table's column header of the same name (later in the page).
  await page.getByRole('button', { name: 'Carrier', exact: true }).first().click();
  await page.getByRole('combobox', { name: 'Carrier' }).fill('alza');
  const option = page.getByRole('option', { name: /^Alzabox/ });
  await expect(option).toContainText('does not know the value ALZABOX');
  await screenshot(page, 'grown-filter-1366', { fullPage: false });
  await option.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/carrier=ALZABOX/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(alzaRow(page)).toHaveCount(1);
});

test('an administrator sees what the platform sent that this version does not know', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  const probe = await page.request.get(`${APP}/bff/platform-drift`);
  test.fixme(probe.status() === 404, 'GET /bff/platform-drift is not on this branch yet (main, issue 42)');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Platform drift' })
    .click();
  await expect(page.getByRole('heading', { name: 'Platform drift', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/The platform sent carrier ALZABOX, unknown to this version, on \d+ places?\./),
  ).toBeVisible();
  await screenshot(page, 'grown-drift-1366');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'grown-drift-390');
});

test('staff are not offered the drift screen', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Platform drift' })).toHaveCount(0);
  await page.goto(`${APP}/platform-drift`);
  await expect(page.getByText('Only administrators may see')).toBeVisible();
});
