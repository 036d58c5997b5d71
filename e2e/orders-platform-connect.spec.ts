import { test, type Page } from '@playwright/test';
import { APP, signIn } from './support/app';
import { SHOWCASE_ORDER } from './support/demo-ids';
import { expect, expectShowcaseHeader, section, orderJourneySettings } from './support/order-screen';

// Connecting the user's own platform account from the order screen (approve, disconnect, deny),
// through the platform's authorize page on the app's own origin (demo mode).

orderJourneySettings();

/** From the order screen to the platform's authorize page (in demo mode on the app's own origin), signed in there. */
async function toConsent(page: Page) {
  await page.getByRole('link', { name: 'Connect platform account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${APP}/oauth/authorize`));
  // The platform remembers its user (a cookie of its own) after the first sign-in.
  await expect(
    page.getByRole('heading', { name: /Sign in to the platform|Allow Pickup Desk/ }),
  ).toBeVisible();
  if (await page.getByRole('heading', { name: 'Sign in to the platform' }).isVisible()) {
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByRole('heading', { name: /Allow Pickup Desk/ })).toBeVisible();
}

test('staff connects the platform account, disconnects it, and can decline', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expectShowcaseHeader(page);
  const installation = page.getByText("Orders are read with the installation's access.");
  const own = page.getByText('Orders are read with your connected platform account.');
  await expect(installation).toBeVisible();

  await toConsent(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  // The outcome is shown once and taken out of the address (orders-czech.spec.ts: not after a reload).
  await expect(page.getByText('Platform account connected.')).toBeVisible();
  await expect(page).toHaveURL(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expectShowcaseHeader(page);
  await expect(own).toBeVisible();
  await expect(section(page, 'Parcels').getByRole('article')).toHaveCount(2);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(installation).toBeVisible();
  // The earlier "connected" no longer holds: neither the message nor the marker in the address stays.
  await expect(page.getByText('Platform account connected.')).toHaveCount(0);
  await expect(page).toHaveURL(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expect(own).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Connect platform account' })).toBeVisible();
  await expectShowcaseHeader(page);

  // Declining on the platform: back on the order, told so, still with the installation's access.
  await toConsent(page);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('You declined the connection on the platform.')).toBeVisible();
  await expect(page).toHaveURL(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expect(installation).toBeVisible();
  await expectShowcaseHeader(page);
});
