import { describe, expect, it } from 'vitest';
import { driftOf } from './drift';
import { PickupPlaceCreateSchema, PickupPlaceSchema, PickupPlaceUpdateSchema } from './places';

// Reading a place a newer platform sends (issue 42): open in what is read, strict in what is sent.

const documented = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  eshopId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1',
  type: 'PARCEL_SHOP',
  carrier: 'PACKETA',
  originPickupPlaceId: 'Z-1',
  origin: 'API_USER',
  countryCode: 'CZ',
  zoneId: 'Europe/Prague',
  name: 'Výdejna Praha',
  location: {
    line1: 'Dlouhá 1',
    city: 'Praha',
    zipCode: '110 00',
    gps: { latitude: 50.08, longitude: 14.42 },
  },
  phone: '+420 222 333 444',
  email: 'praha@example.cz',
  storageTimeInDays: 7,
  storageTimeType: 'CALENDAR_DAYS',
  openingHours: {
    regular: {
      monday: [{ from: '08:00', to: '18:00' }],
      tuesday: [],
      wednesday: null,
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    },
    exceptions: [{ date: '2026-12-24', hours: [], reason: 'Christmas' }],
  },
};

/** The same place as a platform that has moved on sends it. */
const grown = {
  ...documented,
  type: 'PICKUP_LOCKER',
  carrier: 'ALZABOX',
  origin: 'WOOCOMMERCE',
  note: null,
  image: null,
  storageTimeType: null,
  lockerCapacity: 42,
  location: { ...documented.location, line2: null, region: null, state: null, what3words: 'index.home.raft' },
  openingHours: {
    ...documented.openingHours,
    exceptions: [{ date: '2026-12-24', from: null, to: null, hours: null, reason: 'Christmas' }],
  },
};

describe('a place read from the platform', () => {
  it('finds no drift in a place as the documents describe it', () => {
    expect(PickupPlaceSchema.safeParse(documented).success).toBe(true);
    expect(driftOf(PickupPlaceSchema, documented)).toEqual([]);
  });

  it('keeps unknown values as strings, reads null as absent and keeps unknown fields', () => {
    const read = PickupPlaceSchema.parse(grown);
    expect(read.type).toBe('PICKUP_LOCKER');
    expect(read.carrier).toBe('ALZABOX');
    expect(read.origin).toBe('WOOCOMMERCE');
    expect(read.note).toBeUndefined();
    expect(read.storageTimeType).toBeUndefined();
    expect(read.location.line2).toBeUndefined();
    expect(read.openingHours.exceptions[0]!.hours).toEqual([]);
    expect(read.openingHours.exceptions[0]!.from).toBeUndefined();
    // Unknown fields travel on, so what the BFF relays or stores is not cut.
    expect((read as Record<string, unknown>).lockerCapacity).toBe(42);
    expect((read.location as Record<string, unknown>).what3words).toBe('index.home.raft');
    expect('note' in read && read.note === null).toBe(false);
  });

  it('reads a required text sent as null as empty (a locker without a phone)', () => {
    const read = PickupPlaceSchema.parse({ ...documented, phone: null, email: null });
    expect(read.phone).toBe('');
    expect(read.email).toBe('');
  });

  it('names each unknown value, field and null once', () => {
    const found = driftOf(PickupPlaceSchema, grown);
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'value', field: 'type', value: 'PICKUP_LOCKER' },
        { kind: 'value', field: 'carrier', value: 'ALZABOX' },
        { kind: 'value', field: 'origin', value: 'WOOCOMMERCE' },
        { kind: 'field', field: 'lockerCapacity' },
        { kind: 'field', field: 'location.what3words' },
        { kind: 'null', field: 'note' },
        { kind: 'null', field: 'image' },
        { kind: 'null', field: 'storageTimeType' },
        { kind: 'null', field: 'location.line2' },
        { kind: 'null', field: 'openingHours.exceptions[].from' },
        { kind: 'null', field: 'openingHours.exceptions[].hours' },
      ]),
    );
    // A closed day is null by the documents: not drift.
    expect(found.some((d) => d.field.startsWith('openingHours.regular'))).toBe(false);
    expect(found.filter((d) => d.field === 'openingHours.exceptions[].from')).toHaveLength(1);
  });

  it('still refuses what is no place at all', () => {
    expect(PickupPlaceSchema.safeParse({ ...documented, id: 'not-a-uuid' }).success).toBe(false);
    expect(PickupPlaceSchema.safeParse({ ...documented, carrier: '' }).success).toBe(false);
    expect(PickupPlaceSchema.safeParse({ ...documented, carrier: 'X'.repeat(101) }).success).toBe(false);
    expect(PickupPlaceSchema.safeParse({ ...documented, carrier: 7 }).success).toBe(false);
  });
});

describe('what the product sends', () => {
  it('stays within the documents: no unknown value, no unknown field', () => {
    const create = {
      eshopId: documented.eshopId,
      type: 'PARCEL_SHOP',
      originPickupPlaceId: 'Z-1',
      name: 'Výdejna',
      location: {
        line1: 'Dlouhá 1',
        city: 'Praha',
        zipCode: '110 00',
        gps: { latitude: '50', longitude: '14' },
      },
      countryCode: 'CZ',
      phone: '+420 222 333 444',
      email: 'praha@example.cz',
      storageTimeInDays: 7,
      openingHours: { regular: {} },
    };
    expect(PickupPlaceCreateSchema.safeParse(create).success).toBe(true);
    expect(PickupPlaceCreateSchema.safeParse({ ...create, type: 'PICKUP_LOCKER' }).success).toBe(false);
    expect(PickupPlaceUpdateSchema.safeParse({ type: 'PICKUP_LOCKER' }).success).toBe(false);
    expect(PickupPlaceUpdateSchema.safeParse({ lockerCapacity: 42 }).success).toBe(false);
  });
});
