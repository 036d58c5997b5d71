import type { Language } from '@/contract/languages';
import { STORED_KEYS, storedValue } from './stored';

// The language the app starts in, known without i18next: the first script uses it to fetch the
// first screen's texts alongside i18next itself (router.tsx), not after it.

export const LANGUAGE_STORAGE_KEY = STORED_KEYS.language;

/**
 * The browser's first language the app speaks, before anyone chose one: Czech for a browser set to
 * Czech (or Slovak, whose readers read Czech; the app has no Slovak), else English.
 */
function browserLanguage(): Language {
  return languageOf(typeof navigator !== 'undefined' ? navigator.languages : []);
}

/** The first of these language tags the app speaks (the server reads them from Accept-Language). */
export function languageOf(asked: readonly string[]): Language {
  for (const tag of asked) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'cs' || primary === 'sk') return 'cs';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language remembered in this browser, else the browser's own. */
export function initialLanguage(): Language {
  const stored = storedValue(LANGUAGE_STORAGE_KEY);
  return stored === 'cs' || stored === 'en' ? stored : browserLanguage();
}
