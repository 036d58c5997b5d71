import { describe, expect, it } from 'vitest';
import { driftOf } from '@/contract/drift';
import { OrderSchema } from '@/contract/orders/order';
import { PickupPlaceSchema } from '@/contract/places';
import { sandboxConfigFromEnv } from './config';
import { GROWN_ORDER, GROWN_PLACES } from './store/seed-grown';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  OTHER_ESHOP,
  OTHER_KEY,
  SHOWCASE_ORDER,
  useTestSandbox,
} from './testing/test-sandbox';

// The sandbox's dialects (SANDBOX_DIALECT, dialect.ts): the documented one answers exactly what
// the documents describe; the grown one what a platform that moved on sends, stored as its data.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DEMO_ORDERS = Array.from(
  { length: 40 },
  (_, k) => `cccccccc-cccc-4ccc-8ccc-cccccccccc${String(k + 1).padStart(2, '0')}`,
);

function client(sandbox: () => { url: string }) {
  async function call(path: string, init: { method?: string; body?: unknown; key?: string } = {}) {
    const headers: Record<string, string> = { 'x-api-key': init.key ?? DEMO_KEY };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${sandbox().url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }
  /** Every place of an e-shop, from the compact list (the default) and the indented one. */
  const everyPlace = async (eshopId: string, key = DEMO_KEY, pretty = false) =>
    (
      await call(`/api/v1/pickup-place?eshopId=${eshopId}&size=100${pretty ? '' : '&prettyPrint=false'}`, {
        key,
      })
    ).body.items as Json[];
  const order = async (id: string) => {
    const res = await fetch(`${sandbox().url}/api/v1/order/${id}`, {
      headers: { authorization: `Basic ${DEMO_REST_TOKEN}` },
    });
    expect(res.status, id).toBe(200);
    return (await res.json()) as Json;
  };
  return { call, everyPlace, order };
}

describe('SANDBOX_DIALECT', () => {
  it('is documented by default, grown on request, and a clear error otherwise', () => {
    expect(sandboxConfigFromEnv({}).options.dialect).toBe('documented');
    expect(sandboxConfigFromEnv({ SANDBOX_DIALECT: 'grown' }).options.dialect).toBe('grown');
    expect(() => sandboxConfigFromEnv({ SANDBOX_DIALECT: 'jackson' })).toThrow(
      /Invalid sandbox configuration:\n {2}SANDBOX_DIALECT: must be one of documented, grown/,
    );
  });
});

describe('the documented dialect', () => {
  const api = client(useTestSandbox({ dialect: 'documented' }));

  it('answers every place without drift: no unknown value, field or null', async () => {
    const lists = [
      await api.everyPlace(DEMO_ESHOP),
      await api.everyPlace(DEMO_ESHOP, DEMO_KEY, true),
      await api.everyPlace(OTHER_ESHOP, OTHER_KEY),
    ];
    expect(lists[0]!.length).toBeGreaterThanOrEqual(25);
    for (const place of lists.flat()) expect(driftOf(PickupPlaceSchema, place), place.name).toEqual([]);
    for (const { id } of lists[0]!) {
      const one = await api.call(`/api/v1/pickup-place/${id}`);
      expect(driftOf(PickupPlaceSchema, one.body), id).toEqual([]);
    }
  });

  it('answers every order without drift', async () => {
    for (const id of DEMO_ORDERS) expect(driftOf(OrderSchema, await api.order(id)), id).toEqual([]);
  });
});

describe('the grown dialect', () => {
  const api = client(useTestSandbox({ dialect: 'grown' }));
  const byName = async (name: string) => (await api.everyPlace(DEMO_ESHOP)).find((p) => p.name === name)!;

  it('answers null for absent optional fields, in lists and single places', async () => {
    for (const pretty of [false, true]) {
      const places = await api.everyPlace(DEMO_ESHOP, DEMO_KEY, pretty);
      for (const place of places) {
        expect(place.image).toBeNull();
        expect(place.location).toMatchObject({ line2: null, region: null, state: null });
        expect(PickupPlaceSchema.safeParse(place).success).toBe(true);
      }
      expect(places.some((p) => p.note === null)).toBe(true);
      const closed = places.flatMap((p) => p.openingHours.exceptions).find((e) => e.hours.length === 0);
      expect(closed).toMatchObject({ from: null, to: null });
    }
    const { id } = await byName(GROWN_PLACES.carrierAndType);
    const one = (await api.call(`/api/v1/pickup-place/${id}`)).body;
    expect(one).toMatchObject({ image: null, location: { line2: null } });
  });

  it('serves places with values and fields the documents do not list', async () => {
    const locker = await byName(GROWN_PLACES.carrierAndType);
    expect(locker).toMatchObject({ carrier: 'ALZABOX', type: 'PICKUP_LOCKER', lockerCapacity: 60 });
    const drift = driftOf(PickupPlaceSchema, locker);
    expect(drift).toEqual(
      expect.arrayContaining([
        { kind: 'value', field: 'carrier', value: 'ALZABOX' },
        { kind: 'value', field: 'type', value: 'PICKUP_LOCKER' },
        { kind: 'field', field: 'lockerCapacity' },
        { kind: 'field', field: 'location.what3words' },
        { kind: 'null', field: 'image' },
      ]),
    );
    expect((await byName(GROWN_PLACES.origin)).origin).toBe('WOOCOMMERCE');
    // The first row of the default order carries one: the journeys and tests meet it on page one.
    const [first] = (await api.call(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`)).body.items as Json[];
    expect(first!.name).toBe(GROWN_PLACES.origin);
  });

  it('keeps unknown values and fields through a PATCH of other fields', async () => {
    const { id } = await byName(GROWN_PLACES.carrierAndType);
    const renamed = await api.call(`/api/v1/pickup-place/${id}`, {
      method: 'PATCH',
      body: { name: 'AlzaBox 2' },
    });
    expect(renamed.status).toBe(200);
    const read = (await api.call(`/api/v1/pickup-place/${id}`)).body;
    for (const place of [renamed.body, read]) {
      expect(place).toMatchObject({
        name: 'AlzaBox 2',
        carrier: 'ALZABOX',
        type: 'PICKUP_LOCKER',
        lockerCapacity: 60,
        wheelchairAccessible: true,
      });
      expect(place.location.what3words).toMatch(/^\/\/\//);
    }
    // A field sent replaces that field (the location without its extra field); the rest is kept.
    const moved = await api.call(`/api/v1/pickup-place/${id}`, {
      method: 'PATCH',
      body: {
        type: 'PARCEL_BOX',
        location: {
          line1: 'Dělnická 14',
          city: 'Praha',
          zipCode: '170 00',
          gps: { latitude: '50.1', longitude: '14.45' },
        },
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ type: 'PARCEL_BOX', carrier: 'ALZABOX', lockerCapacity: 60 });
    expect(moved.body.location).not.toHaveProperty('what3words');
    expect((await api.call(`/api/v1/pickup-place/${id}`)).body).toMatchObject({
      carrier: 'ALZABOX',
      lockerCapacity: 60,
      wheelchairAccessible: true,
    });
  });

  it('serves orders with nulls, unknown fields and unknown values the contract reads', async () => {
    const showcase = await api.order(SHOWCASE_ORDER);
    expect(showcase.loyaltyPoints).toEqual(expect.any(Number));
    expect(showcase).toMatchObject({ cashOnDelivery: null, customer: { preferredChannel: 'EMAIL' } });
    const grown = await api.order(GROWN_ORDER);
    expect(grown.orderState).toBe('ON_HOLD');
    expect(driftOf(OrderSchema, grown)).toEqual(
      expect.arrayContaining([
        { kind: 'value', field: 'orderState', value: 'ON_HOLD' },
        { kind: 'value', field: 'destination.type', value: 'PICKUP_LOCKER' },
        { kind: 'value', field: 'parcels[].state.delivery', value: 'AWAITING_STOCK' },
        { kind: 'value', field: 'parcels[].timeline[].type', value: 'CHATBOT' },
        { kind: 'field', field: 'loyaltyPoints' },
      ]),
    );
    for (const id of DEMO_ORDERS) {
      const parsed = OrderSchema.safeParse(await api.order(id));
      expect(parsed.error?.issues, id).toBeUndefined();
    }
  });
});
