import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import ordersCs from '../../locales/orders.cs.json';
import ordersEn from '../../locales/orders.en.json';
import { setApiLanguage } from './api-client';

// English by default, Czech complete. The choice is remembered in the browser (not a secret).

export const LANGUAGES = ['en', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'pickup-desk.language';

const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
const initial: Language = stored === 'cs' ? 'cs' : 'en';

void i18n.use(initReactI18next).init({
  // The order screen's texts live in files of their own, under the `order` key.
  resources: {
    en: { translation: { ...en, order: ordersEn } },
    cs: { translation: { ...cs, order: ordersCs } },
  },
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
setApiLanguage(initial);
document.documentElement.lang = initial;

export function changeLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEY, lang);
  setApiLanguage(lang);
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

/** The locale for Intl formatting of dates and numbers. */
export const intlLocale = (lang: string) => (lang === 'cs' ? 'cs-CZ' : 'en-GB');

export default i18n;
