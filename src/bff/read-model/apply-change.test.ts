import { describe, expect, it } from 'vitest';
import type { PlaceFilters } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import { applyPlaceChange } from './apply-change';
import { matchPlaces, parseSort } from './match-places';
import type { PlaceChange } from '../store/place-change';
import { buildPlacesModel, type PlacesModel } from './places-model';

// A model changed in place must answer every search exactly as a model filled from scratch with
// the same places: same matches in the same order, same flags, counts and bounds.

const ESHOP = '22222222-2222-4222-8222-222222222222';
const CITIES = ['Brno', 'Praha', 'Ostrava', 'Plzeň', 'Žilina'];
const NOW = new Date('2026-11-25T10:00:00Z');

/** A small deterministic generator (no Math.random: a failure must be repeatable). */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function place(n: number, variant: number): PickupPlace {
  const city = CITIES[variant % CITIES.length]!;
  const open = [{ from: '08:00', to: variant % 2 ? '17:00' : '12:00' }];
  return {
    id: uuid(n),
    eshopId: ESHOP,
    type: variant % 3 === 0 ? 'PARCEL_BOX' : 'PARCEL_SHOP',
    carrier: variant % 4 === 0 ? 'PPL' : 'PACKETA',
    origin: 'CARRIER',
    originPickupPlaceId: `ORIG-${n}`,
    countryCode: 'CZ',
    zoneId: 'Europe/Prague',
    // Unique names: every order is then fully determined (ties are broken by name).
    name: `${['Alfa', 'Beta', 'Gama', 'Delta'][variant % 4]} ${city} ${n}-${variant}`,
    location: {
      line1: `Street ${variant % 7}`,
      city,
      zipCode: `60${variant % 10} 00`,
      // Every seventh variant shares a pin with another (duplicate pins), some have none.
      gps:
        variant % 11 === 0
          ? undefined
          : { latitude: 49 + (variant % 7) / 1000, longitude: 16 + (variant % 5) / 1000 },
    },
    phone: variant % 5 === 0 ? '123' : '+420 777 123 456',
    email: variant % 6 === 0 ? 'not an email' : `p${n}@example.com`,
    storageTimeInDays: variant % 8 === 0 ? 60 : 7,
    openingHours: {
      regular: {
        monday: open,
        tuesday: open,
        wednesday: null,
        thursday: open,
        friday: open,
        saturday: variant % 3 ? null : open,
        sunday: null,
      },
      exceptions: variant % 9 === 0 ? [{ date: '2026-11-20', hours: [] }] : [],
    },
  } as PickupPlace;
}

const SEARCHES: (Partial<PlaceFilters> & { sort?: string })[] = [
  {},
  { q: 'brno' },
  { q: 'alfa pra' },
  { q: 'orig-1' },
  { q: '6020' },
  { city: ['Ostrava'], sort: 'city,desc' },
  { type: ['PARCEL_BOX'], sort: 'carrier' },
  { flag: ['duplicatePin'] },
  { flag: ['badPhone', 'noImage'], sort: 'zipCode' },
  { openNow: 'true' },
  { q: 'gama', sort: 'name,desc' },
];

/** What a search answers, by place id. */
function answers(model: PlacesModel) {
  return SEARCHES.map(({ sort, ...filters }) => {
    const all = { eshopId: ESHOP, q: '', ...filters } as PlaceFilters;
    const found = matchPlaces(model, all, parseSort(sort, Boolean(all.q)), NOW);
    return {
      ids: Array.from(found.docs, (doc) => model.places[doc]!.id),
      flags: Array.from(found.docs, (doc) => model.flags[doc]),
      counts: found.flagCounts,
      bounds: found.bounds,
    };
  });
}

async function checkSame(changed: PlacesModel) {
  const fresh = await buildPlacesModel(
    ESHOP,
    changed.places.map((p) => structuredClone(p)),
    NOW,
  );
  expect(answers(changed)).toEqual(answers(fresh));
}

describe('a change applied to the read model in place', () => {
  it('answers every search as a model filled afresh, through edits, creations and deletions', async () => {
    const next = random(7);
    const count = 200;
    const model = await buildPlacesModel(
      ESHOP,
      Array.from({ length: count }, (_, n) => place(n, n)),
      NOW,
    );
    let created = count;
    const live = new Set(Array.from({ length: count }, (_, n) => n));
    for (let step = 0; step < 300; step++) {
      const ids = [...live];
      const pick = ids[next(ids.length)]!;
      const roll = next(10);
      let change: PlaceChange;
      if (roll < 2 && ids.length > 20) {
        live.delete(pick);
        change = { kind: 'delete', placeId: uuid(pick) };
      } else if (roll < 4) {
        live.add(created);
        change = { kind: 'upsert', place: place(created, next(1000)) };
        created++;
      } else change = { kind: 'upsert', place: place(pick, next(1000)) };
      applyPlaceChange(model, change, NOW);
      if (step % 50 === 0) await checkSame(model);
    }
    await checkSame(model);
    expect(new Set(model.places.map((p) => p.id))).toEqual(new Set([...live].map(uuid)));
  });

  it('answers as a fresh fill after edits of one field at a time (the orders, text and flags it keeps)', async () => {
    // A bulk job changes one field of many places: what the edit leaves alone is kept, not judged
    // again, and must still agree with a fill (the duplicate flag of a shared pin above all).
    const next = random(11);
    const count = 120;
    const model = await buildPlacesModel(
      ESHOP,
      Array.from({ length: count }, (_, n) => place(n, n)),
      NOW,
    );
    const edits: ((p: PickupPlace, v: number) => PickupPlace)[] = [
      (p, v) => ({ ...p, openingHours: place(0, v).openingHours }),
      (p, v) => ({ ...p, phone: place(0, v).phone }),
      (p, v) => ({ ...p, email: place(0, v).email }),
      (p, v) => ({ ...p, location: { ...p.location, city: CITIES[v % CITIES.length]! } }),
      (p, v) => ({ ...p, location: { ...p.location, gps: place(0, v).location.gps } }),
      (p, v) => ({ ...p, name: `${p.name}-${v}` }),
      (p, v) => ({ ...p, carrier: v % 2 ? 'PPL' : 'PACKETA' }),
      (p) => ({ ...p }),
    ];
    for (let step = 0; step < 400; step++) {
      const doc = next(count);
      const edit = edits[next(edits.length)]!;
      applyPlaceChange(model, { kind: 'upsert', place: edit(model.places[doc]!, next(1000)) }, NOW);
      if (step % 40 === 0) await checkSame(model);
    }
    await checkSame(model);
  });

  it('finds a filled model’s places by id without making an index at the first change', async () => {
    // On another instance the first change after a fill is applied inside a reader's search (the
    // log's catch-up): an index of 100 000 ids made then cost that search 36–65 ms (issue 25).
    const model = await buildPlacesModel(
      ESHOP,
      Array.from({ length: 30 }, (_, n) => place(n, n)),
      NOW,
    );
    const index = model.docOf;
    expect(index).toEqual(new Map(model.places.map((p, doc) => [p.id, doc])));
    applyPlaceChange(model, { kind: 'upsert', place: place(3, 1000) }, NOW);
    expect(model.docOf).toBe(index);
    await checkSame(model);
  });

  it('ignores the deletion of a place it does not hold, and drops a place moved to another e-shop', async () => {
    const model = await buildPlacesModel(ESHOP, [place(1, 1), place(2, 2)], NOW);
    applyPlaceChange(model, { kind: 'delete', placeId: uuid(99) }, NOW);
    expect(model.places).toHaveLength(2);
    applyPlaceChange(model, { kind: 'upsert', place: { ...place(1, 1), eshopId: uuid(5) } }, NOW);
    expect(model.places.map((p) => p.id)).toEqual([uuid(2)]);
    await checkSame(model);
  });

  it('flags both places of a pin shared after an edit, and neither once one moves away', async () => {
    const far = (n: number, lat: number) => {
      const p = place(n, 1);
      return { ...p, location: { ...p.location, gps: { latitude: lat, longitude: 16.5 } } };
    };
    const model = await buildPlacesModel(ESHOP, [far(1, 49.1), far(2, 49.2)], NOW);
    const duplicates = () => answers(model)[7]!.ids;
    expect(duplicates()).toEqual([]);
    applyPlaceChange(model, { kind: 'upsert', place: far(2, 49.1) }, NOW);
    expect(duplicates()).toHaveLength(2);
    applyPlaceChange(model, { kind: 'upsert', place: far(1, 49.3) }, NOW);
    expect(duplicates()).toEqual([]);
  });

  it('gives places changed to the same week one schedule, held once, as a fill does', async () => {
    const model = await buildPlacesModel(
      ESHOP,
      Array.from({ length: 50 }, (_, n) => place(n, n)),
      NOW,
    );
    const before = model.hours.schedules.size;
    const week = (n: number) => {
      const p = place(n, n);
      const open = [{ from: '07:00', to: '19:00' }];
      const regular = { ...p.openingHours.regular, monday: open, tuesday: open };
      return { ...p, openingHours: { ...p.openingHours, regular } };
    };
    // What a bulk job does: each place's answer parsed on its own, so each holds its own week.
    for (let n = 0; n < 50; n++) applyPlaceChange(model, { kind: 'upsert', place: week(n) }, NOW);
    const newWeeks = new Set(
      Array.from({ length: 50 }, (_, n) => JSON.stringify(week(n).openingHours.regular)),
    );
    expect(newWeeks.size).toBeLessThan(10);
    expect(model.hours.schedules.size).toBeLessThanOrEqual(before + newWeeks.size);
    expect(new Set(model.places.map((p) => p.openingHours.regular)).size).toBe(
      new Set(model.places.map((p) => JSON.stringify(p.openingHours.regular))).size,
    );
    await checkSame(model);
  });
});
