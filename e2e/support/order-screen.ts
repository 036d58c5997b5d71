import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

// The order screen as the journeys find it (orders*.spec.ts), showing the sandbox's showcase order
// (src/sandbox/store/seed-orders.ts): order cccccccc-…01 is "20261001", PARTIALLY_DELIVERED, two
// Packeta parcels, paid by card, etc.

/** The order journeys' settings; call it at the top of each orders*.spec.ts. */
export function orderJourneySettings() {
  // Dates are shown in the user's time zone: fix it, so that the seeded instants read the same everywhere.
  test.use({ timezoneId: 'Europe/Prague' });
  // Long journeys, on a machine that other suites may be loading at the same time.
  test.describe.configure({ timeout: 90_000 });
}

/** Expectations that wait a little longer: the order screen loads on a machine others may load. */
export const expect = baseExpect.configure({ timeout: 10_000 });

export const PARCEL_1 = 'Z0743893699';
export const CUSTOMER_EMAIL = 'alena.kolarova@centrum.cz';

/** The value (dd) of a label (dt) in a description list within `scope`. */
export const field = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export async function expectShowcaseHeader(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Order 20261001' })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Partially delivered');
}
