import type { Money } from '@/contract/orders/money-address';
import type { Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import {
  dateIn,
  goingBack,
  isFinal,
  parcelDecision,
  stillComing,
  type DecisionKind,
  type ParcelDecision,
} from './parcel-decision';

export { dateIn };

// The order's health: what support needs first when a customer asks "where is my parcel". Each
// parcel's decision (parcel-decision.ts) grouped in phases, the next thing that will happen, and
// what needs action, each tied to the section of the order it comes from. Pure: the time and the
// time zone come in as arguments.

/** Storage ending within this many days (today counts as 0) is worth a warning. */
export const STORAGE_WARNING_DAYS = 3;

/** How the health line groups the parcels' decisions (a delayed parcel counts with its stage). */
export type ParcelPhase =
  | 'preparing'
  | 'inTransit'
  | 'readyForPickup'
  | 'storageEnded'
  | 'delivered'
  | 'returning'
  | 'returned'
  | 'lost'
  | 'cancelled'
  | 'unknown';

/** The order the phases are told in: the most urgent for a customer first. */
export const PHASES: readonly ParcelPhase[] = [
  'readyForPickup',
  'inTransit',
  'preparing',
  'storageEnded',
  'returning',
  'delivered',
  'returned',
  'lost',
  'cancelled',
  'unknown',
];

const PHASE_OF: Record<Exclude<DecisionKind, 'delayed'>, ParcelPhase> = {
  preparing: 'preparing',
  onItsWay: 'inTransit',
  ready: 'readyForPickup',
  storageEnded: 'storageEnded',
  returning: 'returning',
  returned: 'returned',
  delivered: 'delivered',
  lost: 'lost',
  cancelled: 'cancelled',
  unknown: 'unknown',
};

/** The phase a decision is counted in. */
export const phaseOf = (d: ParcelDecision): ParcelPhase =>
  d.kind === 'delayed' ? PHASE_OF[d.stage] : PHASE_OF[d.kind];

/** The phase of a parcel at `now`, from its decision. */
export const parcelPhase = (parcel: Parcel, now: Date, timeZone: string): ParcelPhase =>
  phaseOf(parcelDecision(parcel, now, timeZone));

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
  | { kind: 'late'; parcel: number; wasExpected: string }
  | { kind: 'storageEnds'; parcel: number; days: number; deadline: string }
  | { kind: 'storageEnded'; parcel: number; deadline?: string }
  | { kind: 'returning'; parcel: number }
  | { kind: 'lost'; parcel: number }
  | { kind: 'trackingStopped'; parcel: number; state: string }
  | { kind: 'codToPay'; amount: Money; at: 'pickup' | 'delivery' }
  | { kind: 'paymentAwaited' }
  | { kind: 'emailFailed'; recipient?: string; event: string }
  | { kind: 'emailNotOpened'; recipient?: string; count: number }
  | { kind: 'snoozeOver'; until: string }
);

export type NextEvent =
  | { kind: 'pickupBy'; parcel: number; at: string }
  | { kind: 'deliveryWindow'; parcel: number; from?: string; to?: string }
  | { kind: 'estimatedDelivery'; parcel: number; date: string; overdue: boolean }
  /** Nothing ahead but the way back to the e-shop. */
  | { kind: 'goingBack' }
  /** A parcel still to move, with no date given for it. */
  | { kind: 'noDate' };

export interface OrderHealth {
  total: number;
  /** Each parcel's decision, in the order's order: what everything else is told from. */
  decisions: ParcelDecision[];
  /** How many parcels are in each phase, in the order of PHASES, only phases that occur. */
  phases: { phase: ParcelPhase; count: number; delayed: number }[];
  next?: NextEvent;
  warnings: HealthWarning[];
  /** What the order does not say, said rather than guessed. */
  unknown: ('parcels' | 'parcelState')[];
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

function parcelWarnings(
  parcel: Parcel,
  decision: ParcelDecision,
  index: number,
  now: Date,
  timeZone: string,
): HealthWarning[] {
  const out: HealthWarning[] = [];
  const at = { parcel: index, section: 'parcels' } as const;
  if (decision.kind === 'delayed')
    out.push(
      decision.reason !== undefined || !decision.wasExpected
        ? { kind: 'delayed', reason: decision.reason, ...at, severity: 'warning' }
        : { kind: 'late', wasExpected: decision.wasExpected, ...at, severity: 'warning' },
    );
  if (decision.kind === 'ready' && decision.until) {
    const deadline = decision.until;
    const days = dayNumber(dateIn(new Date(deadline), timeZone)) - dayNumber(dateIn(now, timeZone));
    if (days <= STORAGE_WARNING_DAYS)
      out.push({ kind: 'storageEnds', days, deadline, ...at, severity: 'warning' });
  }
  if (decision.kind === 'storageEnded')
    out.push({ kind: 'storageEnded', deadline: decision.deadline, ...at, severity: 'error' });
  if (decision.kind === 'returning') out.push({ kind: 'returning', ...at, severity: 'warning' });
  if (decision.kind === 'lost') out.push({ kind: 'lost', ...at, severity: 'error' });
  const tracking = parcel.state?.trackingState;
  if (!isFinal(decision) && tracking && TRACKING_STOPPED.has(tracking))
    out.push({ kind: 'trackingStopped', state: tracking, ...at, severity: 'info' });
  return out;
}

/**
 * Money still to come, only while a parcel is still coming (or none is made yet): a returned,
 * cancelled or expired parcel is paid for by nobody at pickup.
 */
function paymentWarnings(order: Order, decisions: readonly ParcelDecision[]): HealthWarning[] {
  const payment = order.payment;
  if (!payment || payment.state === 'PAID' || order.orderState === 'CANCELLED') return [];
  if (decisions.length > 0 && !decisions.some(stillComing)) return [];
  if (payment.method === 'CASH_ON_DELIVERY') {
    const amount = order.cashOnDelivery ?? order.price;
    const at = order.destination?.type === 'HOUSE_ADDRESS' ? 'delivery' : 'pickup';
    return amount && amount.amount > 0
      ? [{ kind: 'codToPay', amount, at, section: 'payment', severity: 'info' }]
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

/** The soonest promise still ahead; else a date already missed; else what the parcels await. */
function nextEvent(decisions: readonly ParcelDecision[]): NextEvent | undefined {
  const ahead: { at: number; event: NextEvent }[] = [];
  const missed: NextEvent[] = [];
  decisions.forEach((d, parcel) => {
    if (d.kind === 'ready' && d.until)
      ahead.push({ at: Date.parse(d.until), event: { kind: 'pickupBy', parcel, at: d.until } });
    if (d.kind !== 'preparing' && d.kind !== 'onItsWay' && d.kind !== 'delayed') return;
    const expected = d.expected;
    if (expected?.kind === 'window')
      ahead.push({
        at: Date.parse(expected.from ?? expected.to ?? ''),
        event: { kind: 'deliveryWindow', parcel, from: expected.from, to: expected.to },
      });
    else if (expected?.kind === 'date')
      ahead.push({
        at: Date.parse(expected.date),
        event: { kind: 'estimatedDelivery', parcel, date: expected.date, overdue: false },
      });
    else if (d.kind === 'delayed' && d.wasExpected)
      missed.push({ kind: 'estimatedDelivery', parcel, date: d.wasExpected, overdue: true });
  });
  const soonest = ahead.sort((a, b) => a.at - b.at)[0]?.event ?? missed[0];
  if (soonest) return soonest;
  if (decisions.some(goingBack)) return { kind: 'goingBack' };
  if (decisions.length > 0 && decisions.every(isFinal)) return undefined;
  return { kind: 'noDate' };
}

/** The health of an order at `now`, with storage days counted in `timeZone` (the place's). */
export function orderHealth(order: Order, now: Date, timeZone: string): OrderHealth {
  const decisions = order.parcels.map((parcel) => parcelDecision(parcel, now, timeZone));
  const counts = new Map<ParcelPhase, { count: number; delayed: number }>();
  for (const decision of decisions) {
    const phase = phaseOf(decision);
    const entry = counts.get(phase) ?? { count: 0, delayed: 0 };
    entry.count += 1;
    if (decision.kind === 'delayed') entry.delayed += 1;
    counts.set(phase, entry);
  }
  const warnings = [
    ...order.parcels.flatMap((parcel, index) =>
      parcelWarnings(parcel, decisions[index]!, index, now, timeZone),
    ),
    ...paymentWarnings(order, decisions),
    ...emailWarnings(order),
  ];
  const snooze = order.snooze;
  if (snooze?.snoozed && snooze.until && Date.parse(snooze.until) <= now.getTime())
    warnings.push({ kind: 'snoozeOver', until: snooze.until, section: 'overview', severity: 'info' });
  const rank = { error: 0, warning: 1, info: 2 };
  return {
    total: order.parcels.length,
    decisions,
    phases: PHASES.filter((p) => counts.has(p)).map((phase) => ({ phase, ...counts.get(phase)! })),
    next: nextEvent(decisions),
    warnings: warnings.sort((a, b) => rank[a.severity] - rank[b.severity]),
    unknown: [
      ...(order.parcels.length === 0 ? (['parcels'] as const) : []),
      ...(counts.has('unknown') ? (['parcelState'] as const) : []),
    ],
  };
}
