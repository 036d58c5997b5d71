import { test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { SHOWCASE_ORDER } from './support/demo-ids';
import { expect, orderJourneySettings } from './support/order-screen';

// Issue 29: support lands on Orders, finds an order from a pasted tracking-page address, and the
// health line and the reply tell the truth about a parcel whose storage ended (demo order …19, a
// Slovak customer's parcel stored until 2 Nov 2026 with cash on delivery unpaid), in Slovak.

orderJourneySettings();

const ENDED = 'cccccccc-cccc-4ccc-8ccc-cccccccccc19';
const LATE = 'cccccccc-cccc-4ccc-8ccc-cccccccccc40';
const RETURNED_COD = 'cccccccc-cccc-4ccc-8ccc-cccccccccc21';

const orderBox = (page: Page) => page.getByRole('textbox', { name: 'Order ID' });
const health = (page: Page) => page.getByRole('region', { name: 'At a glance' });

test('support lands on Orders and finds an order from its tracking page, not from its number', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/v1/order')) requests.push(r.url());
  });
  await signIn(page, 'support');
  await expect(page).toHaveURL(`${APP}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find an order' })).toBeVisible();

  // An order number is explained, not sent: the platform finds orders by their id only.
  await orderBox(page).fill('20261019');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Orders cannot be looked up by their number')).toBeVisible();
  expect(requests).toEqual([]);

  // The customer's tracking page address carries the id.
  await orderBox(page).fill(`https://sandbox.example/track/${ENDED}`);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(`${APP}/orders/${ENDED}`);
  await expect(orderBox(page)).toHaveValue(ENDED);
  await expect(page.getByRole('heading', { level: 1, name: 'Order 20261019' })).toBeVisible();

  // And so does this app's own order page address.
  await orderBox(page).fill(`${APP}/orders/${SHOWCASE_ORDER}#order-parcels`);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order 20261001' })).toBeVisible();
});

test('a parcel whose storage ended: the health line and the Slovak reply say it goes back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
  await signIn(page, 'support');
  await page.goto(`${APP}/orders/${ENDED}`);
  await expect(health(page).getByTestId('order-health-summary')).toHaveText(
    'Not picked up in time: going back to the e-shop',
  );
  await expect(health(page)).toContainText('Next: the parcel goes back to the e-shop.');
  await expect(health(page)).toContainText(
    'Parcel 1: storage ended on 2 Nov 2026, 02:53; the parcel goes back to the e-shop.',
  );
  await expect(health(page)).not.toContainText(/Ready for pickup|Nothing more is expected|Cash on delivery/);
  // The parcel's card keeps the platform's state, and says what it means now.
  const card = page.getByRole('region', { name: 'Parcels', exact: true }).getByRole('article');
  await expect(card.getByText('Storage ended', { exact: true })).toBeVisible();
  await expect(card.locator('xpath=.//dt[normalize-space()="PIN"]/following-sibling::dd[1]')).toHaveText(
    '097446 (not to give out: the parcel cannot be picked up now)',
  );
  await screenshot(page, 'order-storage-ended');

  await health(page).getByRole('button', { name: 'Copy answer for the customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer for the customer' });
  await expect(dialog.getByText('Written in Slovak, the language of the order.')).toBeVisible();
  // Nobody can pick the parcel up: no PIN to give, so nothing to tick.
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  const reply = dialog.getByTestId('customer-reply-text');
  await expect(reply).toHaveValue(
    /: úložná doba skončila 2\. 11\. 2026, 2:53 a zásielka sa vracia k nám\.\n/,
  );
  await expect(reply).not.toHaveValue(/pripravené|PIN|Dobierka|\d{4}-\d\d-\d\d/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Dobrý deň, /);
});

test('a late parcel needs attention, and a returned one asks no cash on delivery', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto(`${APP}/orders/${LATE}`);
  await expect(health(page)).toContainText(
    'Delivery was expected on 2 Nov 2026; the carrier has not delivered yet.',
  );
  await expect(health(page).getByRole('listitem')).toContainText([
    'Parcel 1 is late: it was expected on 2 Nov 2026 and has not arrived yet.',
  ]);
  await expect(health(page)).not.toContainText('Nothing needs attention.');

  await page.goto(`${APP}/orders/${RETURNED_COD}`);
  await expect(health(page).getByTestId('order-health-summary')).toHaveText('Returned to the e-shop');
  await expect(health(page)).toContainText('Nothing more is expected to happen.');
  await expect(health(page)).not.toContainText('Cash on delivery');
});

/** Seeded orders …01 to …08 (every OrderState once: seed-orders.ts cycles them), and the three above. */
const ORDERS_IN_EVERY_STATE = [
  ...Array.from({ length: 8 }, (_, i) => `cccccccc-cccc-4ccc-8ccc-cccccccccc0${i + 1}`),
  ENDED,
  LATE,
  RETURNED_COD,
];

test('the order screens in Czech show no ISO dates, in every order state', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'support');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  for (const id of ORDERS_IN_EVERY_STATE) {
    await page.goto(`${APP}/orders/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Objednávka / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Přehled' })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text.match(/\d{4}-\d\d-\d\d(T[\d:.]+Z?)?/g), id).toBeNull();
  }
  await page.getByRole('region', { name: 'Přehled' }).getByRole('button').first().click();
  const reply = page.getByRole('dialog').getByTestId('customer-reply-text');
  await expect(reply).not.toHaveValue(/\d{4}-\d\d-\d\d/);
  await screenshot(page, 'order-reply-cs');
});
