import type { Parcel } from '@/contract/orders/parcels';
import { DELIVERY_STATES } from '@/contract/enums';
import { isKnown } from '@/contract/open-values';
import type { DeliveryState } from '@/contract/orders/states';
import { localTime } from '@/web/shared/lib/opening-hours/hours-status';

// One decision per parcel: where it is for the customer, at `now`. The health line, the customer's
// reply and the pickup place's exceptions are all told from it, so they cannot contradict each
// other (a parcel whose storage ended is never "ready for pickup" with a PIN in one place and
// "goes back" in another). Pure: the time and the time zone come in as arguments.

/** What the platform expects next for a parcel on its way: a window or an estimated date. */
export type Expected = { kind: 'window'; from?: string; to?: string } | { kind: 'date'; date: string };

export type ParcelDecision =
  | { kind: 'preparing'; expected?: Expected }
  | { kind: 'onItsWay'; expected?: Expected }
  /**
   * Late: the carrier says so (`reason` may say why), or the expected date or window has passed
   * (`wasExpected`, a date or date-time). `expected` is a new promise still ahead, if there is one.
   */
  | {
      kind: 'delayed';
      stage: 'preparing' | 'onItsWay';
      reason?: string;
      wasExpected?: string;
      expected?: Expected;
    }
  /** Waiting at the place and can be picked up (until `until`, when the platform says). */
  | { kind: 'ready'; until?: string; pin?: string }
  /** Not picked up in time (storage ended on `deadline`, or the carrier says EXPIRED): it goes back. */
  | { kind: 'storageEnded'; deadline?: string }
  | { kind: 'returning' }
  | { kind: 'returned' }
  | { kind: 'delivered' }
  | { kind: 'lost' }
  | { kind: 'cancelled' }
  | { kind: 'unknown' };

export type DecisionKind = ParcelDecision['kind'];

const STAGE: Record<DeliveryState, 'preparing' | 'onItsWay' | DecisionKind> = {
  CREATED: 'preparing',
  ESHOP_PROCESSING: 'preparing',
  MANUFACTURING: 'preparing',
  AVAILABLE_FROM_MANUFACTURER: 'preparing',
  PICKING: 'preparing',
  READY_TO_SEND: 'preparing',
  HANDED_TO_CARRIER: 'onItsWay',
  IN_TRANSIT: 'onItsWay',
  STORED_FOR_PICKUP: 'ready',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
  LOST: 'lost',
  CANCELLED: 'cancelled',
  EXPIRED: 'storageEnded',
};

const passed = (iso: string | undefined, now: Date) => iso !== undefined && Date.parse(iso) <= now.getTime();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; an unknown zone counts as UTC. */
export const dateIn = (at: Date, timeZone: string): string => localTime(at, timeZone).date;

/** The window or date still ahead, and the one that has passed without a delivery. */
function expectation(parcel: Parcel, now: Date, timeZone: string) {
  const window = parcel.deliveryWindow;
  const windowEnd = window?.to ?? window?.from;
  const date = parcel.deliveryDetails?.estimatedDeliveryDate;
  // An estimated date counts as passed once its whole day has (in the place's zone).
  const dateAhead = date !== undefined && date >= dateIn(now, timeZone);
  if (windowEnd && !passed(windowEnd, now))
    return { expected: { kind: 'window', from: window?.from, to: window?.to } as Expected };
  if (date && dateAhead) return { expected: { kind: 'date', date } as Expected };
  return { wasExpected: date ?? windowEnd };
}

export function parcelDecision(parcel: Parcel, now: Date, timeZone: string): ParcelDecision {
  const delivery = parcel.state?.delivery;
  // A state the documents do not list (issue 42) tells as little as none.
  if (!delivery || !isKnown(DELIVERY_STATES, delivery)) return { kind: 'unknown' };
  const stage = STAGE[delivery];
  const storageOver = passed(parcel.maxStoreDate, now);
  if (parcel.state?.returning && delivery !== 'RETURNED')
    return storageOver ? { kind: 'storageEnded', deadline: parcel.maxStoreDate } : { kind: 'returning' };
  if (stage === 'ready')
    return storageOver
      ? { kind: 'storageEnded', deadline: parcel.maxStoreDate }
      : { kind: 'ready', until: parcel.maxStoreDate, pin: parcel.pin };
  if (stage === 'storageEnded') return { kind: 'storageEnded', deadline: parcel.maxStoreDate };
  if (stage !== 'preparing' && stage !== 'onItsWay') return { kind: stage } as ParcelDecision;
  const { expected, wasExpected } = expectation(parcel, now, timeZone);
  const delay = parcel.deliveryDetails?.delay;
  if (delay?.delayed || wasExpected)
    return {
      kind: 'delayed',
      stage,
      reason: delay?.delayed ? delay.reason : undefined,
      wasExpected,
      expected,
    };
  return { kind: stage, expected };
}

/** Whether the customer can go and pick the parcel up: the only case a PIN is given for. */
export const canPickUp = (d: ParcelDecision): d is Extract<ParcelDecision, { kind: 'ready' }> =>
  d.kind === 'ready';

/** Still coming to the customer (or waiting for them): cash on delivery is still to be paid. */
export const stillComing = (d: ParcelDecision) =>
  d.kind === 'preparing' || d.kind === 'onItsWay' || d.kind === 'delayed' || d.kind === 'ready';

/** Nothing more will happen to it. */
export const isFinal = (d: ParcelDecision) =>
  d.kind === 'delivered' || d.kind === 'returned' || d.kind === 'cancelled' || d.kind === 'lost';

/** On its way back to the e-shop. */
export const goingBack = (d: ParcelDecision) => d.kind === 'storageEnded' || d.kind === 'returning';
