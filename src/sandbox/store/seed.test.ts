import { describe, expect, it } from 'vitest';
import { PickupPlaceSchema } from '@/contract/places';
import { openDatabase } from './db';
import { DEMO_ESHOP } from './demo-ids';
import { toResponse } from './place-mapping';
import { createOrdersRepo } from './orders-repo';
import { createPlacesRepo } from './places-repo';
import { seedDemoData, seedSyntheticPlaces } from './seed';
import { demoPlaces, otherPlaces, syntheticPlace } from './seed-places';

const DEMO = DEMO_ESHOP;
const fresh = () => {
  const db = openDatabase(':memory:');
  return { db, places: createPlacesRepo(db), orders: createOrdersRepo(db) };
};
const count = (places: ReturnType<typeof createPlacesRepo>) =>
  places.list({ eshopId: DEMO, page: 0, size: 1, sort: [] }).total;

describe('seed data', () => {
  it('seeds the contract’s demo data once, deterministically', () => {
    const a = fresh();
    expect(seedDemoData(a.db, a.places, a.orders)).toBe(true);
    expect(seedDemoData(a.db, a.places, a.orders)).toBe(false);
    expect(count(a.places)).toBe(demoPlaces().length);
    expect(demoPlaces().length).toBeGreaterThanOrEqual(25);
    expect(demoPlaces()).toEqual(demoPlaces());
    expect(otherPlaces().length).toBeGreaterThanOrEqual(3);
    expect(new Set(demoPlaces().map((p) => p.countryCode))).toEqual(new Set(['CZ', 'SK']));
  });

  it('makes every seeded place a valid response', () => {
    for (const place of [...demoPlaces(), ...otherPlaces(), syntheticPlace(0), syntheticPlace(12345)]) {
      expect(PickupPlaceSchema.safeParse(toResponse(place, (p) => `http://x/files/${p}`)).success).toBe(true);
    }
  });

  it('adds synthetic places up to the asked count, never twice', () => {
    const s = fresh();
    seedDemoData(s.db, s.places, s.orders);
    const base = count(s.places);
    expect(seedSyntheticPlaces(s.db, s.places, 500)).toBe(500);
    expect(seedSyntheticPlaces(s.db, s.places, 500)).toBe(0);
    expect(seedSyntheticPlaces(s.db, s.places, 700)).toBe(200);
    expect(count(s.places)).toBe(base + 700);
    const ids = new Set(Array.from({ length: 700 }, (_, n) => syntheticPlace(n).id));
    expect(ids.size).toBe(700);
  });
});
