// Which demo orders the sandbox seeds (spec 001, 2.1-2.3): one plan per order, with its state,
// country, destination and payment; seed-orders.ts builds each order from its plan.

import { ORDER_STATES } from '@/contract/enums';
import type { DestinationType } from '@/contract/places';
import type { OrderState } from '@/contract/orders/states';
import type { ShippingEmail } from '@/contract/orders/timeline';
import type { Country } from './seed-data-cz';
import { nth } from './seed-random';

/** The moment the demo data describes: every order's times are drawn backwards from it. */
export const SEED_BASE_DATE = '2026-11-01T08:00:00Z';
export const BASE = Date.parse(SEED_BASE_DATE);

/** The documented values only: the seed writes these (grown data adds others: seed-grown.ts). */
export type DestType = DestinationType;
export type WorkflowState = NonNullable<ShippingEmail['state']>;
export type PayKind = 'CARD' | 'COD' | 'BANK';
export interface Plan {
  accountId: 'demo' | 'other';
  id: string;
  orderNumber: string;
  state: OrderState;
  country: Country;
  dest: DestType;
  pay: PayKind;
  showcase?: boolean;
  special?: 'MALFUNCTION' | 'SUSPENDED';
}

const DESTS: readonly DestType[] = ['PARCEL_SHOP', 'HOUSE_ADDRESS', 'PARCEL_BOX'];
const PAYS: readonly PayKind[] = ['CARD', 'COD', 'BANK', 'CARD', 'COD'];
const OTHER_PLANS: readonly (readonly [OrderState, Country, DestType, PayKind])[] = [
  ['DELIVERED', 'SK', 'HOUSE_ADDRESS', 'CARD'],
  ['IN_TRANSIT', 'CZ', 'PARCEL_SHOP', 'COD'],
  ['CREATED', 'CZ', 'PARCEL_BOX', 'BANK'],
];

/**
 * 40 orders of account 'demo' (every OrderState five times; the state, destination and payment
 * cycles have coprime lengths, so they combine in many ways) and 3 of account 'other'.
 */
export function seedPlans(): Plan[] {
  const demo: Plan[] = Array.from({ length: 40 }, (_, k) => {
    const i = k + 1;
    return {
      accountId: 'demo',
      id: `cccccccc-cccc-4ccc-8ccc-cccccccccc${String(i).padStart(2, '0')}`,
      orderNumber: `2026${String(1000 + i)}`,
      state: nth(ORDER_STATES, i + 2),
      country: i % 4 === 3 ? 'SK' : 'CZ',
      dest: nth(DESTS, i + 2),
      pay: i === 1 ? 'CARD' : nth(PAYS, i),
      showcase: i === 1,
      special: i === 16 ? 'MALFUNCTION' : i === 32 ? 'SUSPENDED' : undefined,
    };
  });
  const other: Plan[] = OTHER_PLANS.map(([state, country, dest, pay], k) => ({
    accountId: 'other',
    id: `dddddddd-dddd-4ddd-8ddd-dddddddddd${String(k + 1).padStart(2, '0')}`,
    orderNumber: `B-2026-${String(k + 101).padStart(5, '0')}`,
    state,
    country,
    dest,
    pay,
  }));
  return [...demo, ...other];
}

/** The demo place the showcase order is sent to: a Packeta parcel shop, like its carrier. */
export const SHOWCASE_PLACE_NAME = 'Zásilkovna Praha Karlín';
