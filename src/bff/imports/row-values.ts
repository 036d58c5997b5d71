import {
  IMPORT_DEFAULT_TARGETS,
  type ImportDefaults,
  type ImportRowError,
  type ImportTarget,
} from '@/contract/desk/import';
import type { EditableValues } from '@/contract/desk/place-fields';
import { hoursOf } from '@/domain/place-fields';
import { DAYS, type Day, type Interval } from '@/contract/opening-hours';
import { parseCoordinate, type PickupPlace } from '@/contract/places';
import type { HoursPlace } from '@/domain/hours-text/hours-text';
import { dayCell, osmWeek } from '@/domain/hours-text/hours-cells';

// One row's cells made into a place's editable fields: the mapped columns laid over the place it
// updates (a column not mapped leaves its field as it is) or over nothing (a new place). Values are
// normalised as the history and the change model compare them, so a row holding what the place
// holds is "unchanged". A cell's text is never evaluated; the export's `'` before a formula-like
// text is taken off again.

export type RowFields = Partial<Record<ImportTarget, string>>;

const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

export function fieldsOf(cells: readonly string[], mapping: readonly (ImportTarget | null)[]): RowFields {
  const fields: RowFields = {};
  mapping.forEach((target, i) => {
    if (!target) return;
    const raw = cells[i] ?? '';
    fields[target] = (ESCAPED_FORMULA.test(raw) ? raw.slice(1) : raw).trim();
  });
  return fields;
}

/**
 * The defaults of the mapping laid into a row: a field whose cell is empty takes its default, and
 * so does one with no column at all when the row creates a place (an update leaves it as it is).
 */
export function withDefaults(fields: RowFields, defaults: ImportDefaults, creates: boolean): RowFields {
  const filled = { ...fields };
  for (const target of IMPORT_DEFAULT_TARGETS) {
    const value = defaults[target];
    if (value === undefined) continue;
    if (filled[target] === '' || (filled[target] === undefined && creates)) filled[target] = String(value);
  }
  return filled;
}

export const EMPTY_VALUES: EditableValues = {
  type: null,
  originPickupPlaceId: null,
  name: null,
  location: null,
  countryCode: null,
  note: null,
  phone: null,
  email: null,
  storageTimeInDays: null,
  storageTimeType: null,
  openingHours: { regular: Object.fromEntries(DAYS.map((d) => [d, []])) as never, exceptions: [] },
};

const LOCATION_PARTS = ['line1', 'line2', 'city', 'region', 'state', 'zipCode'] as const;
const OPTIONAL_PARTS = new Set(['line2', 'region', 'state']);

/** "50,0875" and "50.0875" alike, as the history keeps a coordinate; other text as it is. */
const coordinate = (text: string) => {
  const n = parseCoordinate(text);
  return /^-?\d{1,3}(?:[.,]\d{1,12})?$/.test(text) && Number.isFinite(n) ? String(n) : text;
};

type Exception = { date: string; hours?: Interval[]; reason?: string };

export function valuesOf(
  fields: RowFields,
  base: EditableValues,
  error: (target: ImportTarget, reason: ImportRowError['reason'], detail?: string) => void,
  /** The screen's language: the day names of hours text when the row's country names none. */
  language?: string,
): EditableValues {
  const next: Record<string, unknown> = { ...base };
  const has = (t: ImportTarget) => fields[t] !== undefined;
  for (const t of ['type', 'originPickupPlaceId', 'name', 'countryCode', 'phone', 'email'] as const)
    if (has(t)) next[t] = fields[t];
  if (has('note')) next.note = fields.note || null;
  if (has('storageTimeType')) next.storageTimeType = fields.storageTimeType || null;
  if (has('storageTimeInDays')) {
    const text = fields.storageTimeInDays!;
    if (text === '') error('storageTimeInDays', 'required');
    else if (!/^\d+$/.test(text)) error('storageTimeInDays', 'not_a_number');
    else next.storageTimeInDays = Number(text);
  }
  if ([...LOCATION_PARTS, 'latitude', 'longitude'].some((t) => has(t as ImportTarget))) {
    const location: Record<string, unknown> = { ...(base.location ?? { line1: '', city: '', zipCode: '' }) };
    for (const part of LOCATION_PARTS) {
      if (!has(part)) continue;
      if (fields[part] === '' && OPTIONAL_PARTS.has(part)) delete location[part];
      else location[part] = fields[part];
    }
    const gps = { ...((location.gps as object | undefined) ?? { latitude: '', longitude: '' }) } as Record<
      string,
      string
    >;
    if (has('latitude')) gps.latitude = coordinate(fields.latitude!);
    if (has('longitude')) gps.longitude = coordinate(fields.longitude!);
    location.gps = gps;
    next.location = { ...location };
  }
  const hours = base.openingHours ?? EMPTY_VALUES.openingHours!;
  let regular: Record<Day, Interval[]> = { ...(hours.regular as Record<Day, Interval[]>) };
  let exceptions = (hours.exceptions ?? []) as Exception[];
  let hoursChanged = false;
  const cells = { place: placeOf(next as EditableValues), ...(language ? { language } : {}) };
  let textDates: Exception[] = [];
  if (has('openingHours') && fields.openingHours !== '') {
    const week = osmWeek(fields.openingHours!, cells);
    if (week.ok) {
      regular = week.week;
      textDates = week.dates;
    } else error('openingHours', 'invalid_hours', week.words);
    hoursChanged = true;
  }
  for (const day of DAYS) {
    if (!has(day)) continue;
    const intervals = dayCell(fields[day]!, cells);
    if (Array.isArray(intervals)) regular[day] = intervals;
    else error(day, 'invalid_hours', intervals.words);
    hoursChanged = true;
  }
  if (has('exceptions')) {
    hoursChanged = true;
    const parsed = parseExceptions(fields.exceptions!);
    if (parsed) exceptions = parsed;
    else error('exceptions', 'invalid_exceptions');
  }
  // The dates the text sets apart (its PH, `Dec 24 off`) join the exceptions; a date the file's
  // exceptions or the place already hold keeps its own.
  const held = new Set(exceptions.map((e) => e.date));
  exceptions = [...exceptions, ...textDates.filter((d) => !held.has(d.date))];
  if (hoursChanged) next.openingHours = normalHours(regular, exceptions);
  return next as EditableValues;
}

/** Where a row's hours are read: its country (and state), its coordinates when it has them. */
function placeOf(values: EditableValues): HoursPlace | undefined {
  if (!values.countryCode) return undefined;
  const state = values.location?.state ?? undefined;
  const lat = Number(values.location?.gps?.latitude);
  const lon = Number(values.location?.gps?.longitude);
  return {
    countryCode: values.countryCode,
    ...(state ? { state } : {}),
    ...(values.location?.gps?.latitude && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : {}),
  };
}

function parseExceptions(text: string): Exception[] | null {
  if (text === '') return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return null;
    return list.map((e: Exception) => ({
      date: String(e?.date ?? ''),
      hours: Array.isArray(e?.hours)
        ? e.hours.map((i) => ({ from: String(i?.from), to: String(i?.to) }))
        : [],
      ...(e?.reason ? { reason: String(e.reason) } : {}),
    }));
  } catch {
    return null;
  }
}

/** The hours as the history compares them (sorted, every day present). */
function normalHours(regular: Record<Day, Interval[]>, exceptions: Exception[]) {
  return hoursOf({
    regular,
    exceptions: exceptions.map((e) => ({
      date: e.date,
      hours: e.hours ?? [],
      ...(e.reason ? { reason: e.reason } : {}),
    })),
  } as PickupPlace['openingHours']);
}
