import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';
import { compareCodeUnits } from './term-index';
import { buildPlaceTextIndex, searchText, type SearchableText } from './text-search';

const DOCS: SearchableText[] = [
  {
    name: 'Výdejna Brno Centrum',
    other: ['Masarykova 31', 'Brno', '602 00', '60200', 'BRN-1'],
    whole: ['11111111-aaaa-4aaa-8aaa-000000000001', 'BRN-1'],
  },
  {
    name: 'Z-BOX Praha Vinohrady',
    other: ['Brněnská 4', 'Praha', '130 00', '13000', 'PRG-2'],
    whole: ['22222222-bbbb-4bbb-8bbb-000000000002', 'PRG-2'],
  },
  {
    name: 'Balíkovna Plzeň Náměstí',
    other: ['Náměstí Republiky 1', 'Plzeň', '301 00', '30100', 'PLZ-3'],
    whole: ['33333333-cccc-4ccc-8ccc-000000000003', 'PLZ-3'],
  },
  {
    name: 'Alza Brno Královo Pole',
    other: ['Palackého 12', 'Brno', '612 00', '61200', 'BRN-4'],
    whole: ['44444444-dddd-4ddd-8ddd-000000000004', 'BRN-4'],
  },
];

async function index() {
  const text = await buildPlaceTextIndex(
    DOCS.length,
    (i) => DOCS[i]!,
    async () => {},
  );
  const keys = DOCS.map((d) => normalizeText(d.name));
  const byName = Int32Array.from(DOCS.map((_, i) => i).sort((a, b) => compareCodeUnits(keys[a]!, keys[b]!)));
  return (query: string) => {
    const found = searchText(text, query, byName);
    return found && Array.from(found, (i) => DOCS[i]!.name);
  };
}

describe('searchText', () => {
  it('matches without case and diacritics, every word as a prefix', async () => {
    const search = await index();
    expect(search('plzen')).toEqual(['Balíkovna Plzeň Náměstí']);
    expect(search('namesti')).toEqual(['Balíkovna Plzeň Náměstí']);
    expect(search('NÁM rep')).toEqual(['Balíkovna Plzeň Náměstí']);
    expect(search('vinohr')).toEqual(['Z-BOX Praha Vinohrady']);
    expect(search('brno xyz')).toEqual([]);
  });

  it('ranks places whose name matches before those matching elsewhere, then by name', async () => {
    const search = await index();
    // "Brněnská" is Praha's street: a match, but after the two places named Brno.
    expect(search('brn')).toEqual([
      'Alza Brno Královo Pole',
      'Výdejna Brno Centrum',
      'Z-BOX Praha Vinohrady',
    ]);
  });

  it('finds zip codes with or without the space, origin ids and the id from their start', async () => {
    const search = await index();
    expect(search('60200')).toEqual(['Výdejna Brno Centrum']);
    expect(search('602 00')).toEqual(['Výdejna Brno Centrum']);
    expect(search('prg-2')).toEqual(['Z-BOX Praha Vinohrady']);
    expect(search('33333333-cc')).toEqual(['Balíkovna Plzeň Náměstí']);
    expect(search('44444444-dddd-4ddd-8ddd-000000000004')).toEqual(['Alza Brno Královo Pole']);
  });

  it('treats an empty query as no text filter and odd input as text that matches nothing', async () => {
    const search = await index();
    expect(search('   ')).toBeNull();
    expect(search('!!! ???')).toEqual([]);
    expect(search('東京 Москва 🙂')).toEqual([]);
    expect(search('a'.repeat(10_000))).toEqual([]);
  });
});
