import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatPath, toFieldErrors } from '@/domain/words/messages';
import {
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PlaceListQuerySchema,
  parseCoordinate,
} from './places';
import { CARRIERS, COUNTRY_CODES, LANGUAGE_CODES, ORDER_CARRIERS } from './enums';

const valid = {
  eshopId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  type: 'PARCEL_SHOP',
  originPickupPlaceId: 'STORE-1',
  name: 'Výdejna Praha',
  location: {
    line1: 'Dlouhá 1',
    city: 'Praha',
    zipCode: '110 00',
    gps: { latitude: '50.0875', longitude: '14.42' },
  },
  countryCode: 'CZ',
  phone: '+420 222 333 444',
  email: 'praha@example.cz',
  storageTimeInDays: 7,
  openingHours: { regular: { monday: [{ from: '08:00', to: '18:00' }] } },
};

function errorsOf(schema: z.ZodType, input: unknown, locale: 'en' | 'cs' = 'en') {
  const result = schema.safeParse(input, { reportInput: true });
  expect(result.success).toBe(false);
  return toFieldErrors(result.error!, locale);
}

describe('enumerations', () => {
  it('hold every value of the specifications', () => {
    expect(CARRIERS).toHaveLength(52);
    expect(ORDER_CARRIERS).toHaveLength(48);
    for (const missing of ['DB_SCHENKER', 'DODO', 'EXPRESS_ONE', 'FHB_PACKETA']) {
      expect(CARRIERS).toContain(missing);
      expect(ORDER_CARRIERS).not.toContain(missing);
    }
    expect(COUNTRY_CODES).toHaveLength(272);
    expect(COUNTRY_CODES).toContain('UNDEFINED');
    expect(COUNTRY_CODES).toContain('XK');
    expect(LANGUAGE_CODES).toHaveLength(185);
    expect(LANGUAGE_CODES[0]).toBe('undefined');
  });
});

describe('PickupPlaceCreate', () => {
  it('accepts a complete body, and a decimal comma in coordinates', () => {
    expect(PickupPlaceCreateSchema.safeParse(valid).success).toBe(true);
    const comma = {
      ...valid,
      location: { ...valid.location, gps: { latitude: '50,0875', longitude: '14,42' } },
    };
    expect(PickupPlaceCreateSchema.safeParse(comma).success).toBe(true);
    expect(parseCoordinate('50,0875')).toBe(50.0875);
  });

  it('names each missing required field', () => {
    const fields = errorsOf(PickupPlaceCreateSchema, {}).map((e) => e.field);
    for (const f of [
      'eshopId',
      'type',
      'originPickupPlaceId',
      'name',
      'location',
      'countryCode',
      'phone',
      'email',
      'storageTimeInDays',
      'openingHours',
    ]) {
      expect(fields).toContain(f);
    }
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, name: undefined })).toEqual([
      { field: 'name', message: 'is required' },
    ]);
  });

  it('rejects a bad UUID, an unknown enumeration value and numbers as coordinates', () => {
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, eshopId: 'not-a-uuid' })).toEqual([
      { field: 'eshopId', message: 'must be a UUID' },
    ]);
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, type: 'LOCKER' })[0]!.field).toBe('type');
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, countryCode: 'XX' })[0]!.field).toBe('countryCode');
    const numeric = { ...valid, location: { ...valid.location, gps: { latitude: 50.1, longitude: 14.4 } } };
    expect(errorsOf(PickupPlaceCreateSchema, numeric).map((e) => e.field)).toEqual([
      'location.gps.latitude',
      'location.gps.longitude',
    ]);
  });

  it('rejects coordinates out of range, blank names, bad e-mail and phone, unknown fields', () => {
    const far = { ...valid, location: { ...valid.location, gps: { latitude: '91', longitude: '14' } } };
    expect(errorsOf(PickupPlaceCreateSchema, far)).toEqual([
      { field: 'location.gps.latitude', message: 'must be between -90 and 90' },
    ]);
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, name: '   ' })).toEqual([
      { field: 'name', message: 'must not be empty' },
    ]);
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, email: 'nope' })[0]!.field).toBe('email');
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, phone: 'call me' })[0]!.field).toBe('phone');
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, storageTimeInDays: 1.5 })[0]!.field).toBe(
      'storageTimeInDays',
    );
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, carrier: 'PPL' })).toEqual([
      { field: 'carrier', message: 'is not a known field' },
    ]);
  });

  it('speaks Czech when asked', () => {
    expect(errorsOf(PickupPlaceCreateSchema, { ...valid, name: undefined }, 'cs')).toEqual([
      { field: 'name', message: 'je povinné' },
    ]);
    const overlap = {
      ...valid,
      openingHours: {
        regular: {
          monday: [
            { from: '08:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
        },
      },
    };
    expect(errorsOf(PickupPlaceCreateSchema, overlap, 'cs')).toEqual([
      { field: 'openingHours.regular.monday[1]', message: 'překrývá se s intervalem 1 téhož dne' },
    ]);
  });
});

describe('PickupPlaceUpdate', () => {
  it('accepts an empty body, a null storageTimeType and a null note', () => {
    expect(PickupPlaceUpdateSchema.safeParse({}).success).toBe(true);
    expect(PickupPlaceUpdateSchema.safeParse({ storageTimeType: null, note: null }).success).toBe(true);
  });

  it('refuses eshopId, which is not part of the update body', () => {
    expect(errorsOf(PickupPlaceUpdateSchema, { eshopId: valid.eshopId })).toEqual([
      { field: 'eshopId', message: 'is not a known field' },
    ]);
  });
});

describe('PickupPlace response', () => {
  it('has numbers as coordinates', () => {
    const place = {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa9',
      type: 'PARCEL_BOX',
      carrier: 'PACKETA',
      originPickupPlaceId: 'Z-1',
      origin: 'CARRIER',
      countryCode: 'CZ',
      zoneId: 'Europe/Prague',
      name: 'Z-BOX',
      location: { gps: { latitude: 50.1, longitude: 14.4 } },
      phone: '+420 1',
      email: 'a@b.cz',
      openingHours: {
        regular: {
          monday: [],
          tuesday: [],
          wednesday: [],
          thursday: [],
          friday: [],
          saturday: [],
          sunday: null,
        },
        exceptions: [],
      },
    };
    expect(PickupPlaceSchema.safeParse(place).success).toBe(true);
    const strings = { ...place, location: { gps: { latitude: '50.1', longitude: '14.4' } } };
    expect(formatPath(PickupPlaceSchema.safeParse(strings).error!.issues[0]!.path)).toBe(
      'location.gps.latitude',
    );
  });
});

describe('list query', () => {
  it('defaults to page 0 of 20, clamps the size to 2000 and accepts several sort keys', () => {
    const q = PlaceListQuerySchema.parse({
      eshopId: valid.eshopId,
      size: '5000',
      sort: ['location.city,desc', 'name'],
    });
    expect(q).toMatchObject({ page: 0, size: 2000, sort: ['location.city,desc', 'name'] });
    expect(PlaceListQuerySchema.parse({ eshopId: valid.eshopId })).toMatchObject({
      page: 0,
      size: 20,
      sort: [],
    });
  });

  it('rejects an unknown sort property, a bad direction, a negative page and a zero size', () => {
    for (const sort of ['colour', 'name,up', 'location.country']) {
      expect(errorsOf(PlaceListQuerySchema, { eshopId: valid.eshopId, sort })[0]!.field).toBe('sort[0]');
    }
    expect(errorsOf(PlaceListQuerySchema, { eshopId: valid.eshopId, page: '-1' })[0]!.field).toBe('page');
    expect(errorsOf(PlaceListQuerySchema, { eshopId: valid.eshopId, size: '0' })[0]!.field).toBe('size');
  });
});
