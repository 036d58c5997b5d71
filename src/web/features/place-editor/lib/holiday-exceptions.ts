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

type TextDateLike = { date: string; hours: readonly { from: string; to: string }[] };
const sameHours = (a: readonly { from: string; to: string }[], b: readonly { from: string; to: string }[]) =>
  JSON.stringify(a.map((i) => [i.from, i.to])) === JSON.stringify(b.map((i) => [i.from, i.to]));

/**
 * The exceptions after a text replaced another: the dates the replaced text added go with it (those
 * still as it made them: same hours, and no reason or the holiday's name; one the user edited
 * since stays), then the new text's dates are added where their date has none, a public holiday
 * named after it (`PH off` closes the holidays as dates of the text: issues 28, 29). Also the dates
 * it added, for the next replacement to take away (not those whose date had an exception already).
 */
export function replaceTextDates<D extends TextDateLike>(
  exceptions: readonly ExceptionValue[],
  replaced: readonly TextDateLike[],
  added: readonly D[],
  holidays: readonly PublicHoliday[] = [],
): { exceptions: ExceptionValue[]; added: D[] } {
  const nameOf = (date: string) => holidays.find((h) => h.date === date)?.name ?? '';
  const kept = exceptions.filter(
    (e) =>
      !(
        (e.reason === '' || e.reason === nameOf(e.date)) &&
        replaced.some((r) => r.date === e.date && sameHours(r.hours, e.hours))
      ),
  );
  const taken = new Set(kept.map((e) => e.date));
  const fresh = added.filter((d) => !taken.has(d.date));
  return {
    exceptions: addExceptions(
      kept,
      fresh.map((d) => ({ date: d.date, hours: d.hours.map((i) => ({ ...i })), reason: nameOf(d.date) })),
    ),
    added: fresh,
  };
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
