import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language-negotiation';

describe('negotiateLanguage', () => {
  it('answers in English when there is no header, or an empty one', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
  });

  it('takes a plain language, in any case, with or without a region', () => {
    expect(negotiateLanguage('cs')).toBe('cs');
    expect(negotiateLanguage('CS')).toBe('cs');
    expect(negotiateLanguage('cs-CZ')).toBe('cs');
    expect(negotiateLanguage('en-GB')).toBe('en');
  });

  it('follows q-values, whatever the order', () => {
    expect(negotiateLanguage('en;q=0.5, cs;q=0.8')).toBe('cs');
    expect(negotiateLanguage('cs;q=0.2, en')).toBe('en');
    expect(negotiateLanguage('cs-CZ,cs;q=0.9,en;q=0.8')).toBe('cs');
    expect(negotiateLanguage('en-US,en;q=0.9,cs;q=0.8')).toBe('en');
  });

  it('takes the range listed first when q-values are equal, however exact the match', () => {
    expect(negotiateLanguage('cs-CZ, en')).toBe('cs');
    expect(negotiateLanguage('en-US, cs')).toBe('en');
    expect(negotiateLanguage('cs, en')).toBe('cs');
  });

  it('never answers in a language refused with q=0', () => {
    expect(negotiateLanguage('cs;q=0')).toBe('en');
    expect(negotiateLanguage('cs;q=0, en;q=0.1')).toBe('en');
    expect(negotiateLanguage('en;q=0, cs;q=0.1')).toBe('cs');
  });

  it('skips languages it does not speak', () => {
    expect(negotiateLanguage('de')).toBe('en');
    expect(negotiateLanguage('de, sk;q=0.9, cs;q=0.5')).toBe('cs');
    expect(negotiateLanguage('x-klingon;q=1, cs;q=0.1')).toBe('cs');
  });

  it('reads a wildcard as any language not named otherwise', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('de, *;q=0.5')).toBe('en');
    // English is named, at a lower weight than the wildcard that Czech falls under.
    expect(negotiateLanguage('*;q=0.8, en;q=0.1')).toBe('cs');
    expect(negotiateLanguage('*, cs;q=0.5')).toBe('en');
    expect(negotiateLanguage('en;q=0, *')).toBe('cs');
  });

  it('survives a malformed header', () => {
    expect(negotiateLanguage(';;;,,q=,')).toBe('en');
    expect(negotiateLanguage('cs;q=abc')).toBe('en');
  });
});
