import { hoursStatus, type HoursStatus, type LocalMoment } from '@/domain/opening-hours-next';
import { addDays, localTime } from '@/domain/opening-hours-status';
import type { IntervalLike, RegularHoursLike } from './hours-format';

// Opening hours evaluated at an instant, in the place's own time zone: the "open now" status of the
// list and the "today" line of the map's popup; and the status line in words ("Open now · closes at
// 18:00 (in 25 min)", "Closed · opens Tuesday 08:00") of the contract's hoursStatus, the same for the
// list, the map's popup and the editor's preview.

/** What isOpenAt needs of a place: its hours (response or request shape) and its IANA time zone. */
export type PlaceHours = {
  openingHours: {
    regular: RegularHoursLike;
    exceptions?: readonly { date: string; hours?: readonly IntervalLike[] | null; reason?: string }[];
  };
  zoneId: string;
};

// The local date and time of an instant in a zone: the contract's, the same the BFF's filters use;
// and the status at an instant (open until when, or when it opens), imported from here so that the
// screens share one chunk for it.
export { hoursStatus, localTime };

let zone: string | undefined;

/**
 * The browser's own time zone: the fallback where a place (and its zone) is not known. Asked for
 * when first needed, not when this module loads: the first Intl call of a page starts ICU (20–40 ms
 * at 1×), which made this module's evaluation one of a phone's long tasks on every screen.
 */
export const userZone = (): string => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The hours of the local day an instant falls on in the place's time zone: an exception for that
 * date replaces the regular hours (none = closed all day).
 */
export function hoursOn(
  place: PlaceHours,
  at: Date,
): { hours: readonly IntervalLike[]; exception?: { reason?: string } } {
  const { date, day } = localTime(at, place.zoneId);
  const exception = place.openingHours.exceptions?.find((e) => e.date === date);
  if (exception) return { hours: exception.hours ?? [], exception };
  return { hours: place.openingHours.regular[day] ?? [] };
}

/**
 * Whether the place is open at an instant, in the place's own time zone (zoneId; an unknown zone is
 * taken as UTC), with the reason of the local date's exception if it has one: the contract's
 * hoursStatus, the one evaluation of the list, the popup, the orders and the preview.
 */
export function isOpenAt(place: PlaceHours, at: Date): { open: boolean; reason?: string } {
  const { open, reason } = hoursStatus(place, at);
  return reason ? { open, reason } : { open };
}

/**
 * Today's date (YYYY-MM-DD) in a time zone: the place's, or the browser's for a place not saved yet
 * (it has no zone). An unknown zone is taken as UTC, never an error.
 */
export function todayIn(zoneId: string | undefined, now = new Date()): string {
  return localTime(now, zoneId || userZone()).date;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** "in 25 min", "in 3 h 10 min". */
function inWords(minutes: number, t: T): string {
  if (minutes < 60) return t('status.inMinutes', { count: Math.max(1, minutes) });
  return t('status.inHours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** When, from today's date: "at 08:00" today, "tomorrow 08:00", "Tuesday 08:00", a date further on. */
function when(moment: LocalMoment, today: string, formatDate: (date: string) => string, t: T): string {
  if (moment.date === today) return t('status.at', { time: moment.time });
  if (moment.date === addDays(today, 1)) return t('status.tomorrow', { time: moment.time });
  if (moment.date < addDays(today, 7)) return t(`status.on.${moment.day}`, { time: moment.time });
  return t('status.onDate', { date: formatDate(moment.date), time: moment.time });
}

/**
 * The status as one line. `today` is the place's local date (localTime in its zone); the minutes
 * left are shown within a day.
 */
export function statusLine(
  status: HoursStatus,
  today: string,
  formatDate: (date: string) => string,
  t: T,
): string {
  let line: string;
  if (status.open) {
    if (!status.closes) line = t('status.openNonStop');
    else {
      const soon = status.minutesLeft !== undefined && status.minutesLeft < 24 * 60;
      const at = when(status.closes, today, formatDate, t);
      line = soon
        ? t('status.openCloses', { when: at, in: inWords(status.minutesLeft!, t) })
        : t('status.openClosesLater', { when: at });
    }
  } else if (!status.opens) line = t('status.closedLong');
  else {
    const soon = status.minutesUntil !== undefined && status.minutesUntil < 12 * 60;
    const at = when(status.opens, today, formatDate, t);
    line = soon
      ? t('status.closedOpens', { when: at, in: inWords(status.minutesUntil!, t) })
      : t('status.closedOpensLater', { when: at });
  }
  return status.reason ? t('status.withReason', { line, reason: status.reason }) : line;
}
