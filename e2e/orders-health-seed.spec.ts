import { expect, test } from '@playwright/test';
import { ORDER_STATES } from '@/contract/enums';
import { buildSeedOrders } from '@/sandbox/store/seed-orders';
import { orderHealth, PHASES } from '@/web/features/orders/lib/order-health';
import { customerReply } from '@/web/features/orders/lib/customer-reply';

// Issue 19: the health rules over every order the sandbox seeds (each OrderState five times),
// without a browser. It lives here because this suite may import both the sandbox's seed and the
// web app's rules; the lint zones keep each of them out of the other's unit tests.

const NOW = new Date('2026-11-23T10:00:00Z');
const orders = buildSeedOrders().map((o) => o.order);

test('every seeded order gets a health line and a reply, whatever its state', () => {
  expect(new Set(orders.map((o) => o.orderState))).toEqual(new Set(ORDER_STATES));
  for (const order of orders) {
    const health = orderHealth(order, NOW, 'Europe/Prague');
    expect(health.total, order.id).toBe(order.parcels.length);
    expect(
      health.phases.reduce((n, p) => n + p.count, 0),
      order.id,
    ).toBe(order.parcels.length);
    for (const p of health.phases) expect(PHASES).toContain(p.phase);
    if (order.parcels.length === 0) expect(health.unknown).toContain('parcels');
    const reply = customerReply({ order, now: NOW, timeZone: 'Europe/Prague', includePin: false });
    expect(reply, order.id).toContain(order.links.trackAndTrace.href);
    expect(reply, order.id).not.toMatch(/undefined|NaN|\[object/);
  }
});

test('the health line never claims what the order contradicts', () => {
  for (const order of orders) {
    const health = orderHealth(order, NOW, 'Europe/Prague');
    const phases = health.phases.map((p) => p.phase);
    // A delivered order has every parcel delivered; a cancelled one asks nobody to pay.
    if (order.orderState === 'DELIVERED') expect(phases, order.id).toEqual(['delivered']);
    if (order.orderState === 'CANCELLED')
      expect(
        health.warnings.map((w) => w.kind),
        order.id,
      ).not.toContain('codToPay');
    // A warning about a parcel names one that exists.
    for (const w of health.warnings)
      if ('parcel' in w) expect(order.parcels[w.parcel], `${order.id} ${w.kind}`).toBeDefined();
    // Storage warnings only for parcels waiting at a place.
    for (const w of health.warnings)
      if (w.kind === 'storageEnds' || w.kind === 'storageEnded')
        expect(order.parcels[w.parcel]!.state?.delivery, order.id).toBe('STORED_FOR_PICKUP');
  }
});
