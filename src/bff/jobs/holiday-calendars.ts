import Holidays from 'date-holidays';
import type { PublicHolidaysJobAction } from '@/contract/desk/bulk-actions';
import { foldRegion, regionKey, regionTexts } from '@/domain/holiday-calendars';
import { editableOf } from '@/domain/place-fields';
import type { PickupPlace } from '@/contract/places';

// The public-holidays action's calendars for the places of a job, from `date-holidays` (offline
// data, the same library and rules as the editor's "add the holidays": only days of type `public`,
// one holiday per date, its first day). A country the library does not know gets no calendar, and
// its places are left as they are with a note.

type Calendars = Pick<PublicHolidaysJobAction, 'calendars' | 'regions'>;

const known = new Holidays().getCountries();

/** `language` undefined: the country's own, the library's first for it ("cz" for CZ, "sk" for SK). */
function holidaysOf(country: string, state: string | undefined, year: number, language?: string) {
  const options = language ? { languages: [language] } : {};
  const hd = state ? new Holidays(country, state, options) : new Holidays(country, options);
  const seen = new Set<string>();
  return hd
    .getHolidays(year, language ?? hd.getLanguages()[0])
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => h.date.startsWith(`${year}-`) && !seen.has(h.date) && seen.add(h.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The library's code of a state written as its code or its name (folded); undefined if none. */
function stateCode(country: string, text: string): string | undefined {
  const wanted = foldRegion(text);
  const states = new Holidays().getStates(country) ?? {};
  return Object.entries(states).find(
    ([code, name]) => foldRegion(code) === wanted || foldRegion(name) === wanted,
  )?.[0];
}

/**
 * The calendars of every country and state the places are in, for `year`, names in `language`, or
 * each in its country's own language when it is undefined.
 */
export function holidayCalendars(
  places: readonly PickupPlace[],
  year: number,
  language: string | undefined,
): Calendars {
  const out: Calendars = { calendars: {}, regions: {} };
  const looked = new Set<string>();
  for (const place of places) {
    const country = place.countryCode.toUpperCase();
    if (!(country in known)) continue;
    out.calendars[country] ??= holidaysOf(country, undefined, year, language);
    for (const text of regionTexts(editableOf(place).location)) {
      const key = regionKey(country, text);
      if (looked.has(key)) continue;
      looked.add(key);
      const code = stateCode(country, text);
      if (!code) continue;
      const calendar = `${country}-${code}`;
      out.regions[key] = calendar;
      out.calendars[calendar] ??= holidaysOf(country, code, year, language);
    }
  }
  return out;
}
