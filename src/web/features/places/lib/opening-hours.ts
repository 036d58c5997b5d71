import { DAYS, TimeSchema, sortIntervals, toMinutes } from '../../../../contract/opening-hours';
import type { Day, Interval } from '../../../../contract/opening-hours';

// Pure logic behind the weekly opening-hours editor and the "open now" indicators. The rules are the
// contract's (src/contract/opening-hours.ts): HH:mm 00:00–23:59, `to` may be 24:00, from < to,
// intervals of a day may touch but not overlap, at most 24 intervals a day.

/** A whole week as the editor holds it: every day present, [] = closed all day. */
export type WeekHours = Record<Day, Interval[]>;

/** An interval as it arrives in a response or a request (same shape as the contract's Interval). */
export type IntervalLike = { readonly from: string; readonly to: string };
/** Regular hours of a response or request: missing, null or empty days are closed. */
export type RegularHoursLike = Partial<Record<Day, readonly IntervalLike[] | null | undefined>>;

const MINUTES_PER_DAY = 24 * 60;
const MAX_INTERVALS_PER_DAY = 24;
const WEEKDAYS: readonly Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

const isTime = (s: string): boolean => TimeSchema.safeParse(s).success;
const isEndTime = (s: string): boolean => s === '24:00' || isTime(s);
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** HH:mm of minutes since midnight; 1440 is '24:00'. */
function fromMinutes(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

const copyIntervals = (intervals: readonly IntervalLike[] | null | undefined): Interval[] =>
  (intervals ?? []).map((i) => ({ from: i.from, to: i.to }));

function cloneWeek(week: WeekHours): WeekHours {
  return Object.fromEntries(DAYS.map((d) => [d, copyIntervals(week[d])])) as WeekHours;
}

function weekOf(hours: (day: Day) => Interval[]): WeekHours {
  return Object.fromEntries(DAYS.map((d) => [d, hours(d)])) as WeekHours;
}

/** A week closed every day. */
export function emptyWeek(): WeekHours {
  return weekOf(() => []);
}

/**
 * What a user types in a time field, as HH:mm: '8', '08' → '08:00'; '830', '0830', '8:30', '8.30'
 * → '08:30'; '24' or '24:00' → '24:00'. Surrounding spaces are ignored. Anything else (hours over
 * 24, minutes over 59, 24 with minutes, letters, too many digits, '') → null.
 */
export function normalizeTypedTime(input: string): string | null {
  const s = input.trim();
  const match = /^(\d{1,2})$/.exec(s) ?? /^(\d{1,2})[:.](\d{2})$/.exec(s) ?? /^(\d{1,2})(\d{2})$/.exec(s);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2] ?? '0');
  if (h === 24 && m === 0) return '24:00';
  if (h > 23 || m > 59) return null;
  return fromMinutes(h * 60 + m);
}

/** One problem of a day's interval, on the field the editor should mark. */
export type DayProblem = {
  index: number;
  field: 'from' | 'to';
  code: 'invalid_time' | 'from_not_before_to' | 'overlap';
  /** Of an overlap: the number (1-based) of the interval it overlaps. */
  other?: number;
};

/**
 * Problems of one day's intervals, by the contract's rules: an invalid time is marked on its field,
 * a `from` not before its `to` on `to` (as the contract does), and an interval starting before an
 * earlier-starting one ends on its `from` (touching intervals are fine). An empty list means the
 * day passes DayIntervalsSchema (as long as it has at most 24 intervals).
 */
export function validateDay(intervals: readonly IntervalLike[] | null | undefined): DayProblem[] {
  const problems: DayProblem[] = [];
  const valid: { index: number; from: number; to: number }[] = [];
  (intervals ?? []).forEach((interval, index) => {
    const fromOk = isTime(interval.from);
    const toOk = isEndTime(interval.to);
    if (!fromOk) problems.push({ index, field: 'from', code: 'invalid_time' });
    if (!toOk) problems.push({ index, field: 'to', code: 'invalid_time' });
    if (!fromOk || !toOk) return;
    const from = toMinutes(interval.from);
    const to = toMinutes(interval.to);
    if (from >= to) problems.push({ index, field: 'to', code: 'from_not_before_to' });
    else valid.push({ index, from, to });
  });
  valid.sort((a, b) => a.from - b.from);
  let end = -1;
  let endIndex = -1;
  for (const cur of valid) {
    if (cur.from < end)
      problems.push({ index: cur.index, field: 'from', code: 'overlap', other: endIndex + 1 });
    if (cur.to > end) {
      end = cur.to;
      endIndex = cur.index;
    }
  }
  return problems.sort(
    (a, b) => a.index - b.index || (a.field === b.field ? 0 : a.field === 'from' ? -1 : 1),
  );
}

/** A day's intervals sorted by start, as copies (the input is not changed). */
export function sortDay(intervals: readonly IntervalLike[] | null | undefined): Interval[] {
  return sortIntervals(copyIntervals(intervals));
}

/** A new week where each day of `to` has its own copy of the intervals of `from`. */
export function copyDay(week: WeekHours, from: Day, to: readonly Day[]): WeekHours {
  const next = cloneWeek(week);
  for (const day of to) next[day] = copyIntervals(week[from]);
  return next;
}

/** A new week where `day` is open 00:00–24:00. */
export function setOpen24h(week: WeekHours, day: Day): WeekHours {
  const next = cloneWeek(week);
  next[day] = [{ from: '00:00', to: '24:00' }];
  return next;
}

/** A new week where `day` is closed all day. */
export function closeDay(week: WeekHours, day: Day): WeekHours {
  const next = cloneWeek(week);
  next[day] = [];
  return next;
}

/**
 * A new week with one more interval on `day`: 09:00–17:00 on an empty day; otherwise one hour after
 * the latest end, four hours long (13:00–17:00 after 08:00–12:00), cut at 24:00; when that leaves no
 * room, from the latest end up to four hours; when the day runs until 24:00, the largest free gap.
 * Never overlaps nor is invalid: with no room (or 24 intervals already) the week is returned as is.
 * Intervals with invalid times are ignored when looking for room.
 */
export function addInterval(week: WeekHours, day: Day): WeekHours {
  const current = week[day];
  if (current.length >= MAX_INTERVALS_PER_DAY) return week;
  const busy = current
    .filter((i) => isTime(i.from) && isEndTime(i.to))
    .map((i) => {
      const a = toMinutes(i.from);
      const b = toMinutes(i.to);
      return { from: Math.min(a, b), to: Math.max(a, b) };
    })
    .sort((a, b) => a.from - b.from);
  const added = proposeInterval(busy);
  if (!added) return week;
  const next = cloneWeek(week);
  next[day] = [...next[day], { from: fromMinutes(added.from), to: fromMinutes(added.to) }];
  return next;
}

function proposeInterval(busy: readonly { from: number; to: number }[]): { from: number; to: number } | null {
  if (busy.length === 0) return { from: 9 * 60, to: 17 * 60 };
  const lastEnd = Math.max(...busy.map((b) => b.to));
  const after = lastEnd + 60;
  if (after < MINUTES_PER_DAY) return { from: after, to: Math.min(after + 240, MINUTES_PER_DAY) };
  if (lastEnd < MINUTES_PER_DAY) return { from: lastEnd, to: Math.min(lastEnd + 240, MINUTES_PER_DAY) };
  let best: { from: number; to: number } | null = null;
  let cursor = 0;
  for (const b of busy) {
    if (b.from > cursor && (!best || b.from - cursor > best.to - best.from))
      best = { from: cursor, to: b.from };
    cursor = Math.max(cursor, b.to);
  }
  return best;
}

/** A new week without the interval at `index` of `day` (an index out of range changes nothing). */
export function removeInterval(week: WeekHours, day: Day, index: number): WeekHours {
  const next = cloneWeek(week);
  next[day] = next[day].filter((_, i) => i !== index);
  return next;
}

/** Ids of the presets (labels are translated elsewhere). */
export type PresetId = 'weekdays-8-18' | 'weekdays-lunch' | 'nonstop' | 'weekdays-8-18-sat' | 'closed';
/** A ready-made week; apply() returns a fresh week each time. */
export type Preset = { id: PresetId; apply(): WeekHours };

const onWeekdays =
  (...intervals: Interval[]) =>
  (d: Day) =>
    WEEKDAYS.includes(d) ? copyIntervals(intervals) : [];

/**
 * Ready-made weeks: weekdays 08:00–18:00; weekdays 08:00–12:00 + 13:00–17:00; every day
 * 00:00–24:00; weekdays 08:00–18:00 and Saturday 09:00–12:00; closed every day.
 */
export const PRESETS: readonly Preset[] = [
  { id: 'weekdays-8-18', apply: () => weekOf(onWeekdays({ from: '08:00', to: '18:00' })) },
  {
    id: 'weekdays-lunch',
    apply: () => weekOf(onWeekdays({ from: '08:00', to: '12:00' }, { from: '13:00', to: '17:00' })),
  },
  { id: 'nonstop', apply: () => weekOf(() => [{ from: '00:00', to: '24:00' }]) },
  {
    id: 'weekdays-8-18-sat',
    apply: () =>
      weekOf((d) =>
        d === 'saturday' ? [{ from: '09:00', to: '12:00' }] : onWeekdays({ from: '08:00', to: '18:00' })(d),
      ),
  },
  { id: 'closed', apply: emptyWeek },
];

/** The editor's week from the regular hours of a response or request (null or missing days → []). */
export function toWeekHours(regular: RegularHoursLike | null | undefined): WeekHours {
  return weekOf((d) => copyIntervals(regular?.[d]));
}

/**
 * The regular hours of a request (assignable to OpeningHoursRequest['regular']): every day present,
 * intervals sorted by start, closed days as []. Invalid intervals are kept for the server to report.
 */
export function toRegularRequest(week: WeekHours): WeekHours {
  return weekOf((d) => sortDay(week[d]));
}

/** A part of a day's bar, in percent of the day (0–100). */
export type BarSegment = { startPct: number; endPct: number };

/** Per day, the valid intervals sorted by start as percentages of the day, for a compact week bar. */
export function weekBarSegments(week: WeekHours): Record<Day, BarSegment[]> {
  const pct = (time: string) => (toMinutes(time) / MINUTES_PER_DAY) * 100;
  return Object.fromEntries(
    DAYS.map((d) => [
      d,
      sortDay(week[d])
        .filter((i) => isTime(i.from) && isEndTime(i.to) && toMinutes(i.from) < toMinutes(i.to))
        .map((i) => ({ startPct: pct(i.from), endPct: pct(i.to) })),
    ]),
  ) as Record<Day, BarSegment[]>;
}

/** What isOpenAt needs of a place: its hours (response or request shape) and its IANA time zone. */
export type PlaceHours = {
  openingHours: {
    regular: RegularHoursLike;
    exceptions?: readonly { date: string; hours?: readonly IntervalLike[] | null; reason?: string }[];
  };
  zoneId: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zoneId: string): Intl.DateTimeFormat {
  let f = formatters.get(zoneId);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zoneId });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(zoneId, f);
  }
  return f;
}

/** The local date (YYYY-MM-DD), weekday and minutes since midnight of an instant in a time zone. */
export function localTime(at: Date, zoneId: string): { date: string; day: Day; minutes: number } {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zoneId).formatToParts(at)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  // Weekday from the date itself (no locale names): getUTCDay() is 0 for Sunday.
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  const day = DAYS[(sundayFirst + 6) % 7] ?? 'monday';
  const minutes = (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  return { date, day, minutes };
}

/**
 * The hours of the local day an instant falls on in the place's time zone: an exception for that
 * date replaces the regular hours (none = closed all day).
 */
export function hoursOn(
  place: PlaceHours,
  at: Date,
): { hours: readonly IntervalLike[]; exception?: { reason?: string } } {
  const { date, day } = localTime(at, place.zoneId);
  const exception = place.openingHours.exceptions?.find((e) => e.date === date);
  if (exception) return { hours: exception.hours ?? [], exception };
  return { hours: place.openingHours.regular[day] ?? [] };
}

/**
 * Whether the place is open at an instant, in the place's own time zone (zoneId; an unknown zone is
 * taken as UTC). An exception for the local date replaces that day's regular hours (no or empty hours
 * = closed all day) and its reason is returned; an interval includes its `from` and excludes its `to`,
 * so '24:00' means open until midnight.
 */
export function isOpenAt(place: PlaceHours, at: Date): { open: boolean; reason?: string } {
  const { minutes } = localTime(at, place.zoneId);
  const { hours, exception } = hoursOn(place, at);
  const open = hours.some(
    (i) => isTime(i.from) && isEndTime(i.to) && toMinutes(i.from) <= minutes && minutes < toMinutes(i.to),
  );
  return exception?.reason ? { open, reason: exception.reason } : { open };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_RANGE_DAYS = 366;

function parseDate(s: string): number | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === s ? t : null;
}

/**
 * The dates (YYYY-MM-DD) from `from` to `to` inclusive, e.g. one exception per day of a closure.
 * [] when `from` is after `to` or either is not a real date; at most the first 366 dates.
 */
export function expandDateRange(from: string, to: string): string[] {
  const start = parseDate(from);
  const end = parseDate(to);
  if (start === null || end === null) return [];
  const dates: string[] = [];
  for (let t = start; t <= end && dates.length < MAX_RANGE_DAYS; t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** The date after a YYYY-MM-DD date (null when it is not a real date). */
export function nextDate(date: string): string | null {
  const t = parseDate(date);
  return t === null ? null : new Date(t + 86_400_000).toISOString().slice(0, 10);
}

/** What grouping compares of an exception: its date, its hours and its reason. */
export type ExceptionLike = { date: string; hours: readonly IntervalLike[]; reason: string };
/** Consecutive exceptions with the same hours and reason: a closure of several days, say. */
export type ExceptionGroup<T extends ExceptionLike> = { from: string; to: string; items: T[] };

/**
 * Exceptions sorted by date and grouped into runs: a date directly after the previous one, with the
 * same hours (in any order) and the same reason, joins its run. A four-day closure is one group.
 */
export function groupExceptions<T extends ExceptionLike>(exceptions: readonly T[]): ExceptionGroup<T>[] {
  const sameContent = (a: T, b: T) =>
    a.reason.trim() === b.reason.trim() &&
    JSON.stringify(sortDay(a.hours)) === JSON.stringify(sortDay(b.hours));
  const groups: ExceptionGroup<T>[] = [];
  for (const e of [...exceptions].sort((a, b) => a.date.localeCompare(b.date))) {
    const last = groups[groups.length - 1];
    if (last && nextDate(last.to) === e.date && sameContent(last.items[0]!, e)) {
      last.items.push(e);
      last.to = e.date;
    } else groups.push({ from: e.date, to: e.date, items: [e] });
  }
  return groups;
}
