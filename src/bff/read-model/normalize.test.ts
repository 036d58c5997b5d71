import { describe, expect, it } from 'vitest';
import { normalizeText, wordsOf } from './normalize';

describe('normalizeText', () => {
  it('drops case and every Czech and Slovak diacritic', () => {
    expect(normalizeText('ŘŮĚŠČŽÝÁÍÉŇŤĎĽĹÔÄ řůěščžýáíéňťďľĺôä')).toBe('ruesczyaientdlloa ruesczyaientdlloa');
    expect(normalizeText('Plzeň')).toBe('plzen');
    expect(normalizeText('Náměstí Míru')).toBe('namesti miru');
    expect(normalizeText('Žilina, Štúrova')).toBe('zilina, sturova');
  });

  it('maps the Latin letters that do not decompose', () => {
    expect(normalizeText('Łódź Straße Ørsted')).toBe('lodz strasse orsted');
  });

  it('keeps other scripts as they are, lower-cased', () => {
    expect(normalizeText('Москва 東京')).toBe('москва 東京');
  });
});

describe('wordsOf', () => {
  it('splits on anything but letters and digits', () => {
    expect(wordsOf('Z-BOX Praha 7, Dělnická 12/3')).toEqual([
      'z',
      'box',
      'praha',
      '7',
      'delnicka',
      '12',
      '3',
    ]);
    expect(wordsOf(undefined)).toEqual([]);
    expect(wordsOf(' -- ')).toEqual([]);
  });
});
