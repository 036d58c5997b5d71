import {
  CARRIERS,
  COUNTRY_CODES,
  DESTINATION_TYPES,
  ORIGIN_TYPES,
  STORAGE_TIME_TYPES,
} from '@/contract/enums';
import { isKnown } from '@/contract/open-values';
import { carrierName } from './carriers';
import { regionName } from './locale-names';

// The one place that words an enumeration value of a place for people (issue 42): a value the
// documents list in the user's language, as the screens always did; one a newer platform sent that
// this version does not know humanised from its code (PICKUP_LOCKER → "Pickup locker"), with a hint
// that says so. Screens show `label` and, for an unknown value, `hint` (a tooltip or a second line).

/** The place's enumerated fields that the screens show. */
export type EnumField = 'type' | 'carrier' | 'origin' | 'countryCode' | 'storageTimeType';

const KNOWN: Record<EnumField, readonly string[]> = {
  type: DESTINATION_TYPES,
  carrier: CARRIERS,
  origin: ORIGIN_TYPES,
  countryCode: COUNTRY_CODES,
  storageTimeType: STORAGE_TIME_TYPES,
};

/** The translation function the wording needs (i18next's `t`, or a test's). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EnumWording {
  /** As the platform sent it. */
  value: string;
  /** In the user's language (a listed value), or humanised from the code (an unknown one). */
  label: string;
  /** False for a value the documents do not list. */
  known: boolean;
  /** For an unknown value: that this version does not know it (tooltip or secondary text). */
  hint?: string;
}

export interface WordingOptions {
  /** The user's language, for country names ('en' or 'cs'). */
  language?: string;
  /** A short form where room is scarce: a country's code, "business days" for the storage type. */
  short?: boolean;
}

/** True when the documents list the value for the field. */
export const isKnownValue = (field: EnumField, value: string) => isKnown(KNOWN[field], value);

/** A code as words: PICKUP_LOCKER → "Pickup locker", WOO-COMMERCE → "Woo commerce". */
export function humanise(code: string): string {
  const words = code
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : code;
}

/** A region's name for a two-letter code of any case; undefined for other codes. */
const regionOf = (code: string, language: string) =>
  /^[A-Za-z]{2}$/.test(code) ? regionName(code.toUpperCase(), language) : undefined;

function knownLabel(field: EnumField, value: string, t: Translate, o: WordingOptions): string {
  switch (field) {
    case 'type':
      return t(`placeType.${value}`);
    case 'carrier':
      return carrierName(value, t);
    case 'origin':
      return t(`originType.${value}`);
    case 'storageTimeType':
      return t(o.short ? `storageType.${value}_short` : `storageType.${value}`);
    case 'countryCode': {
      if (value === 'UNDEFINED') return t('fields.countryUndefined');
      if (o.short) return value;
      const name = regionOf(value, o.language ?? 'en');
      return name ? `${name} (${value})` : value;
    }
  }
}

function unknownLabel(field: EnumField, value: string, o: WordingOptions): string {
  // A carrier is a company's name, derived as the listed ones without a name of their own are
  // (ALZABOX → Alzabox, FOO_DPD → Foo DPD); a country code stays a code, with a name where the
  // browser has one.
  if (field === 'carrier') return carrierName(value);
  if (field === 'countryCode') {
    const name = o.short ? undefined : regionOf(value, o.language ?? 'en');
    return name ? `${name} (${value})` : value;
  }
  return humanise(value);
}

/** The words of a place's enumeration value, listed or not. */
export function wordEnum(field: EnumField, value: string, t: Translate, options: WordingOptions = {}) {
  if (isKnownValue(field, value)) {
    return { value, label: knownLabel(field, value, t, options), known: true } satisfies EnumWording;
  }
  return {
    value,
    label: unknownLabel(field, value, options),
    known: false,
    hint: t('enumValue.unknownHint', { value }),
  } satisfies EnumWording;
}

/** Just the label (a sort key, an option's text, an accessible name). */
export const enumLabel = (field: EnumField, value: string, t: Translate, options?: WordingOptions) =>
  wordEnum(field, value, t, options).label;
