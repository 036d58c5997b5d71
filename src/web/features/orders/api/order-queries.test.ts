import { describe, expect, it } from 'vitest';
import { completeOrder } from '@/testing/fixtures/orders';
import { readOrder } from './order-queries';

describe('readOrder', () => {
  it('reads a grown platform’s order as the contract does: null as absent, new values kept', () => {
    const order = readOrder({
      ...completeOrder(),
      cashOnDelivery: null,
      orderState: 'ON_HOLD',
      loyaltyPoints: 12,
    });
    expect(order).not.toHaveProperty('cashOnDelivery', null);
    expect(order.cashOnDelivery).toBeUndefined();
    expect(order.orderState).toBe('ON_HOLD');
    expect(order.loyaltyPoints).toBe(12);
  });

  it('shows an order the contract cannot read as it came', () => {
    const odd = { id: 'not-a-uuid', parcels: [] };
    expect(readOrder(odd)).toBe(odd);
  });
});
