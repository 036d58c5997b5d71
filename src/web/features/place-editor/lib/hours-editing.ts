import { DAYS, DayIntervalsSchema, sortIntervals, toMinutes } from '@/contract/opening-hours';
import type { Day, Interval } from '@/contract/opening-hours';
import { formMessageOf, type FormMessage } from '@/domain/words/messages';
import {
  MINUTES_PER_DAY,
  fromMinutes,
  isEndTime,
  isTime,
  type IntervalLike,
  type RegularHoursLike,
} from '@/web/shared/lib/opening-hours/hours-format';

// Pure logic behind the weekly opening-hours editor and the exceptions. What is valid is the
// contract's alone (DayIntervalsSchema): these helpers only build and rearrange the hours.

/** A whole week as the editor holds it: every day present, [] = closed all day. */
export type WeekHours = Record<Day, Interval[]>;

const MAX_INTERVALS_PER_DAY = 24;
const WEEKDAYS: readonly Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

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

/** One problem of a day's interval, on the field the editor marks, in the catalogue's words. */
export type DayProblem = { index: number; field: 'from' | 'to'; message: FormMessage };

/**
 * The problems the contract's DayIntervalsSchema finds in one day's intervals, on the field to mark:
 * an invalid time on its field, a `from` not before its `to` on `to`, an overlap on the `from` of the
 * later-starting interval. A problem of the whole day (more than 24 intervals) has index -1.
 */
export function dayProblems(intervals: readonly IntervalLike[] | null | undefined): DayProblem[] {
  const result = DayIntervalsSchema.safeParse(intervals ?? [], { reportInput: true });
  if (result.success) return [];
  const problems: DayProblem[] = [];
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    const problem: DayProblem = {
      index: typeof index === 'number' ? index : -1,
      field: field === 'to' ? 'to' : 'from',
      message: formMessageOf(issue),
    };
    // One per field, the first found (as the form does): '' is "Required", not also "Closes before".
    if (!problems.some((p) => p.index === problem.index && p.field === problem.field)) problems.push(problem);
  }
  return problems;
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
