import {
  IMPORT_DEFAULT_TARGETS,
  type ImportDefaults,
  type ImportRowError,
  type ImportRowNote,
  type ImportTarget,
} from '@/contract/desk/import';
import type { EditableValues } from '@/contract/desk/place-fields';
import { destinationTypeOf } from '@/domain/import-mapping';
import { hoursOf } from '@/domain/place-fields';
import { DAYS, type Day, type Interval } from '@/contract/opening-hours';
import { COORDINATE_DECIMALS, parseCoordinate, type PickupPlace } from '@/contract/places';
import type { HoursPlace, TextWarning } from '@/domain/hours-text/hours-text';
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
export function withDefaults(
  fields: RowFields,
  defaults: ImportDefaults,
  creates: boolean,
): { fields: RowFields; defaulted: ImportTarget[] } {
  const filled = { ...fields };
  const defaulted: ImportTarget[] = [];
  for (const target of IMPORT_DEFAULT_TARGETS) {
    const value = defaults[target];
    if (value === undefined) continue;
    if (filled[target] === '' || (filled[target] === undefined && creates)) {
      filled[target] = String(value);
      defaulted.push(target);
    }
  }
  return { fields: filled, defaulted };
}

/** The targets that carry a row's weekly hours. */
export const HOURS_TARGETS: readonly ImportTarget[] = [...DAYS, 'openingHours'];

/** Whether any of the row's hours cells holds something. */
export const hasHours = (fields: RowFields) => HOURS_TARGETS.some((t) => !!fields[t]);

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

const DECIMAL = /^-?\d{1,3}(?:[.,](\d+))?$/;

/**
 * "50,0875" and "50.0875" alike, as the history keeps a coordinate; one with more decimals than a
 * request may have (a GIS tool's 13 or 15) rounded to COORDINATE_DECIMALS, not refused (issue 43);
 * other text as it is.
 */
const coordinate = (text: string): { value: string; rounded: boolean } => {
  const m = DECIMAL.exec(text);
  const n = parseCoordinate(text);
  if (!m || !Number.isFinite(n)) return { value: text, rounded: false };
  const rounded = (m[1]?.length ?? 0) > COORDINATE_DECIMALS;
  return { value: String(rounded ? Number(n.toFixed(COORDINATE_DECIMALS)) : n), rounded };
};

type Exception = { date: string; hours?: Interval[]; reason?: string };

export interface RowOptions {
  /** The week of a row without hours (the mapping's `missingHours`), its hours cells ignored. */
  week?: Record<Day, Interval[]>;
  /**
   * Told what the values made of a cell that a user should know (a coordinate rounded, what the
   * reader of hours text said of it).
   */
  note?: (target: ImportTarget, kind: ImportRowNote['kind'], warnings?: TextWarning[]) => void;
  /** The screen's language: the day names of hours text when the row's country names none. */
  language?: string;
}

export function valuesOf(
  fields: RowFields,
  base: EditableValues,
  error: (
    target: ImportTarget,
    reason: ImportRowError['reason'],
    detail?: string,
    warnings?: TextWarning[],
  ) => void,
  options: RowOptions = {},
): EditableValues {
  const next: Record<string, unknown> = { ...base };
  const has = (t: ImportTarget) => fields[t] !== undefined;
  for (const t of ['originPickupPlaceId', 'name', 'countryCode', 'phone', 'email'] as const)
    if (has(t)) next[t] = fields[t];
  // The enumeration's value or its words ("Parcel box", "Výdejní box"); anything else as it is,
  // for the schema to refuse.
  if (has('type')) next.type = destinationTypeOf(fields.type!) ?? fields.type;
  if (has('note')) next.note = fields.note || null;
  if (has('storageTimeType')) next.storageTimeType = fields.storageTimeType || null;
  if (has('storageTimeInDays')) {
    const text = fields.storageTimeInDays!;
    // A whole number, negative or not, is the schema's to judge (-4 is out of range, not "not a
    // whole number").
    if (text === '') error('storageTimeInDays', 'required');
    else if (!/^-?\d+$/.test(text)) error('storageTimeInDays', 'not_a_number');
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
    for (const axis of ['latitude', 'longitude'] as const) {
      if (!has(axis)) continue;
      const { value, rounded } = coordinate(fields[axis]!);
      gps[axis] = value;
      if (rounded) options.note?.(axis, 'rounded');
    }
    location.gps = gps;
    next.location = { ...location };
  }
  const hours = base.openingHours ?? EMPTY_VALUES.openingHours!;
  let regular: Record<Day, Interval[]> = { ...(hours.regular as Record<Day, Interval[]>) };
  let exceptions = (hours.exceptions ?? []) as Exception[];
  let hoursChanged = false;
  const cells = {
    place: placeOf(next as EditableValues),
    ...(options.language ? { language: options.language } : {}),
  };
  let textDates: Exception[] = [];
  if (options.week) {
    regular = { ...options.week };
    hoursChanged = true;
  } else if (has('openingHours') && fields.openingHours !== '') {
    const week = osmWeek(fields.openingHours!, cells);
    if (week.ok) {
      regular = week.week;
      textDates = week.dates;
      if (week.warnings.length) options.note?.('openingHours', 'hours', week.warnings);
    } else error('openingHours', week.reason, week.words, week.warnings);
    hoursChanged = true;
  }
  for (const day of DAYS) {
    if (!has(day) || options.week) continue;
    const intervals = dayCell(fields[day]!, cells);
    if (Array.isArray(intervals)) regular[day] = intervals;
    else error(day, intervals.reason, intervals.words);
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
