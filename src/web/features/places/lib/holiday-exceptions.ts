import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';
import type { ExceptionValue } from './place-form-model';

// Public holidays (and dates of the hours text) as exceptions: holidays closed all day, the
// holiday's name as the reason. A date that has an exception already keeps it (the user's own
// hours win).

/** The exceptions with others added where their date has none yet, sorted by date. */
export function addExceptions(
  exceptions: readonly ExceptionValue[],
  added: readonly ExceptionValue[],
): ExceptionValue[] {
  const taken = new Set(exceptions.map((e) => e.date));
  return [...exceptions, ...added.filter((e) => !taken.has(e.date))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

/** The exceptions with the holidays added as closed days, sorted by date. */
export const addHolidays = (exceptions: readonly ExceptionValue[], holidays: readonly PublicHoliday[]) =>
  addExceptions(
    exceptions,
    holidays.map((h) => ({ date: h.date, hours: [], reason: h.name })),
  );

/** Whether every holiday is closed all day by an exception (the text then says `PH off`). */
export function holidaysClosed(
  exceptions: readonly ExceptionValue[],
  holidays: readonly PublicHoliday[],
): boolean {
  const closed = new Set(exceptions.filter((e) => e.hours.length === 0).map((e) => e.date));
  return holidays.length > 0 && holidays.every((h) => closed.has(h.date));
}
