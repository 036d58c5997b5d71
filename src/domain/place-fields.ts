import { EDITABLE_FIELDS, type EditableValues, type FieldChange } from '@/contract/desk/place-fields';
import { DAYS, sortIntervals, type OpeningHoursRequest } from '@/contract/opening-hours';
import type { PickupPlace, PickupPlaceUpdate } from '@/contract/places';

// A place's editable fields in the shape of a PATCH body, normalised (every day present, intervals
// and exceptions sorted, absent optional values as null) so that two versions compare as JSON and a
// field's earlier value can be sent back as it is (history, revert, undo). The fields' list and a
// change's shape are the contract's (src/contract/desk/place-fields.ts).

/** Opening hours of an answer in the request's shape, normalised. */
export function hoursOf(hours: PickupPlace['openingHours']): OpeningHoursRequest {
  const regular = Object.fromEntries(
    DAYS.map((d) => [d, sortIntervals(hours.regular[d]).map(({ from, to }) => ({ from, to }))]),
  ) as OpeningHoursRequest['regular'];
  const exceptions = [...hours.exceptions]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((e) => ({
      date: e.date,
      hours: sortIntervals(e.hours).map(({ from, to }) => ({ from, to })),
      ...(e.reason ? { reason: e.reason } : {}),
    }));
  return { regular, exceptions };
}

export function editableOf(place: PickupPlace): EditableValues {
  const { location: l } = place;
  return {
    type: place.type,
    originPickupPlaceId: place.originPickupPlaceId,
    name: place.name,
    location: {
      line1: l.line1 ?? '',
      ...(l.line2 ? { line2: l.line2 } : {}),
      city: l.city ?? '',
      ...(l.region ? { region: l.region } : {}),
      ...(l.state ? { state: l.state } : {}),
      zipCode: l.zipCode ?? '',
      gps: { latitude: String(l.gps?.latitude ?? 0), longitude: String(l.gps?.longitude ?? 0) },
    },
    countryCode: place.countryCode,
    note: place.note || null,
    phone: place.phone,
    email: place.email,
    storageTimeInDays: place.storageTimeInDays ?? place.storageTime ?? null,
    storageTimeType: place.storageTimeType ?? null,
    openingHours: hoursOf(place.openingHours),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ, in the order of EDITABLE_FIELDS. */
export function diffFields(before: EditableValues, after: EditableValues): FieldChange[] {
  return EDITABLE_FIELDS.filter((f) => !same(before[f], after[f])).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

/** A PATCH body setting each field to its value on `side` of the changes. */
export function patchOf(changes: readonly FieldChange[], side: 'before' | 'after'): PickupPlaceUpdate {
  return Object.fromEntries(changes.map((c) => [c.field, c[side] ?? null])) as PickupPlaceUpdate;
}

/** Whether the place's fields still hold `side` of every change (nobody changed them since). */
export function holds(values: EditableValues, changes: readonly FieldChange[], side: 'before' | 'after') {
  return changes.every((c) => same(values[c.field], c[side]));
}
