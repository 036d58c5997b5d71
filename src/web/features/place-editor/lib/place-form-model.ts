import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  formMessageOf,
  formMessageOfApi,
  formText,
  type FormMessage,
  type Locale,
} from '@/domain/words/messages';
import {
  OpeningHoursRequestSchema,
  RegularOpeningHoursRequestSchema,
  type Interval,
} from '@/contract/opening-hours';
import {
  PickupPlaceCreateSchema,
  type CountryCode,
  type DestinationType,
  type PickupPlace,
  type PickupPlaceCreate,
  type StorageTimeType,
  type PickupPlaceUpdate,
} from '@/contract/places';
import { COUNTRY_CODES, DESTINATION_TYPES, STORAGE_TIME_TYPES } from '@/contract/enums';
import { openEnum } from '@/contract/open-values';
import { sortDay, toRegularRequest, toWeekHours, type WeekHours } from './hours-editing';

// The editor's form values and their mapping to the API's request bodies. The form validates with
// the contract's own schemas, so the editor and the platform agree on every rule.

export const PlaceFormSchema = PickupPlaceCreateSchema.omit({
  eshopId: true,
  openingHours: true,
  note: true,
}).extend({
  // A value the platform sent that this version does not know is kept, shown read-only and never
  // sent back (toPatch sends only what changed; the selects offer only listed values).
  type: openEnum(DESTINATION_TYPES),
  countryCode: openEnum(COUNTRY_CODES),
  storageTimeType: openEnum(STORAGE_TIME_TYPES),
  note: z.string().trim().max(2000),
  regular: RegularOpeningHoursRequestSchema,
  // With the contract's rule of one exception per date.
  exceptions: OpeningHoursRequestSchema.shape.exceptions,
});

export interface ExceptionValue {
  date: string;
  hours: Interval[];
  reason: string;
}

/** What the form holds: coordinates as typed strings, every day present, note as '' when absent. */
export interface PlaceFormValues {
  type: PickupPlace['type'];
  originPickupPlaceId: string;
  name: string;
  note: string;
  phone: string;
  email: string;
  storageTimeInDays: number;
  storageTimeType: NonNullable<PickupPlace['storageTimeType']>;
  countryCode: PickupPlace['countryCode'];
  location: {
    line1: string;
    line2: string;
    city: string;
    region: string;
    state: string;
    zipCode: string;
    gps: { latitude: string; longitude: string };
  };
  regular: WeekHours;
  exceptions: ExceptionValue[];
}

export function emptyFormValues(): PlaceFormValues {
  return {
    type: 'PARCEL_SHOP',
    originPickupPlaceId: '',
    name: '',
    note: '',
    phone: '',
    email: '',
    storageTimeInDays: 7,
    storageTimeType: 'CALENDAR_DAYS',
    countryCode: 'CZ',
    location: {
      line1: '',
      line2: '',
      city: '',
      region: '',
      state: '',
      zipCode: '',
      gps: { latitude: '', longitude: '' },
    },
    regular: toWeekHours(undefined),
    exceptions: [],
  };
}

export function toFormValues(place: PickupPlace): PlaceFormValues {
  const l = place.location;
  return {
    type: place.type,
    originPickupPlaceId: place.originPickupPlaceId,
    name: place.name,
    note: place.note ?? '',
    phone: place.phone,
    email: place.email,
    storageTimeInDays: place.storageTimeInDays ?? place.storageTime ?? 7,
    storageTimeType: place.storageTimeType ?? 'CALENDAR_DAYS',
    countryCode: place.countryCode,
    location: {
      line1: l.line1 ?? '',
      line2: l.line2 ?? '',
      city: l.city ?? '',
      region: l.region ?? '',
      state: l.state ?? '',
      zipCode: l.zipCode ?? '',
      gps: { latitude: l.gps ? String(l.gps.latitude) : '', longitude: l.gps ? String(l.gps.longitude) : '' },
    },
    regular: toWeekHours(place.openingHours.regular),
    exceptions: place.openingHours.exceptions.map((e) => ({
      date: e.date,
      hours: sortDay(e.hours),
      reason: e.reason ?? '',
    })),
  };
}

/**
 * "Duplicate this place" (issue 45): everything of the place but its origin id, which names one
 * place of its origin, so the copy must get its own. The image is not a form field (not copied).
 */
export const copyFormValues = (place: PickupPlace): PlaceFormValues => ({
  ...toFormValues(place),
  originPickupPlaceId: '',
});

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

function locationOf(v: PlaceFormValues): PickupPlaceCreate['location'] {
  const l = v.location;
  return {
    line1: l.line1.trim(),
    ...(optional(l.line2) ? { line2: optional(l.line2) } : {}),
    city: l.city.trim(),
    ...(optional(l.region) ? { region: optional(l.region) } : {}),
    ...(optional(l.state) ? { state: optional(l.state) } : {}),
    zipCode: l.zipCode.trim(),
    // Coordinates travel as strings (spec 000, 2.2); a decimal comma is fine for the platform.
    gps: { latitude: l.gps.latitude.trim(), longitude: l.gps.longitude.trim() },
  };
}

function hoursOf(v: PlaceFormValues): PickupPlaceCreate['openingHours'] {
  return {
    regular: toRegularRequest(v.regular),
    exceptions: [...v.exceptions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => ({
        date: e.date,
        hours: sortDay(e.hours),
        ...(e.reason.trim() ? { reason: e.reason.trim() } : {}),
      })),
  };
}

/**
 * A value the user chose: the selects offer only listed values, so one that differs from the
 * place's own is listed (an unknown one, kept as read, never differs and is never sent).
 */
const chosen = <T extends string>(value: string) => value as T;

export function toCreateBody(v: PlaceFormValues, eshopId: string): PickupPlaceCreate {
  return {
    eshopId,
    type: chosen<DestinationType>(v.type),
    originPickupPlaceId: v.originPickupPlaceId.trim(),
    name: v.name.trim(),
    location: locationOf(v),
    countryCode: chosen<CountryCode>(v.countryCode),
    ...(optional(v.note) ? { note: optional(v.note) } : {}),
    phone: v.phone.trim(),
    email: v.email.trim(),
    storageTimeInDays: Number(v.storageTimeInDays),
    storageTimeType: chosen<StorageTimeType>(v.storageTimeType),
    openingHours: hoursOf(v),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed against the values the form started from: the PATCH body (spec 000, 2.3). */
export function toPatch(current: PlaceFormValues, initial: PlaceFormValues): PickupPlaceUpdate {
  const patch: PickupPlaceUpdate = {};
  const text = ['originPickupPlaceId', 'name', 'phone', 'email'] as const;
  for (const key of text) if (current[key].trim() !== initial[key].trim()) patch[key] = current[key].trim();
  if (current.type !== initial.type) patch.type = chosen<DestinationType>(current.type);
  if (current.countryCode !== initial.countryCode)
    patch.countryCode = chosen<CountryCode>(current.countryCode);
  if (current.note.trim() !== initial.note.trim()) patch.note = current.note.trim() || null;
  if (Number(current.storageTimeInDays) !== Number(initial.storageTimeInDays))
    patch.storageTimeInDays = Number(current.storageTimeInDays);
  if (current.storageTimeType !== initial.storageTimeType)
    patch.storageTimeType = chosen<StorageTimeType>(current.storageTimeType);
  if (!same(locationOf(current), locationOf(initial))) patch.location = locationOf(current);
  if (!same(hoursOf(current), hoursOf(initial))) patch.openingHours = hoursOf(current);
  return patch;
}

/** Field paths of a ProblemDetail (request shape) mapped onto the form's fields. */
export function formFieldOf(apiField: string): string {
  return apiField
    .replace(/^openingHours\.regular\./, 'regular.')
    .replace(/^openingHours\.exceptions/, 'exceptions')
    .replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Every problem of the form's values, one per field (the first one found), keyed by the form's field
 * path (`location.city`, `regular.monday.1.from`), as catalogue messages. An overlap, which the
 * contract reports on the whole interval, is put on the interval's opening time.
 */
export function validatePlaceForm(values: PlaceFormValues): Map<string, FormMessage> {
  const problems = new Map<string, FormMessage>();
  const result = PlaceFormSchema.safeParse(values, { reportInput: true });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const last = path[path.length - 1];
    if (/^\d+$/.test(last ?? '') && (path[0] === 'regular' || path[2] === 'hours')) path.push('from');
    const key = path.join('.');
    let message = formMessageOf(issue);
    // Too many of a day's intervals: said in the words of opening hours.
    if (message.key === 'tooMany' && (path[0] === 'regular' || path[2] === 'hours'))
      message = { key: 'tooManyIntervals', params: message.params ?? {} };
    if (!problems.has(key)) problems.set(key, message);
  }
  return problems;
}

const PREFIX = 'form:';
/** A form message as react-hook-form keeps it (a string), independent of the language shown. */
export const encodeFormMessage = (m: FormMessage): string =>
  `${PREFIX}${m.key}${m.params ? `:${JSON.stringify(m.params)}` : ''}`;

/**
 * The words of an error message kept by the form, in the user's language: a catalogue message, or
 * a server's field message mapped onto the catalogue when it is one it knows (else as sent).
 */
export function errorText(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || message === '') return undefined;
  if (message.startsWith(PREFIX)) {
    const rest = message.slice(PREFIX.length);
    const colon = rest.indexOf(':');
    const key = (colon < 0 ? rest : rest.slice(0, colon)) as FormMessage['key'];
    const params = colon < 0 ? undefined : (JSON.parse(rest.slice(colon + 1)) as FormMessage['params']);
    return formText({ key, ...(params ? { params } : {}) }, locale);
  }
  const known = formMessageOfApi(message);
  return known ? formText(known, locale) : message;
}

/** react-hook-form's resolver: the contract's rules, with the catalogue's messages. */
export const placeFormResolver: Resolver<PlaceFormValues> = (values, _context, options) => {
  const problems = validatePlaceForm(values);
  if (problems.size === 0) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, m] of problems) flat[path] = { type: m.key, message: encodeFormMessage(m) };
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};

/** The paths of every error message in react-hook-form's nested errors, with their messages. */
export function flattenErrors(errors: unknown, prefix = ''): { path: string; message: string }[] {
  if (!errors || typeof errors !== 'object') return [];
  const out: { path: string; message: string }[] = [];
  const own = errors as { message?: unknown; ref?: unknown; type?: unknown };
  if (typeof own.message === 'string' && own.message && prefix)
    out.push({ path: prefix, message: own.message });
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'message' || key === 'ref' || key === 'type' || key === 'types') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    out.push(...flattenErrors(value, path));
  }
  return out;
}
