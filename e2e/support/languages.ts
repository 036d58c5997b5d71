import { expect, type Page } from '@playwright/test';
import { APP } from './app';

// The journeys run in both languages the desk speaks: each browser context is made with its
// locale (the app takes the browser's language until one is chosen), and signs in on the
// sign-in page's own words.

export const LANGUAGES = ['en', 'cs'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LOCALE: Record<Lang, string> = { en: 'en-GB', cs: 'cs-CZ' };

const SIGN_IN = {
  en: { username: 'Username', password: 'Password', submit: 'Sign in', landing: 'Pickup places' },
  cs: { username: 'Uživatelské jméno', password: 'Heslo', submit: 'Přihlásit se', landing: 'Výdejní místa' },
};

/** Signs in on a page whose context speaks `lang`; lands on the places list. */
export async function signInIn(lang: Lang, page: Page, username = 'staff', password = 'demo') {
  const w = SIGN_IN[lang];
  await page.goto(`${APP}/signin`);
  await page.getByLabel(w.username).fill(username);
  await page.getByLabel(w.password).fill(password);
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByRole('heading', { name: w.landing })).toBeVisible();
}
