import type { EditableField, FieldChange } from '@/contract/desk/place-fields';
import { DAYS, type Day, type OpeningHoursRequest } from '@/contract/opening-hours';

// A change in words, as the preview and the History tab show it: "Mon 08:00–18:00 → 07:00–19:00",
// "+ 2026-12-24 – 2026-12-26 closed (Inventory)". The words come from the caller (the web passes
// its translations); English is the default, for the server and the tests.

export interface ChangeWords {
  days: Record<Day, string>;
  closed: string;
  /** Label of a field other than the opening hours. */
  fields: Record<EditableField, string>;
  storageDays: (n: number) => string;
  /** A value of an enumeration (a type, how storage days count) in words, not `PARCEL_SHOP`. */
  enumValue: (field: 'type' | 'storageTimeType', value: string) => string;
  none: string;
}

const ENGLISH_ENUM_VALUES: Record<string, string> = {
  PARCEL_SHOP: 'Parcel shop',
  PARCEL_BOX: 'Parcel box',
  HOUSE_ADDRESS: 'House address',
  CALENDAR_DAYS: 'calendar days',
  BUSINESS_DAYS: 'business days',
};

export const ENGLISH_CHANGE_WORDS: ChangeWords = {
  days: {
    monday: 'Mon',
    tuesday: 'Tue',
    wednesday: 'Wed',
    thursday: 'Thu',
    friday: 'Fri',
    saturday: 'Sat',
    sunday: 'Sun',
  },
  closed: 'closed',
  fields: {
    type: 'Type',
    originPickupPlaceId: 'Carrier’s id',
    name: 'Name',
    location: 'Address',
    countryCode: 'Country',
    note: 'Note',
    phone: 'Phone',
    email: 'E-mail',
    storageTimeInDays: 'Storage time',
    storageTimeType: 'Storage time counted in',
    openingHours: 'Opening hours',
  },
  storageDays: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
  enumValue: (_field, value) => ENGLISH_ENUM_VALUES[value] ?? value,
  none: '—',
};

type Intervals = readonly { from: string; to: string }[] | null | undefined;
type Exception = NonNullable<OpeningHoursRequest['exceptions']>[number];

const intervalsText = (list: Intervals, w: ChangeWords) =>
  list?.length ? list.map((i) => `${i.from}–${i.to}`).join(', ') : w.closed;

const exceptionText = (e: Exception, w: ChangeWords) =>
  `${intervalsText(e.hours, w)}${e.reason ? ` (${e.reason})` : ''}`;

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Consecutive dates with the same text become one line: "2026-12-24 – 2026-12-26 closed". */
function dateRuns(items: { date: string; text: string }[], sign: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let k = 1; k <= items.length; k++) {
    const prev = items[k - 1]!;
    const cur = items[k];
    if (cur && cur.text === prev.text && cur.date === dayAfter(prev.date)) continue;
    const first = items[start]!;
    const dates = first.date === prev.date ? first.date : `${first.date} – ${prev.date}`;
    lines.push(`${sign}${dates} ${prev.text}`);
    start = k;
  }
  return lines;
}

/** The opening hours' difference, one line per changed day and per run of changed dates. */
export function describeHours(
  before: OpeningHoursRequest | null,
  after: OpeningHoursRequest | null,
  w = ENGLISH_CHANGE_WORDS,
) {
  const lines: string[] = [];
  for (const day of DAYS) {
    const a = intervalsText(before?.regular[day], w);
    const b = intervalsText(after?.regular[day], w);
    if (a !== b) lines.push(`${w.days[day]} ${a} → ${b}`);
  }
  const old = new Map((before?.exceptions ?? []).map((e) => [e.date, exceptionText(e, w)]));
  const now = new Map((after?.exceptions ?? []).map((e) => [e.date, exceptionText(e, w)]));
  const dates = [...new Set([...old.keys(), ...now.keys()])].sort();
  const added = dates.filter((d) => !old.has(d)).map((date) => ({ date, text: now.get(date)! }));
  const removed = dates.filter((d) => !now.has(d)).map((date) => ({ date, text: old.get(date)! }));
  const changed = dates
    .filter((d) => old.has(d) && now.has(d) && old.get(d) !== now.get(d))
    .map((date) => ({ date, text: `${old.get(date)} → ${now.get(date)}` }));
  return [...lines, ...dateRuns(added, '+ '), ...dateRuns(removed, '− '), ...dateRuns(changed, '')];
}

function valueText(field: EditableField, value: unknown, w: ChangeWords): string {
  if (value === null || value === undefined || value === '') return w.none;
  if (field === 'storageTimeInDays' && typeof value === 'number') return w.storageDays(value);
  if ((field === 'type' || field === 'storageTimeType') && typeof value === 'string')
    return w.enumValue(field, value);
  if (field === 'location' && typeof value === 'object') {
    const l = value as { line1?: string; city?: string; zipCode?: string };
    return [l.line1, l.zipCode, l.city].filter(Boolean).join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A location's pin as "49.1951, 16.6068"; '' without one. */
function pinText(value: unknown): string {
  const gps = (value as { gps?: { latitude: unknown; longitude: unknown } | null } | null)?.gps;
  return gps ? `${String(gps.latitude)}, ${String(gps.longitude)}` : '';
}

/** "Label: old → new"; an address whose text stays says its pin (issue 46: pins from addresses). */
function fieldLine(c: FieldChange, w: ChangeWords): string {
  let before = valueText(c.field, c.before, w);
  let after = valueText(c.field, c.after, w);
  if (c.field === 'location' && before === after) {
    before = [before, pinText(c.before) || w.none].join(' · ');
    after = [after, pinText(c.after) || w.none].join(' · ');
  }
  return `${w.fields[c.field]}: ${before} → ${after}`;
}

/** Every change in words, hours first line by line, other fields as "Label: old → new". */
export function describeChanges(changes: readonly FieldChange[], w = ENGLISH_CHANGE_WORDS): string[] {
  return changes.flatMap((c) =>
    c.field === 'openingHours'
      ? describeHours(c.before as OpeningHoursRequest | null, c.after as OpeningHoursRequest | null, w)
      : [fieldLine(c, w)],
  );
}
