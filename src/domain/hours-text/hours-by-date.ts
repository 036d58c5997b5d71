import type opening_hours from 'opening_hours';
import { DAYS, type Interval } from '@/contract/opening-hours';
import type { Week } from './hours-text';
import { fromMinutes } from './minutes';

// The package's open intervals of a span of days, by local date, and the clock changes they cross:
// what readHoursText (hours-text.ts) makes a week and its dates apart from.

/** The Monday (local midnight) of the week a YYYY-MM-DD date falls in. */
export function mondayOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(y ?? 2026, (m ?? 1) - 1, d ?? 1);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

export const hhmm = (d: Date) => fromMinutes(d.getHours() * 60 + d.getMinutes());

export const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The open intervals of `days` days from `monday` (local midnight), cut at local midnights, by
 * date: one evaluation for the whole span. Also the comments of "unknown" intervals.
 */
export function daysFrom(oh: opening_hours, monday: Date, days: number, fallback = false) {
  const byDate = new Map<string, Interval[]>();
  const dates: string[] = [];
  for (let k = 0; k < days; k++) {
    const date = isoDate(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + k));
    dates.push(date);
    byDate.set(date, []);
  }
  const unknown: string[] = [];
  const comments: string[] = [];
  let uncertain = false;
  const text = oh.prettifyValue();
  const end = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + days);
  for (const [from, to, isUnknown, comment] of oh.getOpenIntervals(monday, end)) {
    // An "unknown" stretch of a fallback rule (`|| "by appointment"`) or of a comment alone (`"po
    // domluvě"`) is no open hours: taken as open it made every day 00:00–24:00 (issue 43). Hours
    // written with a comment (`Mo-Fr 08:00-17:00 "by appointment"`) stay as written. The words are
    // kept in a warning either way.
    if (isUnknown && (fallback || to.getTime() - from.getTime() >= 23 * 3_600_000)) {
      unknown.push(comment ?? '');
      continue;
    }
    // Hours written with a comment of the text's own keep it in a warning; an open end (`17:00+`,
    // the package's own comment) is kept until the package's guess, and said.
    if (comment && text.includes(comment)) comments.push(comment);
    else if (isUnknown) uncertain = true;
    let cursor = from;
    while (cursor < to) {
      const midnight = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
      const stop = to < midnight ? to : midnight;
      const day = byDate.get(isoDate(cursor));
      const interval = { from: hhmm(cursor), to: stop === midnight ? '24:00' : hhmm(stop) };
      // Intervals that meet (the package ends one rule's and starts the next's at one instant) are one.
      const last = day?.[day.length - 1];
      if (last && last.to === interval.from) last.to = interval.to;
      else day?.push(interval);
      cursor = stop;
    }
  }
  return { dates, byDate, unknown, comments, uncertain };
}

/** Whether no clock change falls in the `days` days from a local midnight. */
export function isSteady(from: Date, days: number): boolean {
  const end = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return end.getTime() - from.getTime() === days * 86_400_000;
}

/** The Monday, or a later one, from which `days` days hold no clock change (they are months apart). */
export function steadyMonday(monday: Date, days: number): Date {
  let at = monday;
  while (!isSteady(at, days)) at = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 7);
  return at;
}

/** The week starting at `dates[offset]` (a Monday) out of the intervals by date. */
export const weekAt = (dates: string[], byDate: Map<string, Interval[]>, offset: number): Week =>
  Object.fromEntries(DAYS.map((d, k) => [d, byDate.get(dates[offset + k]!) ?? []])) as Week;

/** Per weekday, the hours it has most often over the span: the week a few dates depart from. */
export function typicalWeek(dates: string[], byDate: Map<string, Interval[]>): Week {
  return Object.fromEntries(
    DAYS.map((day, k) => {
      const seen = new Map<string, number>();
      for (let d = k; d < dates.length; d += 7) {
        const key = JSON.stringify(byDate.get(dates[d]!));
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      const [key] = [...seen.entries()].reduce((best, e) => (e[1] > best[1] ? e : best));
      return [day, JSON.parse(key) as Interval[]];
    }),
  ) as Week;
}

/**
 * The usual hours of a weekday as the clock shows them on `date`: on the day the clocks go forward
 * a time in the skipped hour reads an hour later (02:00 is 03:00), as the package reads the text.
 * Compared with this, that day is not a date apart from the week (issue 29: `Mo-Su 22:00-02:00`
 * made 28 Mar 2027 a hidden exception).
 */
export function onClock(date: string, usual: readonly Interval[]): Interval[] {
  const [y, m, d] = date.split('-').map(Number);
  const at = (time: string) => {
    if (time === '24:00') return time;
    const [h, min] = time.split(':').map(Number);
    return hhmm(new Date(y!, m! - 1, d!, h, min));
  };
  return usual.map((i) => ({ from: at(i.from), to: at(i.to) }));
}

export const same = (a: readonly Interval[], b: readonly Interval[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Whether the clocks go forward on a date (an hour of the night is skipped). */
export function springsForward(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d! + 1).getTime() - new Date(y!, m! - 1, d!).getTime() < 86_400_000;
}

/** A day's hours but the end of a night from the day before (from 00:00, not all day). */
export const rest = (h: readonly Interval[]) => h.filter((i) => i.from !== '00:00' || i.to === '24:00');

/**
 * The package's hours of a date, but on the day after the clocks go forward: there it misplaces
 * the end of the night before (Monday 00:00–01:00 after `Sa 20:00-05:00`, whose Monday has none).
 * Its reading of other days shows the rule: the night ends as usual, unless a rule of the day itself
 * replaces the whole day (`PH off` on Easter Monday: then it shows no morning at all). Issue 28:
 * the error became a hidden exception.
 */
export function ownHours(date: string, hours: Interval[], usual: readonly Interval[]): Interval[] {
  if (!springsForward(addDay(date, -1))) return hours;
  const morning = (h: readonly Interval[]) => h.filter((i) => !rest([i]).length);
  const replaced = !same(rest(hours), rest(usual)) && morning(hours).length === 0;
  return [...(replaced ? [] : morning(usual)), ...rest(hours)];
}

export const addDay = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return isoDate(new Date(y!, m! - 1, d! + days));
};
