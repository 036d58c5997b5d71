import type { PublicHolidaysJobAction } from '@/contract/desk/bulk-actions';
import type { EditableValues } from '@/contract/desk/place-fields';

// Which of a public-holidays job's calendars a place follows: its state's or region's when the
// job resolved one for how the address writes it, else its country's. Pure, so the preview, the
// job and its resume decide alike; the BFF fills the calendars from the holiday data.

/** A state or region as written, without case, diacritics or surrounding spaces. */
export const foldRegion = (text: string) => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The key of `regions` for a country and a state or region as an address writes it. */
export const regionKey = (country: string, text: string) => `${country.toUpperCase()}|${foldRegion(text)}`;

/** The state, then the region, of an address: where a country's holidays may differ. */
export function regionTexts(location: EditableValues['location']): string[] {
  return [location?.state, location?.region].filter((t): t is string => Boolean(t?.trim()));
}

/** The holidays the place gets, or undefined when the job has none for its country. */
export function holidaysFor(action: PublicHolidaysJobAction, values: EditableValues) {
  const country = values.countryCode?.toUpperCase();
  if (!country) return undefined;
  for (const text of regionTexts(values.location)) {
    const calendar = action.regions[regionKey(country, text)];
    if (calendar && action.calendars[calendar]) return action.calendars[calendar];
  }
  return action.calendars[country];
}
