import type { DeliveryState, Money, Order, Parcel } from '@/contract/orders';
import { localTime } from '@/web/shared/lib/opening-hours/hours-status';

// The order's health: what support needs first when a customer asks "where is my parcel". One
// phase per parcel, the next thing that will happen, and what needs action, each tied to the
// section of the order it comes from. Pure: the time and the time zone come in as arguments.

/** Storage ending within this many days (today counts as 0) is worth a warning. */
export const STORAGE_WARNING_DAYS = 3;

export type ParcelPhase =
  | 'preparing'
  | 'inTransit'
  | 'readyForPickup'
  | 'delivered'
  | 'returning'
  | 'returned'
  | 'lost'
  | 'cancelled'
  | 'expired'
  | 'unknown';

/** The order the phases are told in: the most urgent for a customer first. */
export const PHASES: readonly ParcelPhase[] = [
  'readyForPickup',
  'inTransit',
  'preparing',
  'delivered',
  'returning',
  'returned',
  'lost',
  'expired',
  'cancelled',
  'unknown',
];

const PHASE_OF: Record<DeliveryState, ParcelPhase> = {
  CREATED: 'preparing',
  ESHOP_PROCESSING: 'preparing',
  MANUFACTURING: 'preparing',
  AVAILABLE_FROM_MANUFACTURER: 'preparing',
  PICKING: 'preparing',
  READY_TO_SEND: 'preparing',
  HANDED_TO_CARRIER: 'inTransit',
  IN_TRANSIT: 'inTransit',
  STORED_FOR_PICKUP: 'readyForPickup',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
  LOST: 'lost',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/** Tracking states in which the carrier's news no longer reaches the order. */
const TRACKING_STOPPED = new Set([
  'SUSPENDED',
  'MISSING_CREDENTIALS',
  'INVALID_CREDENTIALS',
  'MISSING_CARRIER_CONFIGURATION',
  'INACTIVE_CARRIER_CONFIGURATION',
  'MISSING_TRACKING_NUMBER',
  'INVALID_TRACKING_NUMBER',
  'UNKNOWN_TRACKING_NUMBER',
]);
const EMAIL_FAILED = new Set(['EMAIL_BOUNCED', 'EMAIL_DROPPED', 'EMAIL_BLOCKED', 'EMAIL_SPAM_REPORT']);
const EMAIL_SENT = new Set(['EMAIL_SENT', 'EMAIL_PROCESSED', 'EMAIL_DELIVERED', 'EMAIL_DEFERRED']);
const EMAIL_READ = new Set(['EMAIL_OPENED', 'EMAIL_CLICKED']);

/** The section of the order page a warning comes from (its anchor). */
export type HealthSection = 'parcels' | 'payment' | 'timeline' | 'overview';
/** The id of a section on the order page, for the warnings' links. */
export const sectionId = (section: HealthSection) => `order-${section}`;

export type HealthWarning = { section: HealthSection; severity: 'error' | 'warning' | 'info' } & (
  | { kind: 'delayed'; parcel: number; reason?: string }
  | { kind: 'storageEnds'; parcel: number; days: number; deadline: string }
  | { kind: 'storageEnded'; parcel: number; deadline: string }
  | { kind: 'returning'; parcel: number }
  | { kind: 'lost'; parcel: number }
  | { kind: 'trackingStopped'; parcel: number; state: string }
  | { kind: 'codToPay'; amount: Money }
  | { kind: 'paymentAwaited' }
  | { kind: 'emailFailed'; recipient?: string; event: string }
  | { kind: 'emailNotOpened'; recipient?: string; count: number }
  | { kind: 'snoozeOver'; until: string }
);

export type NextEvent =
  | { kind: 'pickupBy'; parcel: number; at: string }
  | { kind: 'deliveryWindow'; parcel: number; from?: string; to?: string }
  | { kind: 'estimatedDelivery'; parcel: number; date: string; overdue: boolean };

export interface OrderHealth {
  total: number;
  /** How many parcels are in each phase, in the order of PHASES, only phases that occur. */
  phases: { phase: ParcelPhase; count: number; delayed: number }[];
  next?: NextEvent;
  warnings: HealthWarning[];
  /** What the order does not say, said rather than guessed. */
  unknown: ('parcels' | 'parcelState')[];
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; an unknown zone counts as UTC. */
export const dateIn = (at: Date, timeZone: string): string => localTime(at, timeZone).date;

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

export function parcelPhase(parcel: Parcel): ParcelPhase {
  const delivery = parcel.state?.delivery;
  if (parcel.state?.returning && delivery !== 'RETURNED') return 'returning';
  return delivery ? PHASE_OF[delivery] : 'unknown';
}

const isDelayed = (parcel: Parcel) => parcel.deliveryDetails?.delay?.delayed === true;

function parcelWarnings(parcel: Parcel, index: number, now: Date, timeZone: string): HealthWarning[] {
  const out: HealthWarning[] = [];
  const phase = parcelPhase(parcel);
  const open = !['delivered', 'returned', 'cancelled', 'expired', 'lost'].includes(phase);
  if (open && isDelayed(parcel))
    out.push({
      kind: 'delayed',
      parcel: index,
      reason: parcel.deliveryDetails?.delay?.reason,
      section: 'parcels',
      severity: 'warning',
    });
  if (phase === 'readyForPickup' && parcel.maxStoreDate) {
    const deadline = parcel.maxStoreDate;
    if (Date.parse(deadline) <= now.getTime())
      out.push({ kind: 'storageEnded', parcel: index, deadline, section: 'parcels', severity: 'error' });
    else {
      const days = dayNumber(dateIn(new Date(deadline), timeZone)) - dayNumber(dateIn(now, timeZone));
      if (days <= STORAGE_WARNING_DAYS)
        out.push({
          kind: 'storageEnds',
          parcel: index,
          days,
          deadline,
          section: 'parcels',
          severity: 'warning',
        });
    }
  }
  if (phase === 'returning')
    out.push({ kind: 'returning', parcel: index, section: 'parcels', severity: 'warning' });
  if (phase === 'lost') out.push({ kind: 'lost', parcel: index, section: 'parcels', severity: 'error' });
  const tracking = parcel.state?.trackingState;
  if (open && tracking && TRACKING_STOPPED.has(tracking))
    out.push({
      kind: 'trackingStopped',
      parcel: index,
      state: tracking,
      section: 'parcels',
      severity: 'info',
    });
  return out;
}

function paymentWarnings(order: Order): HealthWarning[] {
  const payment = order.payment;
  if (!payment || payment.state === 'PAID' || order.orderState === 'CANCELLED') return [];
  if (payment.method === 'CASH_ON_DELIVERY') {
    const amount = order.cashOnDelivery ?? order.price;
    return amount && amount.amount > 0
      ? [{ kind: 'codToPay', amount, section: 'payment', severity: 'info' }]
      : [];
  }
  return payment.state === 'UNPAID'
    ? [{ kind: 'paymentAwaited', section: 'payment', severity: 'warning' }]
    : [];
}

/** Each e-mail to the customer by its id: failed, or sent and never opened. */
function emailWarnings(order: Order): HealthWarning[] {
  const emails = new Map<string, { recipient?: string; events: string[] }>();
  for (const parcel of order.parcels)
    for (const record of parcel.timeline) {
      const email = record.additionalParams?.shippingEmail;
      if (record.type !== 'COMMUNICATION' || !email?.event) continue;
      const key = email.emailId ?? `${email.recipient ?? ''}|${email.state ?? ''}`;
      const entry = emails.get(key) ?? { recipient: email.recipient, events: [] };
      entry.events.push(email.event);
      emails.set(key, entry);
    }
  const out: HealthWarning[] = [];
  /** Unopened e-mails: one note per recipient, with their number. */
  const unread = new Map<string | undefined, number>();
  for (const { recipient, events } of emails.values()) {
    const failed = events.find((e) => EMAIL_FAILED.has(e));
    if (failed)
      out.push({ kind: 'emailFailed', recipient, event: failed, section: 'timeline', severity: 'warning' });
    else if (events.some((e) => EMAIL_SENT.has(e)) && !events.some((e) => EMAIL_READ.has(e)))
      unread.set(recipient, (unread.get(recipient) ?? 0) + 1);
  }
  for (const [recipient, count] of unread)
    out.push({ kind: 'emailNotOpened', recipient, count, section: 'timeline', severity: 'info' });
  return out;
}

/** The soonest thing that will happen to a parcel still on its way or waiting. */
function nextEvent(parcels: readonly Parcel[], now: Date, timeZone: string): NextEvent | undefined {
  const candidates: { at: number; event: NextEvent }[] = [];
  parcels.forEach((parcel, index) => {
    const phase = parcelPhase(parcel);
    if (phase === 'readyForPickup' && parcel.maxStoreDate && Date.parse(parcel.maxStoreDate) > now.getTime())
      candidates.push({
        at: Date.parse(parcel.maxStoreDate),
        event: { kind: 'pickupBy', parcel: index, at: parcel.maxStoreDate },
      });
    if (phase !== 'preparing' && phase !== 'inTransit') return;
    const window = parcel.deliveryWindow;
    const windowEnd = window?.to ?? window?.from;
    if (windowEnd && Date.parse(windowEnd) > now.getTime())
      candidates.push({
        at: Date.parse(window?.from ?? windowEnd),
        event: { kind: 'deliveryWindow', parcel: index, from: window?.from, to: window?.to },
      });
    else if (parcel.deliveryDetails?.estimatedDeliveryDate)
      candidates.push({
        at: Date.parse(parcel.deliveryDetails.estimatedDeliveryDate),
        event: {
          kind: 'estimatedDelivery',
          parcel: index,
          date: parcel.deliveryDetails.estimatedDeliveryDate,
          overdue: parcel.deliveryDetails.estimatedDeliveryDate < dateIn(now, timeZone),
        },
      });
  });
  return candidates.sort((a, b) => a.at - b.at)[0]?.event;
}

/** The health of an order at `now`, with storage days counted in `timeZone` (the place's). */
export function orderHealth(order: Order, now: Date, timeZone: string): OrderHealth {
  const counts = new Map<ParcelPhase, { count: number; delayed: number }>();
  for (const parcel of order.parcels) {
    const phase = parcelPhase(parcel);
    const entry = counts.get(phase) ?? { count: 0, delayed: 0 };
    entry.count += 1;
    if (isDelayed(parcel)) entry.delayed += 1;
    counts.set(phase, entry);
  }
  const warnings = [
    ...order.parcels.flatMap((parcel, index) => parcelWarnings(parcel, index, now, timeZone)),
    ...paymentWarnings(order),
    ...emailWarnings(order),
  ];
  const snooze = order.snooze;
  if (snooze?.snoozed && snooze.until && Date.parse(snooze.until) <= now.getTime())
    warnings.push({ kind: 'snoozeOver', until: snooze.until, section: 'overview', severity: 'info' });
  const rank = { error: 0, warning: 1, info: 2 };
  return {
    total: order.parcels.length,
    phases: PHASES.filter((p) => counts.has(p)).map((phase) => ({ phase, ...counts.get(phase)! })),
    next: nextEvent(order.parcels, now, timeZone),
    warnings: warnings.sort((a, b) => rank[a.severity] - rank[b.severity]),
    unknown: [
      ...(order.parcels.length === 0 ? (['parcels'] as const) : []),
      ...(counts.has('unknown') ? (['parcelState'] as const) : []),
    ],
  };
}
