// The delivery steps of a demo parcel (its TRACKING records) and what each step brings: the time
// it takes, the customer e-mail it triggers, its tracking state and state group.

import type { ParcelState } from '@/contract/orders/parcel-state';
import type { DeliveryState } from '@/contract/orders/states';
import type { DestType, Plan, WorkflowState } from './seed-order-plan';
import { DAY, HOUR, type Rng } from './seed-random';

/** One step of a parcel's delivery, i.e. one TRACKING record. */
export interface Step extends Pick<ParcelState, 'important' | 'urgent' | 'deliverToday' | 'returning'> {
  delivery: DeliveryState;
  text?: string;
  at: number;
}

/** The TRACKING steps a parcel went through, by order state (the spec does not show transitions, 3). */
export function stepsFor(plan: Plan, role: number, rng: Rng): Omit<Step, 'at'>[] {
  const pickup = plan.dest !== 'HOUSE_ADDRESS';
  const shipped: Omit<Step, 'at'>[] = (
    ['CREATED', 'PICKING', 'READY_TO_SEND', 'HANDED_TO_CARRIER', 'IN_TRANSIT'] as const
  ).map((delivery) => ({ delivery }));
  const arrived = pickup ? [...shipped, { delivery: 'STORED_FOR_PICKUP' as const }] : shipped;
  const done = {
    delivery: 'DELIVERED' as const,
    text: pickup ? 'Zásilka vyzvednuta příjemcem' : 'Zásilka doručena',
  };
  switch (plan.state) {
    case 'CREATED':
      return shipped.slice(0, 1);
    case 'PICKING':
      return shipped.slice(0, 2);
    case 'IN_TRANSIT':
      return shipped;
    case 'PARTIALLY_DELIVERED':
      return role === 0 ? [...arrived, done] : shipped;
    case 'DELIVERED':
      return [...arrived, done];
    case 'UNDELIVERED':
      return pickup
        ? arrived
        : [
            ...shipped,
            {
              delivery: 'IN_TRANSIT',
              urgent: 'INCORRECT_ADDRESS',
              text: 'Doručení se nezdařilo: adresát na uvedené adrese neznámý',
            },
          ];
    case 'CANCELLED':
      return [...shipped.slice(0, rng.chance(0.5) ? 2 : 1), { delivery: 'CANCELLED' }];
    case 'RETURNED':
      // The way back: IN_TRANSIT again with returning set, then RETURNED.
      return [
        ...arrived,
        pickup
          ? {
              delivery: 'IN_TRANSIT',
              returning: true,
              important: 'RETURNING',
              text: 'Zásilka nebyla vyzvednuta, vrací se odesílateli',
            }
          : {
              delivery: 'IN_TRANSIT',
              returning: true,
              urgent: 'REJECTED_TAKEOVER',
              text: 'Adresát odmítl převzetí, zásilka se vrací odesílateli',
            },
        { delivery: 'RETURNED' },
      ];
  }
}

/** Time from the previous step to this one. */
export function gap(
  step: Omit<Step, 'at'>,
  prev: Omit<Step, 'at'> | undefined,
  rng: Rng,
  storeDays: number,
): number {
  switch (step.delivery) {
    case 'CREATED':
      return 0;
    case 'PICKING':
      return rng.span(1 * HOUR, 4 * HOUR);
    case 'READY_TO_SEND':
      return rng.span(1 * HOUR, 3 * HOUR);
    case 'HANDED_TO_CARRIER':
      return rng.span(8 * HOUR, 18 * HOUR);
    case 'STORED_FOR_PICKUP':
      return rng.span(10 * HOUR, 20 * HOUR);
    case 'RETURNED':
      return rng.span(24 * HOUR, 72 * HOUR);
    case 'CANCELLED':
      return rng.span(2 * HOUR, 20 * HOUR);
    case 'DELIVERED':
      return prev?.delivery === 'STORED_FOR_PICKUP'
        ? rng.span(2 * HOUR, 60 * HOUR)
        : rng.span(10 * HOUR, 20 * HOUR);
    default:
      if (prev?.delivery === 'STORED_FOR_PICKUP') return storeDays * DAY + rng.span(2 * HOUR, 6 * HOUR);
      return rng.span(6 * HOUR, 12 * HOUR);
  }
}

/** The customer e-mail a step triggers, if any. */
export function emailFor(s: Omit<Step, 'at'>, role: number, dest: DestType): WorkflowState | undefined {
  if (s.returning) return 'RETURNING';
  if (s.urgent === 'INCORRECT_ADDRESS') return 'INCORRECT_ADDRESS';
  switch (s.delivery) {
    case 'CREATED':
      return role === 0 ? 'ORDER_ACCEPTED' : undefined;
    case 'STORED_FOR_PICKUP':
      return dest === 'PARCEL_BOX' ? 'READY_TO_PICKUP_BOX' : 'READY_TO_PICKUP';
    case 'HANDED_TO_CARRIER':
    case 'DELIVERED':
    case 'RETURNED':
    case 'CANCELLED':
      return s.delivery;
    default:
      return undefined;
  }
}

export const TRACKING_BY_DELIVERY: Partial<Record<DeliveryState, ParcelState['trackingState']>> = {
  CREATED: 'AWAITING',
  PICKING: 'AWAITING',
  READY_TO_SEND: 'AWAITING',
  HANDED_TO_CARRIER: 'TRACKING',
  IN_TRANSIT: 'TRACKING',
  STORED_FOR_PICKUP: 'TRACKING',
  DELIVERED: 'DONE',
  RETURNED: 'DONE',
  CANCELLED: 'CANCELLED',
};
export const GROUPS: Partial<Record<DeliveryState, string>> = {
  HANDED_TO_CARRIER: 'SHIPPED',
  IN_TRANSIT: 'SHIPPED',
  STORED_FOR_PICKUP: 'READY_FOR_PICKUP',
  DELIVERED: 'DELIVERED',
  RETURNED: 'RETURNED',
  CANCELLED: 'CANCELLED',
};
