import type { Day } from '@/contract/opening-hours';
import {
  addDays,
  intervalsOn,
  localTime,
  weekdayOf,
  type PlaceHoursLike,
} from '@/domain/opening-hours-status';
import { sortIntervals } from '@/contract/opening-hours';
import { isEndTime, isTime } from './hours-format';
import type { PublicHoliday } from './hours-holidays-type';
import { continuesNight } from '@/domain/hours-text/overnight';

// The coming days as a customer will meet them, in the place's zone: each day's hours (an exception
// replacing the weekly ones), its exception's reason, its public holiday. A night that runs past
// midnight is shown once, on the evening it starts (Friday 22:00–02:00).

export type PreviewDay = {
  date: string;
  day: Day;
  today: boolean;
  /** Display intervals; `to` may be past midnight (02:00 after 22:00). */
  hours: { from: string; to: string }[];
  exception?: { reason?: string };
  holiday?: string;
};

type ExceptionLike = { date: string; reason?: string };

const valid = (i: { from: string; to: string }) => isTime(i.from) && isEndTime(i.to) && i.from < i.to;
const dayHours = (place: PlaceHoursLike, date: string) =>
  sortIntervals(intervalsOn(place, date).filter(valid));

export function previewDays(
  place: PlaceHoursLike,
  now: Date,
  holidays: readonly PublicHoliday[] = [],
  count = 14,
): PreviewDay[] {
  const today = localTime(now, place.zoneId).date;
  const holidayOf = new Map(holidays.map((h) => [h.date, h.name]));
  const exceptions = (place.openingHours.exceptions ?? []) as readonly ExceptionLike[];
  return Array.from({ length: count }, (_, k) => {
    const date = addDays(today, k);
    const before = dayHours(place, addDays(date, -1));
    const own = dayHours(place, date);
    const after = dayHours(place, addDays(date, 1));
    // Only the end of a night the evening before began is shown there (not a morning after a day
    // open around the clock: issue 28, Monday 00:00–08:00 after an open Sunday was hidden).
    const continued = continuesNight(before[before.length - 1], own[0]);
    const shown = (continued ? own.slice(1) : own).map((i) => ({ from: i.from, to: i.to }));
    const last = shown[shown.length - 1];
    if (last && continuesNight(last, after[0])) last.to = after[0]!.to;
    const exception = exceptions.find((e) => e.date === date);
    const holiday = holidayOf.get(date);
    return {
      date,
      day: weekdayOf(date),
      today: k === 0,
      hours: shown,
      ...(exception ? { exception: { reason: exception.reason } } : {}),
      ...(holiday ? { holiday } : {}),
    };
  });
}
