import { describe, expect, it } from 'vitest';
import type { PlaceSearchQuery } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import { applyPlaceChange } from './apply-change';
import { buildPlacesModel } from './places-model';
import { createSearchMatches } from './search-matches';

// The search's matches are kept per model and version (issue 41: 200 connections asking one search
// each made it again). What must hold: a kept answer is exactly what a new search would answer.

const ESHOP = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2026-11-25T10:00:00Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const open = [{ from: '08:00', to: '17:00' }];

const place = (n: number, name: string): PickupPlace =>
  ({
    id: uuid(n),
    eshopId: ESHOP,
    type: 'PARCEL_SHOP',
    carrier: 'PACKETA',
    origin: 'CARRIER',
    originPickupPlaceId: `ORIG-${n}`,
    countryCode: 'CZ',
    zoneId: 'Europe/Prague',
    name,
    location: {
      line1: 'Street 1',
      city: 'Brno',
      zipCode: '602 00',
      gps: { latitude: 49.2, longitude: 16.6 },
    },
    phone: '+420 777 123 456',
    email: `p${n}@example.com`,
    storageTimeInDays: 7,
    openingHours: {
      regular: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: null,
        sunday: null,
      },
      exceptions: [],
    },
  }) as PickupPlace;

const query = (q: Partial<PlaceSearchQuery>) =>
  ({ eshopId: ESHOP, q: '', page: 0, size: 20, ...q }) as PlaceSearchQuery;

describe('the search matches kept per model', () => {
  it('answers every page of one search from one match, and a change applied with a new one', async () => {
    const model = await buildPlacesModel(ESHOP, [place(1, 'Alfa Brno'), place(2, 'Beta Brno')], NOW);
    const matches = createSearchMatches();
    const first = matches(model, query({ q: 'alfa' }), NOW);
    expect(matches(model, query({ q: 'alfa', page: 3, size: 5 }), NOW)).toBe(first);
    expect(matches(model, query({ q: 'beta' }), NOW)).not.toBe(first);
    expect(Array.from(first.docs, (doc) => model.places[doc]!.id)).toEqual([uuid(1)]);

    applyPlaceChange(model, { kind: 'upsert', place: place(3, 'Alfa Praha') }, NOW);
    const after = matches(model, query({ q: 'alfa' }), NOW);
    expect(new Set(Array.from(after.docs, (doc) => model.places[doc]!.id))).toEqual(
      new Set([uuid(1), uuid(3)]),
    );
  });

  it('keeps a search by the time of day for the minute it was made in', async () => {
    const model = await buildPlacesModel(ESHOP, [place(1, 'Alfa Brno')], NOW);
    const matches = createSearchMatches();
    // 16:59:30 in Prague is open, 17:00:30 closed: a search kept from before must not answer after.
    const before = new Date('2026-11-25T15:59:30Z');
    const after = new Date('2026-11-25T16:00:30Z');
    expect(matches(model, query({ openNow: 'true' }), before).docs.length).toBe(1);
    expect(matches(model, query({ openNow: 'true' }), after).docs.length).toBe(0);
  });

  it('keeps at most the given number of searches, dropping the least recently asked', async () => {
    const model = await buildPlacesModel(ESHOP, [place(1, 'Alfa Brno')], NOW);
    const matches = createSearchMatches(2);
    const a = matches(model, query({ q: 'a' }), NOW);
    matches(model, query({ q: 'b' }), NOW);
    expect(matches(model, query({ q: 'a' }), NOW)).toBe(a);
    matches(model, query({ q: 'c' }), NOW); // drops b, asked before a
    expect(matches(model, query({ q: 'a' }), NOW)).toBe(a);
    const b = matches(model, query({ q: 'b' }), NOW);
    expect(matches(model, query({ q: 'b' }), NOW)).toBe(b);
  });
});
