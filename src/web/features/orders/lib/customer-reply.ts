import type { Order } from '@/contract/orders/order';
import { REPLY_TEXTS, type ReplyLanguage } from './customer-reply-texts';
import { orderHealth } from './order-health';
import { canPickUp, stillComing, type Expected, type ParcelDecision } from './parcel-decision';

// "Copy answer for the customer": a short message in the order's language (Czech, Slovak, else
// English) telling each parcel's decision (parcel-decision.ts, the same the health line tells):
// where it is, until when it can be picked up, the place's hours while that matters, the tracking
// link, cash on delivery while a parcel is still coming, and a PIN only for a parcel that can be
// picked up, once support has checked who is asking. Pure: previewed and copied by the page,
// never sent by the app.

export interface ReplyPlace {
  name: string;
  /** Street, zip and city in one line. */
  address: string;
  /** The coming days with their hours; an empty list of intervals is a closed day. */
  days: { date: string; intervals: { from: string; to: string }[] }[];
}

export interface ReplyInput {
  order: Order;
  now: Date;
  /** The pickup place's time zone (dates of deadlines are told in it). */
  timeZone: string;
  place?: ReplyPlace;
  /** Only when the customer's identity was checked. */
  includePin: boolean;
  /** The e-shop's name, for the signature (none: the reply ends with the closing alone). */
  eshopName?: string;
}

/** The languages the reply is written in; every other order gets English (the dialog says so). */
export function replyLanguage(order: Order): ReplyLanguage {
  const language = order.billingDetails?.language;
  return language === 'cs' ? 'cs' : language === 'sk' ? 'sk' : 'en';
}

/**
 * What the dialog says of the reply's language: the order's own, English standing in for a
 * language the reply is not written in (`asked`), or English because the order names none.
 */
export function replyLanguageNote(
  order: Order,
): { kind: 'own'; language: ReplyLanguage } | { kind: 'fallback'; asked: string } | { kind: 'unknown' } {
  const written = replyLanguage(order);
  const asked = order.billingDetails?.language;
  if (asked === written) return { kind: 'own', language: written };
  return asked && asked !== 'undefined' ? { kind: 'fallback', asked } : { kind: 'unknown' };
}

/** A time zone Intl knows, or UTC. */
function knownZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A sentence ends with one full stop (a Czech date such as "čt 26. 11." brings its own). */
const sentence = (s: string) => (s.endsWith('.') ? s : `${s}.`);

export function customerReply({ order, now, timeZone, place, includePin, eshopName }: ReplyInput): string {
  const text = REPLY_TEXTS[replyLanguage(order)];
  const zone = knownZone(timeZone);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(text.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
      new Date(iso),
    );
  /** A calendar date (YYYY-MM-DD) or the date of an instant in the place's zone, with its weekday. */
  const day = (date: string) =>
    new Intl.DateTimeFormat(text.locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      timeZone: date.length === 10 ? 'UTC' : zone,
    }).format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));
  /** A day gone by, without its weekday (Czech "po 2. 11." would read as "after 2 Nov"). */
  const pastDay = (date: string) =>
    new Intl.DateTimeFormat(text.locale, {
      dateStyle: 'medium',
      timeZone: date.length === 10 ? 'UTC' : zone,
    }).format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));
  const money = (m: { amount: number; currency: string }) =>
    new Intl.NumberFormat(text.locale, { style: 'currency', currency: m.currency }).format(m.amount);
  const expected = (e: Expected) =>
    e.kind === 'date'
      ? text.parcel.expected(day(e.date))
      : e.from && e.to
        ? text.parcel.expectedWindow(dateTime(e.from), dateTime(e.to))
        : text.parcel.expected(dateTime((e.from ?? e.to)!));
  /** What the customer is told of one parcel: its decision, and nothing the decision rules out. */
  const told = (d: ParcelDecision): string => {
    switch (d.kind) {
      case 'preparing':
      case 'onItsWay':
        return [text.parcel[d.kind], d.expected && expected(d.expected)].filter(Boolean).join('; ');
      case 'delayed':
        return [
          text.parcel.delayed(d.reason),
          d.wasExpected && text.parcel.wasExpected(pastDay(d.wasExpected)),
          d.expected && expected(d.expected),
        ]
          .filter(Boolean)
          .join('; ');
      case 'ready':
        return d.until ? text.parcel.readyUntil(dateTime(d.until)) : text.parcel.ready;
      case 'storageEnded':
        return text.parcel.storageEnded(d.deadline && dateTime(d.deadline));
      default:
        return text.parcel[d.kind];
    }
  };

  const health = orderHealth(order, now, zone);
  const decisions = health.decisions;
  const lines = [text.greeting(order.customer?.name), ''];
  const number = order.orderNumber ?? order.id;
  if (decisions.length === 0) lines.push(sentence(`${text.order(number)} ${text.noParcels}`));
  else if (decisions.length === 1) lines.push(sentence(`${text.order(number)} ${told(decisions[0]!)}`));
  else {
    lines.push(text.order(number));
    decisions.forEach((d, i) => lines.push(sentence(`${text.parcelNo(i + 1)} ${told(d)}`)));
  }
  // The place and its hours matter only to a parcel that is, or will be, waiting there.
  const toPlace = order.destination?.type !== 'HOUSE_ADDRESS';
  const placeMatters = decisions.some((d) => canPickUp(d) || (toPlace && stillComing(d)));
  if (place && placeMatters) lines.push(text.place(place.name, place.address));
  const cod = health.warnings.find((w) => w.kind === 'codToPay');
  if (cod) lines.push((cod.at === 'delivery' ? text.codOnDelivery : text.codAtPickup)(money(cod.amount)));
  if (place?.days.length && placeMatters) {
    lines.push('', text.hoursTitle);
    for (const d of place.days)
      lines.push(
        `${day(d.date)}: ${d.intervals.length ? d.intervals.map((i) => `${i.from}–${i.to}`).join(', ') : text.closed}`,
      );
  }
  lines.push('', text.tracking(order.links.trackAndTrace.href));
  const pins = replyPins(decisions);
  if (includePin && pins.length) lines.push(text.pin(pins.join(', ')));
  lines.push('', text.closing);
  if (eshopName) lines.push(text.team(eshopName));
  return lines.join('\n');
}

/** The PINs the reply may give: those of parcels that can be picked up now, and no other. */
export const replyPins = (decisions: readonly ParcelDecision[]) => [
  ...new Set(decisions.flatMap((d) => (canPickUp(d) && d.pin ? [d.pin] : []))),
];
