import type { Language } from '@/contract/languages';

// The language the app starts in, known without i18next: the first script uses it to fetch the
// first screen's texts alongside i18next itself (router.tsx), not after it.

export const LANGUAGE_STORAGE_KEY = 'pickup-desk.language';

/**
 * The browser's first language the app speaks, before anyone chose one: Czech for a browser set to
 * Czech (or Slovak, whose readers read Czech; the app has no Slovak), else English.
 */
function browserLanguage(): Language {
  const asked = typeof navigator !== 'undefined' ? navigator.languages : [];
  for (const tag of asked) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'cs' || primary === 'sk') return 'cs';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language remembered in this browser, else the browser's own. */
export function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  return stored === 'cs' || stored === 'en' ? stored : browserLanguage();
}
