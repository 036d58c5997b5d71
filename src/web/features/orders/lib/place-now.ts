import type { PickupPlace } from '@/contract/places';
import type { Order } from '@/contract/orders/order';
import { hoursStatus } from '@/domain/opening-hours-next';
import { addDays, intervalsOn, localTime } from '@/domain/opening-hours-status';
import { parcelDecision } from './parcel-decision';
import type { ReplyPlace } from './customer-reply';

// The pickup place as it is now, for the order page: today's state in the place's own zone, the
// days to come, and the exceptions while a parcel waits there. Pure: the time comes in.

/** How many days of hours the page and the reply show. */
export const DAYS_AHEAD = 3;
/** With no storage deadline, exceptions this far ahead are shown. */
export const EXCEPTIONS_AHEAD_DAYS = 14;

export type TodayState =
  | { kind: 'openNow'; closes: string }
  | { kind: 'closedNow'; opens?: string; reason?: string }
  | { kind: 'closedToday'; reason?: string };

const DAY_MS = 86_400_000;

/** The exception of a local date, if the place has one. */
const exceptionOn = (place: PickupPlace, date: string) =>
  place.openingHours.exceptions?.find((e) => e.date === date);

/**
 * Open now and until when, or closed and when it opens again today, or closed all day (and why):
 * the contract's hoursStatus, so an overnight stretch from yesterday counts as open and the times
 * are the place's own across DST changes.
 */
export function todayState(place: PickupPlace, now: Date): TodayState {
  const status = hoursStatus(place, now);
  const today = localTime(now, place.zoneId).date;
  const reason = exceptionOn(place, today)?.reason;
  if (status.open) return { kind: 'openNow', closes: status.closes?.time ?? '24:00' };
  if (intervalsOn(place, today).length === 0) return { kind: 'closedToday', reason };
  const opens = status.opens?.date === today ? status.opens.time : undefined;
  return { kind: 'closedNow', opens, reason };
}

/**
 * The place's hours for today and the next days, each with its exception's reason if it has one.
 * Days are counted as calendar dates in the place's zone (adding 24 hours would skip or repeat a
 * date around a DST change late in the evening).
 */
export function comingDays(place: PickupPlace, now: Date, days = DAYS_AHEAD) {
  const today = localTime(now, place.zoneId).date;
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    return {
      date,
      intervals: intervalsOn(place, date).map((h) => ({ from: h.from, to: h.to })),
      reason: exceptionOn(place, date)?.reason,
    };
  });
}

/**
 * The place's exceptions from today until the last storage deadline of the parcels waiting there
 * (or two weeks ahead when none has one): the closures the customer may run into.
 */
export function exceptionsWhileWaiting(place: PickupPlace, order: Order, now: Date) {
  const today = localTime(now, place.zoneId).date;
  const deadlines = order.parcels
    .map((p) => parcelDecision(p, now, place.zoneId))
    .flatMap((d) => (d.kind === 'ready' && d.until ? [localTime(new Date(d.until), place.zoneId).date] : []))
    .sort();
  const until =
    deadlines.at(-1) ??
    localTime(new Date(now.getTime() + EXCEPTIONS_AHEAD_DAYS * DAY_MS), place.zoneId).date;
  return (place.openingHours.exceptions ?? [])
    .filter((e) => e.date >= today && e.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** What the customer's reply says of the place. */
export function replyPlace(place: PickupPlace, now: Date): ReplyPlace {
  const { line1, zipCode, city } = place.location;
  return {
    name: place.name,
    address: [line1, [zipCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    days: comingDays(place, now),
  };
}
