import type { Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import { minimalOrder } from '@/testing/fixtures/orders';

// The smallest parcel and order the orders feature's tests build on (test data only: no screen
// imports it, a lint zone).

const ID = '00000000-0000-4000-8000-000000000001';

export const testParcel = (over: Partial<Parcel> = {}): Parcel => ({
  id: ID,
  orderId: ID,
  timeline: [],
  products: [],
  tags: [],
  ...over,
});

export const testOrder = (over: Partial<Order> = {}): Order =>
  minimalOrder({
    id: ID,
    orderState: 'IN_TRANSIT',
    marketId: ID,
    eshopId: ID,
    links: { trackAndTrace: { href: 'https://track.example/1' } },
    ...over,
  });
