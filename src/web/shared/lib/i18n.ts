import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/contract/languages';
import en from '@/web/locales/en.json';
import { setApiLanguage } from './api-client';
import { LANGUAGE_STORAGE_KEY, initialLanguage } from './initial-language';
import { storeValue } from './stored';

// English by default, Czech complete; the browser's language until the user chooses one, and the
// choice is remembered in the browser (not a secret).
// Only the English texts of the shell and the places screens ship with the first script: Czech is
// fetched when chosen (before the first render when remembered), and the order screen's texts,
// kept in files of their own under the `order` key, come with the order screen; so do the opening
// hours' texts (hours.<language>.json) with the places screens, and the import dialog's
// (import.<language>.json) with that dialog.

type Texts = { default: Record<string, unknown> };
type Part = 'main' | 'orders' | 'hours' | 'import';
const LOADERS: Record<Part, Record<Language, () => Promise<Texts>>> = {
  main: {
    en: () => Promise.resolve({ default: en }),
    cs: () => import('@/web/locales/cs.json'),
  },
  orders: {
    en: () => import('@/web/locales/orders.en.json'),
    cs: () => import('@/web/locales/orders.cs.json'),
  },
  hours: {
    en: () => import('@/web/locales/hours.en.json'),
    cs: () => import('@/web/locales/hours.cs.json'),
  },
  import: {
    en: () => import('@/web/locales/import.en.json'),
    cs: () => import('@/web/locales/import.cs.json'),
  },
};

const initial: Language = initialLanguage();
const wanted = new Set<Part>(['main']);
const loads = new Map<string, Promise<void>>([['en/main', Promise.resolve()]]);

function loadPart(lang: Language, part: Part): Promise<void> {
  const key = `${lang}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = LOADERS[part][lang]().then(({ default: texts }) => {
      i18n.addResourceBundle(lang, 'translation', part === 'orders' ? { order: texts } : texts, true, true);
    });
    // A failed fetch (a new deployment, a lost connection) is tried again the next time.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The texts a language needs now, with English as the fallback for anything missing. */
function loadTexts(lang: Language): Promise<void> {
  const langs: Language[] = lang === 'en' ? ['en'] : [lang, 'en'];
  return Promise.all(langs.flatMap((l) => [...wanted].map((part) => loadPart(l, part)))).then(() => {});
}

/** The language shown, or being switched to while its texts are fetched. */
let target: Language = initial;

/** The order screen's texts in the current language (and in the one chosen later). */
export function loadOrderTexts(): Promise<void> {
  wanted.add('orders');
  return loadTexts(target);
}

/** The opening hours' texts (status line, text form, holidays, preview), for the places screens. */
export function loadHoursTexts(): Promise<void> {
  wanted.add('hours');
  return loadTexts(target);
}

/** The import dialog's texts (under `import`, beside the toolbar button's), with the dialog. */
export function loadImportTexts(): Promise<void> {
  wanted.add('import');
  return loadTexts(target);
}

/** Resolves once the remembered language's texts are in; render the app after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => (initial === 'en' ? undefined : loadTexts(initial).then(() => i18n.changeLanguage(initial))))
  // Without the Czech file the screens fall back to English rather than not starting.
  .catch(() => undefined);
setApiLanguage(initial);
// The server's render (server-render.tsx) has no document: the page it writes carries the language.
if (typeof document !== 'undefined') document.documentElement.lang = initial;

/** For the server's render: the texts of the places screens, in every language, once. */
export function loadServerTexts(): Promise<void> {
  wanted.add('hours');
  return Promise.all(LANGUAGES.map((lang) => loadTexts(lang))).then(() => {});
}

/**
 * For the server's render: the language of the render about to run, switched at once (its texts
 * are in, so i18next switches without waiting); false when it could not be.
 */
export function switchLanguageNow(lang: Language): boolean {
  void i18n.changeLanguage(lang);
  return i18n.language === lang;
}

export async function changeLanguage(lang: Language) {
  target = lang;
  storeValue(LANGUAGE_STORAGE_KEY, lang);
  setApiLanguage(lang);
  document.documentElement.lang = lang;
  // When the texts cannot be fetched, switch anyway: what is missing falls back to English.
  await loadTexts(lang).catch(() => undefined);
  return i18n.changeLanguage(lang);
}

/** The locale for Intl formatting of dates and numbers. */
export const intlLocale = (lang: string) => (lang === 'cs' ? 'cs-CZ' : 'en-GB');

export default i18n;
