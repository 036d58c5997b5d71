import type { TFunction } from 'i18next';
import { CARRIERS, COUNTRY_CODES, DESTINATION_TYPES } from '@/contract/enums';
import { wordEnum, type EnumField } from '@/web/shared/lib/enum-words';
import { intlLocale } from '@/web/shared/lib/i18n';
import { compareText } from '@/web/shared/lib/locale-names';
import type { Choice } from './choice-list';

// The words of the filters' values, in the user's language.

/**
 * The choices of a filter: the values the documents list, and beside them the values the e-shop's
 * places hold that they do not (the search's `otherValues`, issue 42), worded by enum-words.ts
 * with the hint that this version does not know them.
 */
function choicesOf(
  field: EnumField,
  listed: readonly string[],
  other: readonly string[] | undefined,
  t: TFunction,
  language: string,
): Choice<string>[] {
  const values = [...listed, ...(other ?? []).filter((v) => !listed.includes(v))];
  return values.map((value) => {
    const w = wordEnum(field, value, t, { language });
    return w.hint ? { value, label: w.label, hint: w.hint } : { value, label: w.label };
  });
}

const byLabel = (language: string) => {
  const compare = compareText(language);
  return (a: Choice<string>, b: Choice<string>) => compare(a.label, b.label);
};

/** The types in the documents' order, then the others. */
export const typeChoices = (t: TFunction, other?: readonly string[], language = 'en') =>
  choicesOf('type', DESTINATION_TYPES, other, t, language);

export const carrierChoices = (t: TFunction, other?: readonly string[], language = 'en') =>
  choicesOf('carrier', CARRIERS, other, t, language).sort(byLabel(language));

/** Countries by name in the user's language (the code where the browser has no name for it). */
export const countryChoices = (t: TFunction, language: string, other?: readonly string[]) =>
  choicesOf('countryCode', COUNTRY_CODES, other, t, language).sort(byLabel(language));

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
