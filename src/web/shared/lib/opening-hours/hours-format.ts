import { DAYS, sortIntervals, toMinutes } from '@/contract/opening-hours';
import { MINUTES_PER_DAY, fromMinutes, isEndTime, isTime } from '@/domain/hours-text/minutes';
import type { Day } from '@/contract/opening-hours';
import type { Locale } from '@/domain/words/messages';

// Times and dates as users type and read them. The rules are the contract's
// (src/contract/opening-hours.ts): HH:mm 00:00–23:59, `to` may also be 24:00.

/** An interval as it arrives in a response or a request (same shape as the contract's Interval). */
export type IntervalLike = { readonly from: string; readonly to: string };
/** Regular hours of a response or request: missing, null or empty days are closed. */
export type RegularHoursLike = Partial<Record<Day, readonly IntervalLike[] | null | undefined>>;

// The contract's times, defined beside the reader of opening-hours text that shares them.
export { MINUTES_PER_DAY, fromMinutes, isEndTime, isTime };

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

/** A date (YYYY-MM-DD) as people read it: 24 Dec 2026, 24. 12. 2026. */
export function formatDate(date: string, lang: Locale) {
  return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A part of a day's bar, in percent of the day (0–100). */
export type BarSegment = { startPct: number; endPct: number };

/** Per day, the valid intervals sorted by start as percentages of the day, for a compact week bar. */
export function weekBarSegments(week: Record<Day, readonly IntervalLike[]>): Record<Day, BarSegment[]> {
  const pct = (time: string) => (toMinutes(time) / MINUTES_PER_DAY) * 100;
  return Object.fromEntries(
    DAYS.map((d) => [
      d,
      sortIntervals(week[d].map((i) => ({ from: i.from, to: i.to })))
        .filter((i) => isTime(i.from) && isEndTime(i.to) && toMinutes(i.from) < toMinutes(i.to))
        .map((i) => ({ startPct: pct(i.from), endPct: pct(i.to) })),
    ]),
  ) as Record<Day, BarSegment[]>;
}
