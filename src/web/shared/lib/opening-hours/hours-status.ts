import { hoursStatus } from '../../../../contract/opening-hours-next';
import { localTime } from '../../../../contract/opening-hours-status';
import type { IntervalLike, RegularHoursLike } from './hours-format';

// Opening hours evaluated at an instant, in the place's own time zone: the "open now" status of the
// list and the "today" line of the map's popup.

/** What isOpenAt needs of a place: its hours (response or request shape) and its IANA time zone. */
export type PlaceHours = {
  openingHours: {
    regular: RegularHoursLike;
    exceptions?: readonly { date: string; hours?: readonly IntervalLike[] | null; reason?: string }[];
  };
  zoneId: string;
};

// The local date and time of an instant in a zone: the contract's, the same the BFF's filters use.
export { localTime };

/** The browser's own time zone: the fallback where a place (and its zone) is not known. */
export const USER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

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
 * hoursStatus, the same the status line and the BFF's judgement use.
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
  return localTime(now, zoneId || USER_ZONE).date;
}
