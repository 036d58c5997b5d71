import type { ExceptionGroup } from './hours-editing';
import type { ExceptionValue } from './place-form-model';

// The exceptions section's rules, apart from its layout: how an item's dates and hours read, which
// form errors belong to an item, and what saving or removing an item does to the list.

export type ExceptionItem = ExceptionGroup<ExceptionValue>;

/** The Intl locale of the app's language. */
export const dateLocaleOf = (language: string) => (language === 'cs' ? 'cs-CZ' : 'en-GB');

// Noon UTC, so the date is the same day in the browser's zone whichever it is (but ±12 h extremes).
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** One date with its weekday: "Thu, 24 Dec 2026". */
export function formatExceptionDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(atNoon(date));
}

/** An item's dates: one date with its weekday; a range in one month as "24–27 Dec 2026", else "30 Dec 2026 – 2 Jan 2027". */
export function formatExceptionItem(item: Pick<ExceptionItem, 'from' | 'to'>, locale: string): string {
  if (item.from === item.to) return formatExceptionDate(item.from, locale);
  const [a, b] = [atNoon(item.from), atNoon(item.to)];
  const full = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  if (item.from.slice(0, 7) === item.to.slice(0, 7))
    return `${new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(a)}–${full.format(b)}`;
  return full.formatRange(a, b);
}

/** An exception's hours and reason: "09:00–12:00, 13:00–15:00 · Inventory", or the closed label. */
export function describeException(exception: ExceptionValue, closedAllDay: string): string {
  const hours = exception.hours.length
    ? exception.hours.map((h) => `${h.from}–${h.to}`).join(', ')
    : closedAllDay;
  return `${hours}${exception.reason ? ` · ${exception.reason}` : ''}`;
}

/** Every message in a part of react-hook-form's errors (its `ref`s left out). */
export function collectMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, v]) =>
    key === 'message' && typeof v === 'string' ? [v] : key === 'ref' ? [] : collectMessages(v),
  );
}

/** The messages of the form's errors (by index of `exceptions`) that fall on the item's dates. */
export function itemMessages(
  item: ExceptionItem,
  exceptions: readonly ExceptionValue[],
  errors: readonly (object | undefined)[] | undefined,
): string[] {
  return item.items.flatMap((exception) => {
    const e = errors?.[exceptions.indexOf(exception)];
    return e ? collectMessages(e) : [];
  });
}

/** The dates of an item. */
export const datesOf = (item: ExceptionItem | undefined): string[] =>
  item ? item.items.map((e) => e.date) : [];

/** The list without the exceptions of these dates. */
export const withoutDates = (exceptions: readonly ExceptionValue[], dates: readonly string[]) =>
  exceptions.filter((e) => !dates.includes(e.date));

/**
 * The list with one exception per date of `dates`, replacing any already there and the item that
 * was edited (`replacing`, whose range may have shrunk), sorted by date.
 */
export function saveExceptions(
  exceptions: readonly ExceptionValue[],
  dates: readonly string[],
  exception: Omit<ExceptionValue, 'date'>,
  replacing: readonly string[] = [],
): ExceptionValue[] {
  const rest = withoutDates(withoutDates(exceptions, dates), replacing);
  return [...rest, ...dates.map((date) => ({ date, ...exception }))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}
