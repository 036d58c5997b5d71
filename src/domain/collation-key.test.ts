import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collationKey } from './collation-key';

// The key's order is Czech order at its first level: held to Intl.Collator('cs') (ICU's CLDR
// tailoring) on real town names and on generated words of Czech letters.

const czech = new Intl.Collator('cs', { sensitivity: 'base' });
const byKey = (a: string, b: string) => {
  const [x, y] = [collationKey(a), collationKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

const TOWNS = [
  'Žilina',
  'Zlín',
  'Čáslav',
  'Cheb',
  'Chomutov',
  'Hradec Králové',
  'Havířov',
  'Ivančice',
  'Ústí nad Labem',
  'Uherský Brod',
  'Říčany',
  'Rakovník',
  'Šumperk',
  'Svitavy',
  'České Budějovice',
  'Cvikov',
  'Dvůr Králové',
  'Ďáblice',
  'Náchod',
  'Nový Jičín',
  'Třebíč',
  'Tábor',
];

describe('the places lists sort key', () => {
  it('sorts Czech towns as Czech does: Zlín before Žilina, Cheb after Hradec, Č after C', () => {
    expect([...TOWNS].sort(byKey)).toEqual([...TOWNS].sort(czech.compare));
    expect([...TOWNS].sort(byKey).indexOf('Zlín')).toBeLessThan([...TOWNS].sort(byKey).indexOf('Žilina'));
  });

  it('ignores case and the marks that are not letters of their own', () => {
    expect(collationKey('ÚSTÍ')).toBe(collationKey('usti'));
    expect(collationKey('Dvůr')).toBe(collationKey('dvur'));
    expect(collationKey('Ďáblice')).toBe(collationKey('dablice'));
    expect(collationKey('Łódź')).toBe(collationKey('lodz'));
  });

  it('agrees with Intl.Collator("cs") wherever the collator sees a difference', () => {
    const letter = fc.constantFrom(...'aábcčdďeéěfghchiíjklmnňoópqrřsštťuúůvwxyýzžAČŘŠŽCH '.split(''));
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join('').trim() || 'a');
    fc.assert(
      fc.property(word, word, (a, b) => {
        const expected = Math.sign(czech.compare(a, b));
        if (expected !== 0) expect(byKey(a, b)).toBe(expected);
      }),
      { numRuns: 2000, seed: 45 },
    );
  });
});
