import { DAYS } from '@/contract/opening-hours';
import { enumLabel, type EnumField, type Translate } from '@/web/shared/lib/enum-words';
import { weekSummary } from '@/web/shared/lib/week-summary';
import { toPatch, type PlaceFormValues } from './place-form-model';

// A conflicting save, field by field: what the other person saved and what this form holds, in
// words a person reads side by side (issue 45) — not the form's raw values.

export interface ConflictChange {
  /** The field's key, as toPatch names it (`name`, `location`, `openingHours`), or `image`. */
  field: string;
  /** Their value: the latest version on the server. */
  theirs: string;
  /** What the form holds now, or undefined when the user has not changed the field. */
  yours?: string;
}

export interface ConflictValues {
  /** The latest version, as form values. */
  latest: PlaceFormValues;
  /** The values the form started from. */
  initial: PlaceFormValues;
  /** What the form holds now. */
  current: PlaceFormValues;
  /** Whether the latest version has an image (the only thing known of theirs). */
  latestHasImage: boolean;
}

const ENUMS: readonly string[] = ['type', 'countryCode', 'storageTimeType'] satisfies EnumField[];
const TEXTS = ['originPickupPlaceId', 'name', 'phone', 'email', 'note'] as const;

/** The address on one line, its pin after it when there is one. */
function addressText(l: PlaceFormValues['location']): string {
  const town = [l.zipCode, l.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  const parts = [l.line1, l.line2, town, l.region, l.state].map((s) => s.trim()).filter(Boolean);
  const { latitude, longitude } = l.gps;
  const pin = latitude.trim() && longitude.trim() ? ` · ${latitude.trim()}, ${longitude.trim()}` : '';
  return `${parts.join(', ')}${pin}`;
}

/** The week in the user's words (Mon–Fri 08:00–17:00, po–pá …), and how many dates are set apart. */
function hoursText(v: PlaceFormValues, t: Translate, language: string): string {
  const closed = DAYS.every((d) => v.regular[d].length === 0);
  const text = closed
    ? t('conflict.closedAllWeek')
    : weekSummary(v.regular, language, t('conflict.closedDay'));
  const count = v.exceptions.length;
  return count ? `${text}; ${t('conflict.exceptions', { count })}` : text;
}

/** One field's value in words; '' (nothing there) as "(empty)". */
export function valueText(field: string, v: PlaceFormValues, t: Translate, language: string): string {
  let text = '';
  if (field === 'location') text = addressText(v.location);
  else if (field === 'openingHours') text = hoursText(v, t, language);
  else if (field === 'storageTimeInDays') text = String(v.storageTimeInDays);
  else if (ENUMS.includes(field)) {
    const value = v[field as 'type' | 'countryCode' | 'storageTimeType'];
    text = enumLabel(field as EnumField, value, t, { language });
  } else if ((TEXTS as readonly string[]).includes(field)) text = v[field as (typeof TEXTS)[number]].trim();
  return text || t('conflict.empty');
}

/** Each field someone else changed, with their value and the user's own when the user changed it too. */
export function conflictChanges(
  changedFields: readonly string[],
  values: ConflictValues,
  t: Translate,
  language: string,
): ConflictChange[] {
  const mine = new Set(Object.keys(toPatch(values.current, values.initial)));
  return changedFields.map((field) => {
    // Theirs only: a 412 leaves the user's staged image staged, said beside the dialog's buttons.
    if (field === 'image')
      return { field, theirs: values.latestHasImage ? t('conflict.newPhoto') : t('conflict.empty') };
    const theirs = valueText(field, values.latest, t, language);
    return mine.has(field)
      ? { field, theirs, yours: valueText(field, values.current, t, language) }
      : { field, theirs };
  });
}
