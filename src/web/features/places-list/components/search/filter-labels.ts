import type { TFunction } from 'i18next';
import { CARRIERS, COUNTRY_CODES, DESTINATION_TYPES } from '@/contract/enums';
import type { DestinationType } from '@/contract/places';
import { carrierName } from '@/web/shared/lib/carriers';
import { intlLocale } from '@/web/shared/lib/i18n';
import type { Choice } from './choice-list';

// The words of the filters' values, in the user's language.

export const typeChoices = (t: TFunction): Choice<DestinationType>[] =>
  DESTINATION_TYPES.map((value) => ({ value, label: t(`placeType.${value}`) }));

export const carrierChoices = (t: TFunction): Choice<string>[] =>
  CARRIERS.map((value) => ({ value, label: carrierName(value, t) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );

/** Countries by name in the user's language (the code where the browser has no name for it). */
export function countryChoices(language: string): Choice<string>[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  const nameOf = (code: string) => {
    try {
      const name = names?.of(code);
      return name && name !== code ? `${name} (${code})` : code;
    } catch {
      return code; // not a region the browser knows (UNDEFINED, old codes)
    }
  };
  return COUNTRY_CODES.map((value) => ({ value, label: nameOf(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

/** A date of the address (YYYY-MM-DD) as the app writes dates in this language ("24 Dec 2026"). */
export const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** "Parcel box, Parcel shop +2": the first choices, then how many more. */
export function summary(labels: readonly string[], shown = 2) {
  const head = labels.slice(0, shown).join(', ');
  return labels.length > shown ? `${head} +${labels.length - shown}` : head;
}
