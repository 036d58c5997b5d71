import { z } from 'zod';
import {
  ExceptionRequestSchema,
  RegularOpeningHoursRequestSchema,
  type Interval,
} from '../../../../contract/opening-hours';
import {
  PickupPlaceCreateSchema,
  type PickupPlace,
  type PickupPlaceCreate,
  type PickupPlaceUpdate,
} from '../../../../contract/places';
import { sortDay, toRegularRequest, toWeekHours, type WeekHours } from './opening-hours';

// The editor's form values and their mapping to the API's request bodies. The form validates with
// the contract's own schemas, so the editor and the platform agree on every rule.

export const PlaceFormSchema = PickupPlaceCreateSchema.omit({
  eshopId: true,
  openingHours: true,
  note: true,
}).extend({
  note: z.string().trim().max(2000),
  regular: RegularOpeningHoursRequestSchema,
  exceptions: z.array(ExceptionRequestSchema),
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

export function toCreateBody(v: PlaceFormValues, eshopId: string): PickupPlaceCreate {
  return {
    eshopId,
    type: v.type,
    originPickupPlaceId: v.originPickupPlaceId.trim(),
    name: v.name.trim(),
    location: locationOf(v),
    countryCode: v.countryCode,
    ...(optional(v.note) ? { note: optional(v.note) } : {}),
    phone: v.phone.trim(),
    email: v.email.trim(),
    storageTimeInDays: Number(v.storageTimeInDays),
    storageTimeType: v.storageTimeType,
    openingHours: hoursOf(v),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed against the values the form started from: the PATCH body (spec 000, 2.3). */
export function toPatch(current: PlaceFormValues, initial: PlaceFormValues): PickupPlaceUpdate {
  const patch: PickupPlaceUpdate = {};
  const text = ['originPickupPlaceId', 'name', 'phone', 'email'] as const;
  for (const key of text) if (current[key].trim() !== initial[key].trim()) patch[key] = current[key].trim();
  if (current.type !== initial.type) patch.type = current.type;
  if (current.countryCode !== initial.countryCode) patch.countryCode = current.countryCode;
  if (current.note.trim() !== initial.note.trim()) patch.note = current.note.trim() || null;
  if (Number(current.storageTimeInDays) !== Number(initial.storageTimeInDays))
    patch.storageTimeInDays = Number(current.storageTimeInDays);
  if (current.storageTimeType !== initial.storageTimeType) patch.storageTimeType = current.storageTimeType;
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
