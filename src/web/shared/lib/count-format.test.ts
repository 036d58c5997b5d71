import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cs from '@/web/locales/cs.json';
import en from '@/web/locales/en.json';

// Counts as the user's language writes them: "11,114 places match", "Odpovídá 11 114 míst" (issue
// 29: a count of thousands had no separator).

/** Every text of a language, by key, flattened ("places.mapCount_other"). */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value as object, `${prefix}${key}.`),
  );
}

describe('every count in the texts', () => {
  it.each([
    ['en', en],
    ['cs', cs],
  ])("is written with the language's separators in %s: {{count, number}}, never {{count}}", (_, tree) => {
    const raw = texts(tree).filter(([, text]) => /\{\{\s*(count|from|to)\s*\}\}/.test(text));
    expect(raw).toEqual([]);
  });

  it('says 100 028 places on the map, and the page range, with separators', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en }, cs: { translation: cs } } });
    expect(i18n.t('places.mapCount', { count: 100028 })).toBe('100,028 places on the map');
    expect(i18n.t('places.displayedRows', { from: 1001, to: 1020, count: 100028 })).toBe(
      '1,001–1,020 of 100,028',
    );
    await i18n.changeLanguage('cs');
    expect(i18n.t('places.mapCount', { count: 100028 }).replace(/\s/g, ' ')).toBe('100 028 míst na mapě');
  });
});

describe('the count of matching places', () => {
  it('has a thousands separator in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: en }, cs: { translation: cs } },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('places.search.matches', { count: 11114 })).toBe('11,114 places match');
    expect(i18n.t('places.search.matches', { count: 1 })).toBe('1 place matches');
    await i18n.changeLanguage('cs');
    expect(i18n.t('places.search.matches', { count: 11114 }).replace(/\s/g, ' ')).toBe(
      'Odpovídá 11 114 míst',
    );
  });
});
