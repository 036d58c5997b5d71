import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cs from '@/web/locales/cs.json';
import en from '@/web/locales/en.json';

// Counts as the user's language writes them: "11,114 places match", "Odpovídá 11 114 míst" (issue
// 29: a count of thousands had no separator).

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
