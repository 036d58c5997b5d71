import { describe, expect, it, vi } from 'vitest';
import { compareText, regionName, sortedByLabel } from './locale-names';

describe('locale names', () => {
  it('sorts by label as the language does, looking each label up once', () => {
    const label = vi.fn((v: string) => v);
    expect(sortedByLabel(['čaj', 'dům', 'cena', 'auto'], label, 'cs')).toEqual([
      'auto',
      'cena',
      'čaj',
      'dům',
    ]);
    expect(label).toHaveBeenCalledTimes(4);
  });

  it('keeps one collator and one set of names a language', () => {
    expect(compareText('cs')).toBe(compareText('cs'));
    expect(compareText('en')).not.toBe(compareText('cs'));
    expect(regionName('CZ', 'en')).toBe('Czechia');
    expect(regionName('CZ', 'cs')).toBe('Česko');
  });

  it('has no name for a code the browser does not know', () => {
    expect(regionName('AA', 'en')).toBeUndefined();
    expect(regionName('not a code', 'en')).toBeUndefined();
  });
});
