import opening_hours from 'opening_hours';
import { DAYS, toMinutes, type Day, type Interval } from '@/contract/opening-hours';
import { MINUTES_PER_DAY, fromMinutes, isEndTime, isTime } from './hours-format';
import { splitOvernights } from './overnight';

// The weekly hours as text in OpenStreetMap's `opening_hours` syntax, both ways. Reading uses the
// `opening_hours` package (the syntax's reference implementation): the text is evaluated over a week
// and the open intervals become the grid. What a week of intervals cannot hold is a warning, never
// dropped in silence. This module pulls in the package (about 1 MB): import it from lazy chunks only.

/** A whole week: every day present, [] = closed all day. */
export type Week = Record<Day, Interval[]>;

/** Why the text says more than the week can hold; the web words each code (hoursText.warn.*). */
export type TextWarningCode =
  | 'varies' // rules by week number, month or date on many dates: the grid holds one week
  | 'dates' // rules by date on a few dates: they become exceptions, for the coming year only
  | 'variable_times' // sunrise, sunset, dawn, dusk
  | 'school_holidays'
  | 'holiday_hours' // PH with hours other than off
  | 'unknown' // open end, comments, "unknown" state
  | 'checker'; // a hint of the syntax checker itself (in its words)
export type TextWarning = { code: TextWarningCode; detail?: string };

/** A date whose hours the text gives apart from the week (`Dec 24 off`): an exception to add. */
export type TextDate = { date: string; hours: Interval[] };

export type TextReading =
  | { ok: true; week: Week; dates: TextDate[]; holidaysClosed: boolean; warnings: TextWarning[] }
  | { ok: false; reason: 'empty' | 'too_long' | 'syntax'; near?: string };

export const MAX_TEXT_LENGTH = 1000;
/** Dates a text may set apart from its week; more is a seasonal pattern, and a warning. */
export const MAX_TEXT_DATES = 31;
/** How far ahead dates of the text are looked for (a year, and the rest of this week). */
const HORIZON_DAYS = 7 * 53;
const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

const parse = (text: string) => new opening_hours(text, null, 0);

/** The Monday (local midnight) of the week a YYYY-MM-DD date falls in. */
function mondayOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(y ?? 2026, (m ?? 1) - 1, d ?? 1);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

const hhmm = (d: Date) => fromMinutes(d.getHours() * 60 + d.getMinutes());

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The open intervals of `days` days from `monday` (local midnight), cut at local midnights, by
 * date: one evaluation for the whole span. Also the comments of "unknown" intervals.
 */
function daysFrom(oh: opening_hours, monday: Date, days: number) {
  const byDate = new Map<string, Interval[]>();
  const dates: string[] = [];
  for (let k = 0; k < days; k++) {
    const date = isoDate(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + k));
    dates.push(date);
    byDate.set(date, []);
  }
  const unknown: string[] = [];
  const end = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + days);
  for (const [from, to, isUnknown, comment] of oh.getOpenIntervals(monday, end)) {
    if (isUnknown || comment) unknown.push(comment ?? '');
    let cursor = from;
    while (cursor < to) {
      const midnight = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
      const stop = to < midnight ? to : midnight;
      byDate.get(isoDate(cursor))?.push({ from: hhmm(cursor), to: stop === midnight ? '24:00' : hhmm(stop) });
      cursor = stop;
    }
  }
  return { dates, byDate, unknown };
}

/** The week starting at `dates[offset]` (a Monday) out of the intervals by date. */
const weekAt = (dates: string[], byDate: Map<string, Interval[]>, offset: number): Week =>
  Object.fromEntries(DAYS.map((d, k) => [d, byDate.get(dates[offset + k]!) ?? []])) as Week;

/** Per weekday, the hours it has most often over the span: the week a few dates depart from. */
function typicalWeek(dates: string[], byDate: Map<string, Interval[]>): Week {
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
function onClock(date: string, usual: readonly Interval[]): Interval[] {
  const [y, m, d] = date.split('-').map(Number);
  const at = (time: string) => {
    if (time === '24:00') return time;
    const [h, min] = time.split(':').map(Number);
    return hhmm(new Date(y!, m! - 1, d!, h, min));
  };
  return usual.map((i) => ({ from: at(i.from), to: at(i.to) }));
}

type Holidays = { text: string; closed: boolean; hours: boolean };

/**
 * The text without its public-holiday selectors (the editor keeps holidays as exceptions, and the
 * package would otherwise apply a default country's holidays to the week read): `PH off` and
 * `Su,PH off` mark holidays closed; PH with hours is a warning. Rules split at `;` and at `, `
 * before a selector (additional rules); comments with such separators are rare enough to ignore.
 */
function withoutHolidays(value: string): Holidays {
  const parts = value.split(/(;\s*|,\s+(?=[A-Z]))/);
  let closed = false;
  let hours = false;
  let text = '';
  for (let k = 0; k < parts.length; k += 2) {
    let rule = parts[k]!.trim();
    if (/\bPH\b/.test(rule)) {
      if (/\s(off|closed)$/.test(rule)) closed = true;
      else hours = true;
      rule = rule.replace(/,PH\b|\bPH,|^PH(?=\s)/g, '').trim();
      if (/^(off|closed)$/.test(rule) || /^\d/.test(rule) || !rule) continue;
    }
    text += text ? `${parts[k - 1] ?? '; '}${rule}` : rule;
  }
  return { text, closed, hours };
}

/**
 * Reads a text into a week and the dates it sets apart from it (`Dec 24 off`: the coming 24
 * December, closed), to become exceptions. When the hours differ between weeks on more than
 * MAX_TEXT_DATES dates (week numbers, months, sunrise), the week is that of `today` (YYYY-MM-DD),
 * with a warning. `PH off` sets holidaysClosed (the editor adds the holidays as closed days).
 */
export function readHoursText(text: string, today: string): TextReading {
  const value = text.trim();
  if (!value) return { ok: false, reason: 'empty' };
  if (value.length > MAX_TEXT_LENGTH) return { ok: false, reason: 'too_long' };
  let oh: opening_hours;
  try {
    oh = parse(value);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = message.indexOf(' <--- ');
    const near = at >= 0 ? value.slice(Math.max(0, at - 1), at + 9).trim() : undefined;
    return { ok: false, reason: 'syntax', near };
  }
  const warnings: TextWarning[] = [];
  const checkerWarnings = oh.getWarnings();
  const pretty = oh.prettifyValue();
  const holidays = withoutHolidays(pretty);
  if (holidays.hours) warnings.push({ code: 'holiday_hours' });
  if (holidays.text !== pretty) {
    try {
      oh = parse(holidays.text || 'off');
    } catch {
      // Then the week is read with the package's default holidays; the warning above says so.
    }
  }
  if (/\bSH\b/.test(value)) warnings.push({ code: 'school_holidays' });
  if (/sunrise|sunset|dawn|dusk/i.test(value)) warnings.push({ code: 'variable_times' });

  // A year of days at once: a rule by date (`Dec 24 off`) departs from the week on a few dates,
  // which become exceptions; a rule by week or month departs on many, and the week is this one.
  const monday = mondayOf(today);
  const { dates, byDate, unknown } = daysFrom(oh, monday, HORIZON_DAYS);
  if (unknown.length)
    warnings.push({ code: 'unknown', detail: [...new Set(unknown)].filter(Boolean).join('; ') });
  const typical = typicalWeek(dates, byDate);
  const yearAfter = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`; // each date once
  const apart = dates
    .map((date, k) => ({ date, hours: byDate.get(date)!, usual: typical[DAYS[k % 7]!] }))
    .filter(
      (d) =>
        d.date >= today &&
        d.date < yearAfter &&
        JSON.stringify(d.hours) !== JSON.stringify(onClock(d.date, d.usual)),
    )
    .map(({ date, hours }) => ({ date, hours }));
  const seasonal = apart.length > MAX_TEXT_DATES;
  if (seasonal && !warnings.some((w) => w.code === 'variable_times')) warnings.push({ code: 'varies' });
  for (const detail of checkerWarnings) warnings.push({ code: 'checker', detail });
  if (seasonal || /sunrise|sunset|dawn|dusk/i.test(value))
    return { ok: true, week: weekAt(dates, byDate, 0), dates: [], holidaysClosed: holidays.closed, warnings };
  if (apart.length) warnings.push({ code: 'dates', detail: String(apart.length) });
  return { ok: true, week: typical, dates: apart, holidaysClosed: holidays.closed, warnings };
}

type Span = { from: number; to: number };

/** A day's valid intervals in minutes, sorted; invalid ones are left to the form to report. */
function spansOf(intervals: readonly Interval[]): Span[] {
  return intervals
    .filter((i) => isTime(i.from) && isEndTime(i.to) && toMinutes(i.from) < toMinutes(i.to))
    .map((i) => ({ from: toMinutes(i.from), to: toMinutes(i.to) }))
    .sort((a, b) => a.from - b.from);
}

/** Days as OSM lists them: runs of three or more as a range (Mo-Fr), others one by one (Sa,Su). */
function dayList(indexes: number[]): string {
  const parts: string[] = [];
  for (let k = 0; k < indexes.length;) {
    let end = k;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end++;
    if (end - k >= 2) parts.push(`${OSM_DAYS[indexes[k]!]}-${OSM_DAYS[indexes[end]!]}`);
    else for (let j = k; j <= end; j++) parts.push(OSM_DAYS[indexes[j]!]!);
    k = end + 1;
  }
  return parts.join(',');
}

/**
 * A week as text: days with the same hours share a rule, a day ending at 24:00 followed by one
 * starting at 00:00 is written as one overnight interval (Fr 22:00-02:00). Rules are joined with
 * `,` (additional rules), so that a later day's rule does not cut an overnight interval short.
 */
export function writeHoursText(written: Week, holidaysClosed = false): string {
  // 22:00–02:00 in a day's row is a night past midnight, not a day to drop (issue 29).
  const week = splitOvernights(written);
  const spans = DAYS.map((d) => spansOf(week[d] ?? []));
  const ph = holidaysClosed ? '; PH off' : '';
  if (spans.every((s) => s.length === 1 && s[0]!.from === 0 && s[0]!.to === MINUTES_PER_DAY))
    return `24/7${ph}`;
  // Which days' last interval runs on into the next day's first (from the original week).
  const overnight = spans.map((s, k) => {
    const last = s[s.length - 1];
    const next = spans[(k + 1) % 7]![0];
    return (
      !!last &&
      !!next &&
      last.to === MINUTES_PER_DAY &&
      last.from > 0 &&
      next.from === 0 &&
      next.to < MINUTES_PER_DAY
    );
  });
  const texts = spans.map((s, k) => {
    const own = overnight[(k + 6) % 7] ? s.slice(1) : s;
    return own
      .map((span, j) => {
        const isLast = j === own.length - 1;
        const to = isLast && overnight[k] ? spans[(k + 1) % 7]![0]!.to : span.to;
        return `${fromMinutes(span.from)}-${fromMinutes(to)}`;
      })
      .join(',');
  });
  const rules: string[] = [];
  const done = new Set<number>();
  texts.forEach((hours, k) => {
    if (!hours || done.has(k)) return;
    const same = texts.flatMap((other, j) => (other === hours ? [j] : []));
    same.forEach((j) => done.add(j));
    rules.push(`${dayList(same)} ${hours}`);
  });
  return rules.length ? `${rules.join(', ')}${ph}` : `off${ph}`;
}
