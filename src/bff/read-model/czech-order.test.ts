import { describe, expect, it } from 'vitest';
import type { PlaceFilters } from '@/contract/place-search';
import { samplePlace } from '@/testing/fixtures/places';
import { applyPlaceChange } from './apply-change';
import { matchPlaces, parseSort } from './match-places';
import { buildPlacesModel, type PlacesModel } from './places-model';

// The search sorts names and towns in Czech order (issue 45: Žilina came before Zlín, Čáslav
// among the C's), after a fill and after a change applied in place alike.

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const NOW = new Date('2026-11-25T10:00:00Z');
const TOWNS = [
  'Žilina',
  'Zlín',
  'Čáslav',
  'Cvikov',
  'Chomutov',
  'Hradec Králové',
  'Ivančice',
  'Říčany',
  'Rakovník',
];
const CZECH_ORDER = [
  'Cvikov',
  'Čáslav',
  'Hradec Králové',
  'Chomutov',
  'Ivančice',
  'Rakovník',
  'Říčany',
  'Zlín',
  'Žilina',
];

const places = TOWNS.map((town, i) =>
  samplePlace({
    id: `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
    eshopId: ESHOP,
    name: town,
    location: { ...samplePlace().location, city: town },
  }),
);

function sorted(model: PlacesModel, sort: string) {
  const filters = { eshopId: ESHOP, q: '' } as PlaceFilters;
  const found = matchPlaces(model, filters, parseSort(sort, false), NOW);
  return Array.from(found.docs, (doc) => model.places[doc]!.name);
}

describe('the search’s order of names and towns', () => {
  it('is Czech: Zlín before Žilina, Cvikov before Čáslav, Hradec before Chomutov', async () => {
    const model = await buildPlacesModel(ESHOP, places, NOW);
    expect(sorted(model, 'name')).toEqual(CZECH_ORDER);
    expect(sorted(model, 'city')).toEqual(CZECH_ORDER);
    expect(sorted(model, 'name,desc')).toEqual([...CZECH_ORDER].reverse());
  });

  it('stays Czech when a place is renamed in place', async () => {
    const model = await buildPlacesModel(ESHOP, places, NOW);
    // Cvikov becomes Červený Kostelec: among the Č's, after Čáslav.
    const renamed = { ...places[3]!, name: 'Červený Kostelec' };
    applyPlaceChange(model, { kind: 'upsert', place: renamed }, NOW);
    expect(sorted(model, 'name').slice(0, 3)).toEqual(['Čáslav', 'Červený Kostelec', 'Hradec Králové']);
  });
});
