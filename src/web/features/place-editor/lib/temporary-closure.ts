import { addDays } from '@/domain/opening-hours-status';
import { expandDateRange } from './hours-editing';
import { saveExceptions, withoutDates, type ExceptionItem } from './exception-list-model';
import type { ExceptionValue } from './place-form-model';

// "Temporarily closed" from a date until a date, or until further notice: one closed exception per
// day with one reason, which the exception list shows as one item. Until further notice is capped
// at a year (the platform keeps exceptions by date; someone must look again by then).

export const FURTHER_NOTICE_DAYS = 365;

/** The dates of a closure: `from` to `until`, or a year from `from` when `until` is null. */
export const closureDates = (from: string, until: string | null): string[] =>
  expandDateRange(from, until ?? addDays(from, FURTHER_NOTICE_DAYS - 1));

/** The exceptions with the closure's days closed all day for `reason` (replacing what was there). */
export const closeTemporarily = (
  exceptions: readonly ExceptionValue[],
  dates: readonly string[],
  reason: string,
): ExceptionValue[] => saveExceptions(exceptions, dates, { hours: [], reason });

/**
 * A closure of several days, closed all day, begun and not over yet: it can be ended early. One
 * that has not begun cannot (issue 29: "End today" deleted the whole coming range without asking);
 * its bin removes it and its dates open it to shorten it.
 */
export const canEndEarly = (item: ExceptionItem, today: string): boolean =>
  item.items.length > 1 &&
  item.from <= today &&
  item.to >= today &&
  item.items.every((e) => e.hours.length === 0);

/** The closure ended today: its days from today on are removed (the weekly hours apply again). */
export const endEarly = (exceptions: readonly ExceptionValue[], item: ExceptionItem, today: string) =>
  withoutDates(
    exceptions,
    item.items.map((e) => e.date).filter((d) => d >= today),
  );
