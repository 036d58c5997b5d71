import { DAYS, toMinutes, type Day } from '@/contract/opening-hours';
import { weekdayOf } from '@/domain/opening-hours-status';
import { MINUTES_PER_DAY, isEndTime, isTime, type IntervalLike } from './hours-format';
import type { PublicHoliday } from './hours-holidays-type';

// Warnings in words before saving: what is allowed but probably a mistake. The contract's schema
// refuses what is invalid (an overlap among them); these only point at things to look at again.

export type HoursWarning =
  | { code: 'overlap' | 'touch'; day: Day; at: string }
  | { code: 'short'; day: Day; minutes: number }
  | { code: 'past_exception'; date: string }
  | { code: 'holidays_open'; holidays: PublicHoliday[] };

type ExceptionLike = { date: string; hours?: readonly IntervalLike[] | null };

/** Shorter than this, a day's opening is likely a typo (08:00–08:15 for 08:00–18:15). */
export const SHORT_DAY_MINUTES = 30;

const spans = (intervals: readonly IntervalLike[] | undefined) =>
  (intervals ?? [])
    .filter((i) => isTime(i.from) && isEndTime(i.to) && toMinutes(i.from) < toMinutes(i.to))
    .map((i) => ({ from: toMinutes(i.from), to: toMinutes(i.to), text: i.from }))
    .sort((a, b) => a.from - b.from);

/** Overlapping and touching intervals, and days open for less than half an hour, day by day. */
export function weekWarnings(week: Partial<Record<Day, readonly IntervalLike[]>>): HoursWarning[] {
  const warnings: HoursWarning[] = [];
  DAYS.forEach((day, k) => {
    const own = spans(week[day]);
    for (let j = 1; j < own.length; j++) {
      const prev = own[j - 1]!;
      const cur = own[j]!;
      if (cur.from < prev.to) warnings.push({ code: 'overlap', day, at: cur.text });
      else if (cur.from === prev.to) warnings.push({ code: 'touch', day, at: cur.text });
    }
    // Morning hours that continue the day before's night (Fri 22:00-24:00 + Sat 00:00-00:15) are fine.
    const before = spans(week[DAYS[(k + 6) % 7]!]);
    const continues = own[0]?.from === 0 && before[before.length - 1]?.to === MINUTES_PER_DAY;
    const total = own.reduce((sum, s) => sum + (s.to - s.from), 0);
    if (total > 0 && total < SHORT_DAY_MINUTES && !continues)
      warnings.push({ code: 'short', day, minutes: total });
  });
  return warnings;
}

/**
 * Exceptions dated before today; and the holidays left open by the weekly hours (no exception)
 * although the place is closed on Sundays, the usual day off: a customer would find it shut.
 */
export function calendarWarnings(
  week: Partial<Record<Day, readonly IntervalLike[]>>,
  exceptions: readonly ExceptionLike[],
  today: string,
  holidays: readonly PublicHoliday[],
): HoursWarning[] {
  const warnings: HoursWarning[] = exceptions
    .filter((e) => e.date < today)
    .map((e) => ({ code: 'past_exception' as const, date: e.date }));
  if (spans(week.sunday).length > 0) return warnings;
  const excepted = new Set(exceptions.map((e) => e.date));
  const open = holidays.filter(
    (h) => h.date >= today && !excepted.has(h.date) && spans(week[weekdayOf(h.date)]).length > 0,
  );
  if (open.length) warnings.push({ code: 'holidays_open', holidays: open });
  return warnings;
}
