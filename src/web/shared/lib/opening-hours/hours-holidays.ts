import Holidays from 'date-holidays';
import { addDays } from '@/domain/opening-hours-status';
import type { PublicHoliday } from './hours-holidays-type';

// Public holidays of a country (and of its state or region where the address names one the library
// knows), from `date-holidays`: offline data, names in many languages. Only days of type `public`
// count (not observances nor bank holidays). Large: import from lazy chunks only.

export type { PublicHoliday };

/** Whether the library knows a country (the platform's codes are ISO 3166-1 alpha-2). */
export function knowsCountry(countryCode: string | undefined): boolean {
  if (!countryCode || countryCode.length !== 2) return false;
  return countryCode.toUpperCase() in new Holidays().getCountries();
}

/** The library's code of a state given as its code or its name (either case); undefined if none. */
export function stateCode(countryCode: string, state: string | undefined): string | undefined {
  const wanted = state?.trim().toLowerCase();
  if (!wanted) return undefined;
  const states = new Holidays().getStates(countryCode) ?? {};
  return Object.entries(states).find(
    ([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted,
  )?.[0];
}

/**
 * The public holidays from `from` (YYYY-MM-DD) for `days` days (a year by default), with names in
 * `lang` (the library falls back to the country's own language). [] for a country it does not know.
 */
export function publicHolidays(
  countryCode: string | undefined,
  from: string,
  lang: string,
  options: { state?: string; days?: number } = {},
): PublicHoliday[] {
  if (!countryCode || !knowsCountry(countryCode)) return [];
  const country = countryCode.toUpperCase();
  const state = stateCode(country, options.state);
  const hd = state
    ? new Holidays(country, state, { languages: [lang] })
    : new Holidays(country, { languages: [lang] });
  const until = addDays(from, (options.days ?? 365) - 1);
  const years = new Set([Number(from.slice(0, 4)), Number(until.slice(0, 4))]);
  const seen = new Set<string>();
  return [...years]
    .flatMap((year) => hd.getHolidays(year, lang))
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => h.date >= from && h.date <= until && !seen.has(h.date) && seen.add(h.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}
