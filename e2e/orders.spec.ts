import { test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { SHOWCASE_ORDER } from './support/demo-ids';
import {
  CUSTOMER_EMAIL,
  PARCEL_1,
  expect,
  expectShowcaseHeader,
  field,
  section,
  orderJourneySettings,
} from './support/order-screen';

// Journeys of the order screen, as the product runs (BFF + embedded sandbox, demo data): the lookup
// with its UUID check, the showcase order in full, unknown and foreign orders. Connecting the
// user's platform account and the order in Czech: orders-*.spec.ts.

orderJourneySettings();

const UNKNOWN = 'cccccccc-cccc-4ccc-8ccc-cccccccccc99';
const FOREIGN = 'dddddddd-dddd-4ddd-8ddd-dddddddddd01';
const PARCEL_2 = 'Z2615209721';
const FILES = `https://sandbox.example/files/${SHOWCASE_ORDER}`;

const timelineItems = (page: Page) =>
  section(page, 'Timeline').getByRole('list', { name: 'Timeline' }).getByRole('listitem');
const recentLookups = (page: Page) => page.getByRole('search').locator('..');

/** Requests the page makes for orders, to assert that a malformed id never leaves the browser. */
function orderRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/order')) urls.push(request.url());
  });
  return urls;
}

test('support looks the showcase order up and sees all of it', async ({ page }) => {
  const requests = orderRequests(page);
  await signIn(page, 'support');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page).toHaveURL(`${APP}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find an order' })).toBeVisible();
  await expect(recentLookups(page).getByText('Orders you look up appear here.')).toBeVisible();

  // A malformed id is refused in the browser: an explanation, and no request at all.
  const orderId = page.getByRole('textbox', { name: 'Order ID' });
  await orderId.fill('cccccccc-cccc-4ccc-8ccc-not-an-id');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('This is not an order ID: it must be a UUID')).toBeVisible();
  await expect(orderId).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${APP}/orders`);
  expect(requests).toEqual([]);

  // A pasted id is trimmed and lower-cased.
  await orderId.fill(`  ${SHOWCASE_ORDER.toUpperCase()} `);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expectShowcaseHeader(page);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url.includes(`/api/v1/order/${SHOWCASE_ORDER}`))).toBe(true);
  // The lookup is listed among the recent ones at once.
  await expect(recentLookups(page).getByRole('button', { name: SHOWCASE_ORDER })).toBeVisible();

  // Header: flags and snooze.
  const header = page
    .getByRole('heading', { level: 1 })
    .locator('xpath=ancestor::div[contains(@class,"MuiPaper")][1]');
  await expect(header.getByText('Important', { exact: true })).toBeVisible();
  await expect(header.getByText('Urgent', { exact: true })).toHaveCount(0);
  await expect(header.getByText('Malfunction', { exact: true })).toHaveCount(0);
  await expect(header.getByText('Snoozed until 3 Nov 2026, 09:00')).toBeVisible();
  await expect(
    header.getByText('„Čekáme na vyjádření dopravce ke zpoždění druhého balíku“ by Tomáš Marek'),
  ).toBeVisible();
  await expect(field(header, 'E-shop')).toHaveText('Demo Shop CZ');
  await expect(field(header, 'Platform')).toHaveText('UPGATES');
  await expect(field(header, 'External ID')).toHaveText('ext-50688377');
  await expect(field(header, 'Created')).toHaveText('29 Oct 2026, 06:10');
  await expect(field(header, 'Updated')).toHaveText('1 Nov 2026, 03:44');
  const links = field(header, 'Links');
  await expect(links.getByRole('link', { name: 'Track & trace page' })).toHaveAttribute(
    'href',
    `https://sandbox.example/track/${SHOWCASE_ORDER}`,
  );
  await expect(links.getByRole('link', { name: 'Order in the e-shop' })).toHaveAttribute(
    'href',
    'https://sandbox.example/eshop/admin/objednavky/20261001',
  );
  await expect(links.getByRole('link', { name: 'Reklamace a vrácení' })).toBeVisible();

  // Parcels: the delivered one (picked up, with its PIN) and the delayed one still on its way.
  const parcels = section(page, 'Parcels');
  const first = parcels.getByRole('article', { name: `Parcel ${PARCEL_1}` });
  const second = parcels.getByRole('article', { name: `Parcel ${PARCEL_2}` });
  await expect(parcels.getByRole('article')).toHaveCount(2);
  await expect(first.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(field(first, 'Carrier')).toHaveText('Packeta');
  await expect(field(first, 'Tracking number').getByRole('link', { name: PARCEL_1 })).toHaveAttribute(
    'href',
    `https://sandbox.example/carriers/packeta/track/${PARCEL_1}`,
  );
  await expect(field(first, 'Tracking state')).toHaveText('Done');
  await expect(field(first, 'PIN')).toHaveText('139069');
  await expect(field(first, 'Stored until')).toHaveText('6 Nov 2026, 21:21');
  await expect(field(first, 'Contains')).toHaveText('Lenovo ThinkPad T14 Gen 5, Brašna na notebook 15,6"');
  await expect(second.getByText('In transit', { exact: true })).toBeVisible();
  await expect(second.locator('.MuiChip-root', { hasText: /^Delayed$/ })).toBeVisible();
  await expect(field(second, 'Tracking number')).toHaveText(PARCEL_2);
  await expect(field(second, 'Tracking state')).toHaveText('Tracking');
  await expect(field(second, 'Estimated delivery')).toHaveText('3 Nov 2026');
  await expect(field(second, 'Delayed')).toHaveText('Zpoždění na třídicím centru dopravce');
  await expect(field(second, 'PIN')).toHaveCount(0);
  await expect(field(second, 'Contains')).toHaveText('Logitech MX Master 3S');

  // Timeline: both parcels merged, newest first, records of every kind.
  const items = timelineItems(page);
  await expect(items).toHaveCount(20);
  await expect(items.nth(0)).toContainText('E-mail');
  await expect(items.nth(0)).toContainText('E-mail „Zásilka doručena“ odeslán zákazníkovi');
  await expect(items.nth(0)).toContainText(`E-mail to ${CUSTOMER_EMAIL} · E-mail delivered · Delivered`);
  await expect(items.nth(0)).toContainText('1 Nov 2026, 03:44');
  await expect(items.nth(1)).toContainText('Tracking');
  await expect(items.nth(1)).toContainText('Delivered');
  await expect(items.nth(1)).toContainText('Zásilka vyzvednuta příjemcem');
  await expect(items.nth(2)).toContainText('Issue');
  await expect(items.nth(2)).toContainText('31 Oct 2026, 08:44 by Jana Vlčková');
  await expect(items.nth(2)).toContainText('Dotaz na dopravce kvůli zpoždění zásilky');
  await expect(items.nth(2).getByRole('link', { name: /Open the issue/ })).toHaveAttribute(
    'href',
    /^https:\/\/sandbox\.example\/helpdesk\/tickets\/\d{6}$/,
  );
  await expect(items.nth(3)).toContainText('E-mail „Doručení se zpozdí“ odeslán zákazníkovi');
  await expect(items.nth(4)).toContainText('Zásilka je na cestě');
  await expect(items.nth(5)).toContainText('Note');
  await expect(items.nth(5)).toContainText('30 Oct 2026, 22:03 by Jana Vlčková');
  await expect(items.nth(5)).toContainText('Zákazník žádá pečlivé zabalení, jde o dárek.');
  await expect(items.nth(19)).toContainText('Zásilka vytvořena');
  await expect(items.nth(19)).toContainText('29 Oct 2026, 06:10');
  // Each record of the merged list names its parcel.
  await expect(items.nth(0)).toContainText(PARCEL_1);
  await expect(items.nth(2)).toContainText(PARCEL_2);

  // The per-parcel tabs show only that parcel's records.
  const tabs = section(page, 'Timeline').getByRole('tablist', { name: 'Timeline' });
  await tabs.getByRole('tab', { name: `Parcel ${PARCEL_1}` }).click();
  await expect(items).toHaveCount(12);
  await expect(items.nth(0)).toContainText('Zásilka doručena');
  await expect(items.filter({ hasText: 'Zákazník žádá pečlivé zabalení' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Dotaz na dopravce' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: `Parcel ${PARCEL_2}` }).click();
  await expect(items).toHaveCount(8);
  await expect(items.nth(0)).toContainText('Dotaz na dopravce kvůli zpoždění zásilky');
  await expect(items.filter({ hasText: 'Zákazník žádá pečlivé zabalení' })).toHaveCount(0);
  await expect(items.filter({ hasText: 'Zásilka doručena' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'All parcels' }).click();
  await expect(items).toHaveCount(20);

  // Money: the order price includes shipping and packing, so it is the total.
  const money = section(page, 'Money');
  // The order price is the total; the costs are shown as parts of it, so nothing reads as added twice.
  await expect(field(money, 'Order price (total)')).toHaveText('CZK 40,888.00');
  await expect(field(money, 'incl. Shipping')).toHaveText('CZK 79.00');
  await expect(field(money, 'incl. Packing')).toHaveText('CZK 49.00');
  await expect(field(money, 'Cash on delivery')).toHaveCount(0);
  await expect(field(money, 'Total')).toHaveCount(0);

  const payment = section(page, 'Payment');
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(field(payment, 'Method')).toHaveText('Card');
  await expect(field(payment, 'Service')).toHaveText('Google Pay');

  const customer = section(page, 'Customer');
  await expect(field(customer, 'Name')).toHaveText('Alena Kolářová');
  await expect(field(customer, 'E-mail').getByRole('link', { name: CUSTOMER_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CUSTOMER_EMAIL}`,
  );
  await expect(field(customer, 'Phone')).toHaveText('+420 605 903 762');

  const billing = section(page, 'Billing details');
  await expect(field(billing, 'Company')).toHaveText('Kolářová Trade s.r.o.');
  await expect(field(billing, 'Company ID')).toHaveText('90989490');
  await expect(field(billing, 'VAT ID')).toHaveText('CZ90989490');
  await expect(field(billing, 'Address')).toHaveText('Smetanova 2903/17, 301 00 Plzeň, Plzeňský kraj, CZ');
  await expect(field(billing, 'Language')).toHaveText('Czech');

  const destination = section(page, 'Destination');
  await expect(field(destination, 'Type')).toHaveText('Parcel shop');
  await expect(field(destination, 'Carrier')).toHaveText('Packeta');
  // The showcase goes to a demo place of its own e-shop (see seed-orders.ts, showcaseDestination).
  await expect(field(destination, "Carrier's place ID")).toHaveText('PACKETA-1004');
  await expect(field(destination, 'Opening hours')).toHaveText('Po–Pá 9:00–18:00');
  await expect(field(destination, 'Address')).toHaveText(
    'Sokolovská 84, Zásilkovna Praha Karlín, 186 00 Praha, Hlavní město Praha, CZ',
  );
  const map = destination.getByRole('region', { name: 'Destination on the map' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);

  // Products: the extended warranty (referencedSku) right under the laptop it belongs to.
  const products = section(page, 'Products').getByRole('table', { name: 'Products' });
  const rows = products.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Lenovo ThinkPad T14 Gen 5');
  await expect(rows.nth(0)).toContainText('NB-LEN-T14-G5');
  await expect(rows.nth(0)).toContainText('CZK 34,990.00');
  await expect(rows.nth(1)).toContainText('Prodloužená záruka na 3 roky');
  await expect(rows.nth(1)).toContainText('WAR-EXT-3Y');
  await expect(rows.nth(1).getByLabel('belongs to NB-LEN-T14-G5')).toBeVisible();
  await expect(rows.nth(0).getByLabel(/belongs to/)).toHaveCount(0);
  await expect(rows.nth(2)).toContainText('Logitech MX Master 3S');
  await expect(rows.nth(3)).toContainText('Brašna na notebook 15,6"');

  const recommended = section(page, 'Recommended products').getByRole('table', {
    name: 'Recommended products',
  });
  await expect(recommended.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(1);
  await expect(recommended).toContainText('USB-C dokovací stanice 11 v 1');
  await expect(recommended).toContainText('DOCK-USB-C-11');
  await expect(recommended).toContainText('CZK 2,990.00');

  const files = section(page, 'Files');
  await expect(files.getByRole('link', { name: 'Invoice', exact: true })).toHaveAttribute(
    'href',
    `${FILES}/faktura-20261001.pdf`,
  );
  await expect(files.getByRole('link', { name: 'Proforma invoice' })).toHaveAttribute(
    'href',
    `${FILES}/proforma-20261001.pdf`,
  );

  // A deep link: reloading shows the same order, and the lookup is still among the recent ones.
  await page.reload();
  await expect(page).toHaveURL(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expectShowcaseHeader(page);
  await expect(page.getByRole('textbox', { name: 'Order ID' })).toHaveValue(SHOWCASE_ORDER);
  await expect(recentLookups(page).getByRole('button', { name: SHOWCASE_ORDER })).toBeVisible();
  await expect(section(page, 'Parcels').getByRole('article')).toHaveCount(2);

  await screenshot(page, 'order-view');
  await expectAccessible(page);
});

test('an unknown order and another account’s order are both "not found"', async ({ page }) => {
  await signIn(page, 'support');
  for (const id of [UNKNOWN, FOREIGN]) {
    await page.goto(`${APP}/orders/${id}`);
    await expect(page.getByRole('alert')).toContainText(
      "Order not found. No order with this ID exists under this installation's account.",
    );
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toHaveCount(0);
  }
  // Orders that were not found are not remembered as lookups.
  await expect(recentLookups(page).getByText('Orders you look up appear here.')).toBeVisible();

  // A malformed id in the address is explained without asking the server.
  const requests = orderRequests(page);
  await page.goto(`${APP}/orders/not-an-order`);
  await expect(page.getByRole('alert')).toContainText('This is not an order ID: it must be a UUID');
  expect(requests).toEqual([]);
});
