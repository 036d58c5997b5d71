import { DAYS, toMinutes, type Day } from '@/contract/opening-hours';

// Opening hours judged at an instant or on a date, in the place's own time zone. Plain Intl, so the
// BFF's filters ("open now", "closed on") and the web's status chips can give the same answer.

/** What the judgements need of a place: its hours (response shape) and its IANA time zone. */
export interface PlaceHoursLike {
  openingHours: {
    regular: Partial<Record<Day, readonly { from: string; to: string }[] | null | undefined>>;
    exceptions?: readonly { date: string; hours?: readonly { from: string; to: string }[] | null }[];
  };
  zoneId: string;
}

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  day: Day;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zoneId: string): Intl.DateTimeFormat {
  let f = formatters.get(zoneId);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zoneId });
    } catch {
      // An unknown zone is taken as UTC: a status slightly off beats an error.
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(zoneId, f);
  }
  return f;
}

const minutesOf = new Map<string, number>();
/** toMinutes, remembered: a filter over 100 000 places reads the same few times again and again. */
function minutes(time: string): number {
  let value = minutesOf.get(time);
  if (value === undefined) {
    value = toMinutes(time);
    if (minutesOf.size < 2000) minutesOf.set(time, value); // 1441 valid times; garbage is not kept
  }
  return value;
}

/** The weekday of a calendar date (YYYY-MM-DD), whatever the zone. */
export function weekdayOf(date: string): Day {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return DAYS[(sundayFirst + 6) % 7] ?? 'monday';
}

/** The local date, weekday and minutes since midnight of an instant in a time zone. */
export function localTime(at: Date, zoneId: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zoneId).formatToParts(at)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, day: weekdayOf(date), minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** The calendar date `days` after a date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date's intervals: an exception for the date replaces the weekday's regular hours. */
export function intervalsOn(place: PlaceHoursLike, date: string, day: Day = weekdayOf(date)) {
  const exception = place.openingHours.exceptions?.find((e) => e.date === date);
  return (exception ? exception.hours : place.openingHours.regular[day]) ?? [];
}

/**
 * Whether the place is open at a local time (from localTime in the place's zone). An interval
 * includes its `from` and excludes its `to`, so '24:00' means open until midnight.
 */
export function isOpenAtLocal(place: PlaceHoursLike, local: LocalTime): boolean {
  return intervalsOn(place, local.date, local.day).some(
    (i) => minutes(i.from) <= local.minutes && local.minutes < minutes(i.to),
  );
}

/** Whether the place is closed all day on a calendar date. */
export const isClosedOn = (place: PlaceHoursLike, date: string): boolean =>
  intervalsOn(place, date).length === 0;
