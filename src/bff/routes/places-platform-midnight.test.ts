import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY } from '@/sandbox/testing/test-sandbox';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, startStack, type BrowserClient, type Stack } from '@/testing/stack';

// PLATFORM_MIDNIGHT=23:59 (issue 49): against a platform that stores what it is sent, the desk's
// "until midnight" (24:00) is stored as 23:59, and read back through the BFF as 24:00, on the
// relayed paths (the editor's change and read, a new place, the list); the BFF's own calls (bulk
// jobs, imports, restores) go through the same place call (upstream/platform-calls.ts).

const PLACES = '/api/v1/pickup-place';
const UNTIL_MIDNIGHT = [{ from: '20:00', to: '24:00' }];

describe('a platform that writes midnight as 23:59', () => {
  let stack: Stack;
  let staff: BrowserClient;
  beforeAll(async () => {
    stack = await startStack({ bff: { platformMidnight: '23:59' } });
    staff = await signedIn(stack, 'staff');
  });
  afterAll(() => stack?.close());

  /** The place as the platform itself holds it. */
  const stored = async (id: string) =>
    (await fetch(`${stack.sandboxUrl}${PLACES}/${id}`, { headers: { 'x-api-key': DEMO_KEY } }).then((r) =>
      r.json(),
    )) as { openingHours: { regular: { monday: unknown } } };

  it('stores a change’s 24:00 as 23:59 and shows it as 24:00', async () => {
    const page = await staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}&size=1`);
    const id: string = page.data.items[0].id;
    const read = await staff.fetch(`${PLACES}/${id}`);
    const changed = await staff.fetch(`${PLACES}/${id}`, {
      method: 'PATCH',
      json: { openingHours: { regular: { monday: UNTIL_MIDNIGHT } } },
      headers: { 'if-match': read.headers.get('etag') ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.openingHours.regular.monday).toEqual(UNTIL_MIDNIGHT);
    expect((await stored(id)).openingHours.regular.monday).toEqual([{ from: '20:00', to: '23:59' }]);
    expect((await staff.fetch(`${PLACES}/${id}`)).data.openingHours.regular.monday).toEqual(UNTIL_MIDNIGHT);
    const list = await staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}&size=100`);
    const listed = list.data.items.find((p: { id: string }) => p.id === id);
    expect(listed.openingHours.regular.monday).toEqual(UNTIL_MIDNIGHT);
  });

  it('stores a new place’s 24:00 as 23:59', async () => {
    const created = await staff.fetch(PLACES, {
      method: 'POST',
      json: {
        eshopId: DEMO_ESHOP,
        type: 'PARCEL_SHOP',
        originPickupPlaceId: `midnight-${Date.now()}`,
        name: 'Open until midnight',
        location: {
          line1: 'Testovací 1',
          city: 'Praha',
          zipCode: '110 00',
          gps: { latitude: '50.08', longitude: '14.42' },
        },
        countryCode: 'CZ',
        phone: '+420 123 456 789',
        email: 'midnight@example.com',
        storageTimeInDays: 7,
        openingHours: { regular: { monday: UNTIL_MIDNIGHT } },
      },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data.openingHours.regular.monday).toEqual(UNTIL_MIDNIGHT);
    expect((await stored(created.data.id)).openingHours.regular.monday).toEqual([
      { from: '20:00', to: '23:59' },
    ]);
  });
});
