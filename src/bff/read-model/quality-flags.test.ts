import { describe, expect, it } from 'vitest';
import type { PickupPlace } from '@/contract/places';
import {
  DUPLICATE_DISTANCE_M,
  MAX_USUAL_STORAGE_DAYS,
  duplicatePins,
  flagsOfMask,
  hasBadEmail,
  hasBadPhone,
  hasMisplacedPin,
  hasNoImage,
  hasNoOpeningHours,
  hasStaleExceptions,
  hasUnusualStorageTime,
  placeFlagMask,
} from './quality-flags';

const closed = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};
const weekdays = { ...closed, monday: [{ from: '08:00', to: '17:00' }] };

function place(
  overrides: Partial<PickupPlace> = {},
  gps = { latitude: 49.1925, longitude: 16.6113 },
): PickupPlace {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'PARCEL_SHOP',
    carrier: 'PPL',
    originPickupPlaceId: 'X-1',
    origin: 'CARRIER',
    countryCode: 'CZ',
    zoneId: 'Europe/Prague',
    name: 'Výdejna Brno',
    location: { line1: 'Masarykova 31', city: 'Brno', zipCode: '602 00', gps },
    phone: '+420 222 333 444',
    email: 'brno@example.cz',
    image: 'https://example.cz/a.jpg',
    storageTimeInDays: 7,
    openingHours: { regular: weekdays, exceptions: [] },
    ...overrides,
  };
}

describe('data-quality rules', () => {
  it('a well-kept place has no flag', () => {
    expect(flagsOfMask(placeFlagMask(place(), '2026-11-23'))).toEqual([]);
  });

  it('noOpeningHours: closed (null or empty) every day of the week', () => {
    expect(hasNoOpeningHours(place())).toBe(false);
    expect(hasNoOpeningHours(place({ openingHours: { regular: closed, exceptions: [] } }))).toBe(true);
    const empty = { ...closed, monday: [], friday: [] };
    expect(hasNoOpeningHours(place({ openingHours: { regular: empty, exceptions: [] } }))).toBe(true);
  });

  it('pinMisplaced: no pin, 0,0, or outside the stated country', () => {
    expect(hasMisplacedPin(place())).toBe(false);
    expect(hasMisplacedPin(place({}, { latitude: 0, longitude: 0 }))).toBe(true);
    expect(hasMisplacedPin(place({ location: { city: 'Brno' } }))).toBe(true);
    // Swapped coordinates land in Somalia-ish latitudes, far from Czechia.
    expect(hasMisplacedPin(place({}, { latitude: 16.6113, longitude: 49.1925 }))).toBe(true);
    // Brno's pin with Slovakia stated: outside Slovakia's box.
    expect(hasMisplacedPin(place({ countryCode: 'SK' }))).toBe(true);
    // A country without a box is checked for 0,0 only.
    expect(hasMisplacedPin(place({ countryCode: 'JP' }))).toBe(false);
  });

  /** The pins as the model's columns (NaN: no pin). */
  const columns = (pins: ({ latitude: number; longitude: number } | null)[]) => ({
    lat: Float64Array.from(pins, (p) => p?.latitude ?? NaN),
    lng: Float64Array.from(pins, (p) => p?.longitude ?? NaN),
  });

  it('duplicatePin: two places within 5 m, not three metres further', async () => {
    const metresNorth = (m: number) => ({ latitude: 49.1925 + m / 110_574, longitude: 16.6113 });
    const { lat, lng } = columns([
      metresNorth(0),
      metresNorth(DUPLICATE_DISTANCE_M - 1),
      metresNorth(100),
      metresNorth(100 + DUPLICATE_DISTANCE_M + 3),
      null,
    ]);
    const flagged = await duplicatePins(lat, lng, async () => {});
    expect(Array.from(flagged)).toEqual([1, 1, 0, 0, 0]);
  });

  it('duplicatePin: the same places as comparing every pair, clustered pins on both sides of the equator and the meridian', async () => {
    // A seeded generator: the same pins on every run.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const centres = [
      [49.1925, 16.6113],
      [-33.9, 18.4],
      [0.00003, -0.00004],
      [51.5, -0.00002],
    ];
    const pins = Array.from({ length: 1200 }, (_, i) => {
      if (i % 50 === 0) return null;
      const [lat, lng] = centres[i % centres.length]!;
      // Within about 60 m of a centre: many pairs closer than 5 m, many just further.
      return { latitude: lat! + (random() - 0.5) / 1000, longitude: lng! + (random() - 0.5) / 1000 };
    });
    const { lat, lng } = columns(pins);
    const metres = (p: { latitude: number; longitude: number }) => [
      p.longitude * 111_320 * Math.cos((p.latitude * Math.PI) / 180),
      p.latitude * 110_574,
    ];
    const expected = pins.map((p, i) =>
      p &&
      pins.some((q, j) => {
        if (!q || j === i) return false;
        const [px, py] = metres(p);
        const [qx, qy] = metres(q);
        return (px! - qx!) ** 2 + (py! - qy!) ** 2 <= DUPLICATE_DISTANCE_M ** 2;
      })
        ? 1
        : 0,
    );
    let slices = 0;
    const flagged = await duplicatePins(lat, lng, async () => void slices++);
    expect(expected.filter(Boolean).length).toBeGreaterThan(50);
    expect(expected.filter((e) => !e).length).toBeGreaterThan(50);
    expect(Array.from(flagged)).toEqual(expected);
    expect(slices).toBeGreaterThan(10);
  });

  it('staleExceptions: exceptions, every one before today', () => {
    const withExceptions = (...dates: string[]) =>
      place({ openingHours: { regular: weekdays, exceptions: dates.map((date) => ({ date, hours: [] })) } });
    expect(hasStaleExceptions(withExceptions(), '2026-11-23')).toBe(false);
    expect(hasStaleExceptions(withExceptions('2025-12-24', '2026-01-01'), '2026-11-23')).toBe(true);
    expect(hasStaleExceptions(withExceptions('2025-12-24', '2026-12-24'), '2026-11-23')).toBe(false);
    expect(hasStaleExceptions(withExceptions('2026-11-23'), '2026-11-23')).toBe(false);
  });

  it('noImage', () => {
    expect(hasNoImage(place())).toBe(false);
    expect(hasNoImage(place({ image: undefined }))).toBe(true);
  });

  it('storageTimeUnusual: missing or over 30 days', () => {
    expect(hasUnusualStorageTime(place({ storageTimeInDays: MAX_USUAL_STORAGE_DAYS }))).toBe(false);
    expect(hasUnusualStorageTime(place({ storageTimeInDays: MAX_USUAL_STORAGE_DAYS + 1 }))).toBe(true);
    expect(hasUnusualStorageTime(place({ storageTimeInDays: undefined }))).toBe(true);
  });

  it('badPhone: not a valid number of the place’s country', () => {
    expect(hasBadPhone(place({ phone: '+420 222 333 444' }))).toBe(false);
    expect(hasBadPhone(place({ phone: '222 333 444' }))).toBe(false); // national form, CZ
    expect(hasBadPhone(place({ phone: '+421 2 5443 5111', countryCode: 'SK' }))).toBe(false);
    expect(hasBadPhone(place({ phone: '123' }))).toBe(true);
    expect(hasBadPhone(place({ phone: '+420 000 000 000' }))).toBe(true);
    expect(hasBadPhone(place({ phone: 'call us' }))).toBe(true);
  });

  it('badPhone: one number judged for each country it is given with (verdicts are remembered)', () => {
    // A national number is valid in one country and not in another: a verdict kept for the
    // number alone would carry the first country's answer over to the second.
    expect(hasBadPhone(place({ phone: '601 123 456', countryCode: 'CZ' }))).toBe(false);
    expect(hasBadPhone(place({ phone: '601 123 456', countryCode: 'HU' }))).toBe(true);
    expect(hasBadPhone(place({ phone: '601 123 456', countryCode: 'CZ' }))).toBe(false);
  });

  it('badEmail: not an address', () => {
    expect(hasBadEmail(place({ email: 'brno@example.cz' }))).toBe(false);
    expect(hasBadEmail(place({ email: 'brno@' }))).toBe(true);
    expect(hasBadEmail(place({ email: '' }))).toBe(true);
  });

  it('a place with several faults carries each flag', () => {
    const bad = place({ image: undefined, email: 'x', storageTimeInDays: 90 }, { latitude: 0, longitude: 0 });
    expect(flagsOfMask(placeFlagMask(bad, '2026-11-23'))).toEqual([
      'pinMisplaced',
      'noImage',
      'storageTimeUnusual',
      'badEmail',
    ]);
  });
});
