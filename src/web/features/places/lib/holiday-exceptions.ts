import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';
import type { ExceptionValue } from './place-form-model';

// Public holidays as exceptions: closed all day, the holiday's name as the reason. A date that has
// an exception already keeps it (the user's own hours win).

/** The exceptions with the holidays added as closed days, sorted by date. */
export function addHolidays(
  exceptions: readonly ExceptionValue[],
  holidays: readonly PublicHoliday[],
): ExceptionValue[] {
  const taken = new Set(exceptions.map((e) => e.date));
  const added = holidays
    .filter((h) => !taken.has(h.date))
    .map((h) => ({ date: h.date, hours: [], reason: h.name }));
  return [...exceptions, ...added].sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether every holiday is closed all day by an exception (the text then says `PH off`). */
export function holidaysClosed(
  exceptions: readonly ExceptionValue[],
  holidays: readonly PublicHoliday[],
): boolean {
  const closed = new Set(exceptions.filter((e) => e.hours.length === 0).map((e) => e.date));
  return holidays.length > 0 && holidays.every((h) => closed.has(h.date));
}
