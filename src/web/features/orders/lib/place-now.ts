import type { PickupPlace } from '@/contract/places';
import type { Order } from '@/contract/orders';
import { hoursOn, isOpenAt, localTime } from '@/web/shared/lib/opening-hours/hours-status';
import { toMinutes } from '@/contract/opening-hours';
import { parcelPhase } from './order-health';
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

/** Open now and until when, or closed and when it opens again today, or closed all day (and why). */
export function todayState(place: PickupPlace, now: Date): TodayState {
  const { hours, exception } = hoursOn(place, now);
  const reason = exception?.reason;
  if (hours.length === 0) return { kind: 'closedToday', reason };
  if (isOpenAt(place, now).open) {
    const { minutes } = localTime(now, place.zoneId);
    const current = hours.find((i) => toMinutes(i.from) <= minutes && minutes < toMinutes(i.to));
    return { kind: 'openNow', closes: current?.to ?? hours[hours.length - 1]!.to };
  }
  const { minutes } = localTime(now, place.zoneId);
  const later = hours.find((i) => toMinutes(i.from) > minutes);
  return { kind: 'closedNow', opens: later?.from, reason };
}

/** The place's hours for today and the next days, each with its exception's reason if it has one. */
export function comingDays(place: PickupPlace, now: Date, days = DAYS_AHEAD) {
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(now.getTime() + i * DAY_MS);
    const { hours, exception } = hoursOn(place, at);
    return {
      date: localTime(at, place.zoneId).date,
      intervals: hours.map((h) => ({ from: h.from, to: h.to })),
      reason: exception?.reason,
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
    .filter((p) => parcelPhase(p) === 'readyForPickup' && p.maxStoreDate)
    .map((p) => localTime(new Date(p.maxStoreDate!), place.zoneId).date)
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
