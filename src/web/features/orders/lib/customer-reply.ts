import type { Order } from '@/contract/orders';
import { REPLY_TEXTS, type ReplyLanguage } from './customer-reply-texts';
import { orderHealth, parcelPhase } from './order-health';

// "Copy answer for the customer": a short message in the customer's language with where the
// parcels are, where and until when they can be picked up, the place's hours for the coming days,
// the tracking link, and the PIN only when support has checked who is asking. Pure: previewed and
// copied by the page, never sent by the app.

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
}

/** Czech for Czech (and Slovak) customers, English for everyone else. */
export function replyLanguage(order: Order): ReplyLanguage {
  const language = order.billingDetails?.language;
  return language === 'cs' || language === 'sk' ? 'cs' : 'en';
}

export function customerReply({ order, now, timeZone, place, includePin }: ReplyInput): string {
  const text = REPLY_TEXTS[replyLanguage(order)];
  const zone = (() => {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      return timeZone;
    } catch {
      return 'UTC';
    }
  })();
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(text.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
      new Date(iso),
    );
  const day = (date: string) =>
    new Intl.DateTimeFormat(text.locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const money = (m: { amount: number; currency: string }) =>
    new Intl.NumberFormat(text.locale, { style: 'currency', currency: m.currency }).format(m.amount);

  const health = orderHealth(order, now, zone);
  const delay = health.warnings.find((w) => w.kind === 'delayed');
  const status =
    health.total === 0
      ? text.phase.unknown
      : health.total === 1
        ? text.phase[health.phases[0]!.phase] + (delay ? `, ${text.delayed(delay.reason)}` : '')
        : health.phases.map((p) => text.phaseOf(text.phase[p.phase], p.count, health.total)).join('; ');

  const lines = [
    text.greeting(order.customer?.name),
    '',
    `${text.order(order.orderNumber ?? order.id)} ${status}.`,
  ];
  if (place) lines.push(text.place(place.name, place.address));
  const waiting = order.parcels.filter((p) => parcelPhase(p) === 'readyForPickup');
  const deadline = waiting
    .map((p) => p.maxStoreDate)
    .filter((d): d is string => Boolean(d))
    .sort()[0];
  if (deadline && Date.parse(deadline) > now.getTime()) lines.push(text.pickUpUntil(dateTime(deadline)));
  // A date already past is no promise to repeat to the customer.
  if (health.next?.kind === 'estimatedDelivery' && !health.next.overdue)
    lines.push(text.expected(day(health.next.date)));
  const cod = health.warnings.find((w) => w.kind === 'codToPay');
  if (cod) lines.push(text.codToPay(money(cod.amount)));
  if (place?.days.length) {
    lines.push('', text.hoursTitle);
    for (const d of place.days)
      lines.push(
        `${day(d.date)}: ${d.intervals.length ? d.intervals.map((i) => `${i.from}–${i.to}`).join(', ') : text.closed}`,
      );
  }
  lines.push('', text.tracking(order.links.trackAndTrace.href));
  const pins = [...new Set(waiting.map((p) => p.pin).filter((p): p is string => Boolean(p)))];
  if (includePin && pins.length) lines.push(text.pin(pins.join(', ')));
  lines.push('', text.closing);
  return lines.join('\n');
}
