// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { Order } from '@/contract/orders/order';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { testOrder, testParcel } from '@/web/testing/test-orders';
import { OrderPage } from './order-page';

// Beside the order, the pickup place it goes to as it is now: open or closed at this moment in the
// place's own time, the coming days, the closures the parcel will wait through. The place is found
// by the platform's id, else by the carrier's id among the e-shop's places; a place of another
// installation, or one that cannot be read, is said to be so, and the order is shown all the same.

const ORDER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const PLACE = samplePlace({
  eshopId: ESHOP,
  originPickupPlaceId: 'PPL-778',
  openingHours: {
    ...samplePlace().openingHours,
    exceptions: [{ date: '2026-11-25', hours: [], reason: 'Inventory' }],
  },
});
/** Monday 23 November 2026, 10:00 in Prague. */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z');

const order = (pickupPlaceId?: string): Order =>
  testOrder({
    id: ORDER_ID,
    eshopId: ESHOP,
    orderNumber: '2026-0042',
    billingDetails: { language: 'en' },
    destination: {
      type: 'PARCEL_SHOP',
      parcelShop: {
        carrier: 'PPL',
        countryCode: 'CZ',
        parcelShopId: 'PPL-778',
        pickupPlaceId,
        businessHours: 'Mo-Fr 08:00-18:00',
      },
    },
    parcels: [
      testParcel({
        orderId: ORDER_ID,
        state: { delivery: 'STORED_FOR_PICKUP' },
        maxStoreDate: '2026-11-27T17:00:00Z',
      }),
    ],
  });

afterEach(() => {
  vi.useRealTimers();
});

/** The BFF: the configuration (the order's e-shop is this installation's), the order, and `place`. */
async function open(
  theOrder: Order,
  place: (request: SentRequest) => Answer,
  { language = 'en' as Language, now = MONDAY_10 } = {},
) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const sent = fakeBff((request) => {
    if (request.path === '/bff/config') return [200, { eshops: [{ id: ESHOP, name: 'Demo' }] }];
    if (request.path === `/api/v1/order/${ORDER_ID}`) return [200, theOrder];
    return place(request);
  });
  const rendered = await renderInApp(<OrderPage orderId={ORDER_ID} username="support" />, {
    language,
    address: `/orders/${ORDER_ID}`,
  });
  return { ...rendered, sent };
}

const placeRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.path.startsWith('/api/v1/pickup-place/') || r.path.startsWith('/bff/places/'));

describe('the pickup place now', () => {
  it('is found by its id and tells that it is open until 18:00, the coming days and the closure ahead', async () => {
    const { sent } = await open(order(PLACE.id), () => [200, PLACE]);
    const section = await screen.findByRole('region', { name: 'Pickup place now' });
    const link = await within(section).findByRole('link', { name: 'Brno Main Station' });
    expect(link.getAttribute('href')).toBe(`/places/${PLACE.id}`);
    expect(section.textContent).toContain('Brno Main Station · Nádražní 1, 602 00 Brno');
    expect(within(section).getByText('Open now · closes at 18:00')).toBeDefined();
    expect(within(section).getByText(/^23 Nov 2026: 08:00–18:00$/)).toBeDefined();
    expect(within(section).getByText(/^25 Nov 2026: closed \(Inventory\)$/)).toBeDefined();
    expect(
      within(section).getByText('Changes while the parcel waits: 25 Nov 2026 closed (Inventory)'),
    ).toBeDefined();
    expect(placeRequests(sent).map((r) => r.path)).toEqual([`/api/v1/pickup-place/${PLACE.id}`]);
  });

  it.each([
    ['before it opens', '2026-11-23T06:00:00Z', 'Closed now · opens at 08:00'],
    ['after it closed', '2026-11-23T18:30:00Z', 'Closed now'],
    ['on its closed Sunday', '2026-11-22T09:00:00Z', 'Closed today'],
    ['on the day of its closure, with the reason', '2026-11-25T09:00:00Z', 'Closed today: Inventory'],
  ])('tells when it is closed %s', async (_, now, words) => {
    await open(order(PLACE.id), () => [200, PLACE], { now: new Date(now) });
    const section = await screen.findByRole('region', { name: 'Pickup place now' });
    await within(section).findByRole('link', { name: 'Brno Main Station' });
    expect(within(section).getByText(words, { exact: true })).toBeDefined();
  });

  it("puts the place's name, address and hours in the answer for the customer", async () => {
    const { user } = await open(order(PLACE.id), () => [200, PLACE]);
    await screen.findByRole('link', { name: 'Brno Main Station' });
    await user.click(screen.getByRole('button', { name: 'Copy answer for the customer' }));
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(message.value).toContain('Pickup place: Brno Main Station, Nádražní 1, 602 00 Brno.');
    expect(message.value).toContain('Opening hours of the pickup place in the coming days:');
    expect(message.value).toMatch(/Wed.*closed/i);
  });

  it("is found by the carrier's id among the e-shop's places when the platform names none", async () => {
    const { sent } = await open(order(undefined), ({ path }) =>
      path.startsWith('/bff/places/search')
        ? [
            200,
            {
              items: [
                samplePlace({
                  id: 'ffffffff-ffff-4fff-8fff-fffffffffff1',
                  name: 'Elsewhere',
                  originPickupPlaceId: 'PPL-9',
                }),
                PLACE,
              ],
              total: 2,
            },
          ]
        : [404, { title: 'Not Found' }],
    );
    expect(await screen.findByRole('link', { name: 'Brno Main Station' })).toBeDefined();
    const search = placeRequests(sent).map((r) => new URL(r.path, 'http://x'));
    expect(search.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      ['/bff/places/search', { eshopId: ESHOP, q: 'PPL-778', size: '20' }],
    ]);
  });

  it('says a place of another installation is not one of ours, with the hours the order carries', async () => {
    await open(order(PLACE.id), ({ path }) =>
      path.startsWith('/bff/places/search') ? [200, { items: [], total: 0 }] : [403, { title: 'Forbidden' }],
    );
    const section = await screen.findByRole('region', { name: 'Pickup place now' });
    expect(
      await within(section).findByText(
        "This pickup place is not one of this installation's places, so its current hours are not known. The order says: Mo-Fr 08:00-18:00.",
      ),
    ).toBeDefined();
    // The order itself is there as ever.
    expect(screen.getByRole('heading', { level: 1, name: 'Order 2026-0042' })).toBeDefined();
  });

  it('says the place could not be read, and reads it again on request', async () => {
    let down = true;
    const { user, sent } = await open(order(PLACE.id), () =>
      down ? [500, { title: 'Internal Server Error', detail: 'The database is away.' }] : [200, PLACE],
    );
    const section = await screen.findByRole('region', { name: 'Pickup place now' });
    expect(
      await within(section).findByText(
        'The pickup place could not be read (The database is away.). The order is shown as it is.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Order 2026-0042' })).toBeDefined();
    down = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Brno Main Station' })).toBeDefined();
    expect(placeRequests(sent)).toHaveLength(2);
  });

  it('in Czech', async () => {
    const closedAll: PickupPlace = { ...PLACE, openingHours: { ...PLACE.openingHours, exceptions: [] } };
    await open(order(PLACE.id), () => [200, closedAll], { language: 'cs' });
    const section = await screen.findByRole('region', { name: 'Výdejní místo teď' });
    await within(section).findByRole('link', { name: 'Brno Main Station' });
    expect(within(section).getByText('Otevřeno · zavírá v 18:00')).toBeDefined();
    expect(within(section).getByText(/^23\. 11\. 2026: 08:00–18:00$/)).toBeDefined();
    expect(within(section).queryByText(/^Změny, než si zákazník balík vyzvedne/)).toBeNull();
  });

  it('is not shown for an order delivered to a house address', async () => {
    const home = order(PLACE.id);
    home.destination = { type: 'HOUSE_ADDRESS', address: { line1: 'Husova 12', city: 'Brno' } };
    const { sent } = await open(home, () => [200, PLACE]);
    await screen.findByRole('heading', { level: 1, name: 'Order 2026-0042' });
    expect(screen.queryByRole('region', { name: 'Pickup place now' })).toBeNull();
    expect(placeRequests(sent)).toEqual([]);
  });
});
