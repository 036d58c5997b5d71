import { expect, test } from 'vitest';
import { ORDER_STATES } from '@/contract/enums';
import { buildSeedOrders } from '@/sandbox/store/seed-orders';
import { orderHealth, PHASES } from '@/web/features/orders/lib/order-health';
import type { Parcel } from '@/contract/orders/parcels';
import { customerReply, replyLanguage } from '@/web/features/orders/lib/customer-reply';

// Issue 19: the health rules over every order the sandbox seeds (each OrderState five times). A
// test of two parts agreeing, so it sits with the wiring that knows both (as known-messages-sync
// does for the BFF and the sandbox): a test here may read the web's order rules, which are plain
// functions of the contract's types (eslint.config.js), and nothing else of the web app.

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
    // Storage warnings only for parcels that were waiting at a place.
    for (const w of health.warnings)
      if (w.kind === 'storageEnds' || w.kind === 'storageEnded')
        expect(order.parcels[w.parcel]!.state?.delivery, order.id).toMatch(/^(STORED_FOR_PICKUP|EXPIRED)$/);
  }
});

// Issue 29: every seeded order's reply and health line checked against its parcels' own states
// (read here from the raw fields, not from the decision they are told from), at the seed's base
// date, the day the issue was filed, and a month later, in the order's language and in English.
const ZONE = 'Europe/Prague';
const NOWS = [
  new Date('2026-11-01T08:00:00Z'),
  new Date('2026-11-25T10:00:00Z'),
  new Date('2026-12-25T10:00:00Z'),
];
const READY = { cs: 'připraveno k vyzvednutí', sk: 'pripravené na vyzdvihnutie', en: 'ready for pickup' };
const COD = { cs: /Dobírka/, sk: /Dobierka/, en: /Cash on delivery/ };
const DELAY = { cs: 'se zpožděním', sk: 's oneskorením', en: 'delayed' };
const ENDED = { cs: 'úložní doba skončila', sk: 'úložná doba skončila', en: 'storage ended' };

test('every seeded order: the reply and the health line agree with its parcels', () => {
  let readyReplies = 0;
  for (const now of NOWS)
    for (const order of orders) {
      const at = `${order.id} at ${now.toISOString()}`;
      const language = order.billingDetails?.language === 'sk' ? 'sk' : 'cs';
      expect(order.billingDetails?.language, at).toMatch(/^(cs|sk)$/);
      const reply = customerReply({ order, now, timeZone: ZONE, includePin: true });
      const parcels = order.parcels;
      const open = (p: Parcel) =>
        !['DELIVERED', 'RETURNED', 'CANCELLED', 'LOST'].includes(p.state?.delivery ?? '');
      const waiting = parcels.filter(
        (p) =>
          p.state?.delivery === 'STORED_FOR_PICKUP' &&
          !p.state.returning &&
          (!p.maxStoreDate || Date.parse(p.maxStoreDate) > now.getTime()),
      );
      const ended = parcels.filter(
        (p) =>
          (p.state?.delivery === 'STORED_FOR_PICKUP' || p.state?.returning) &&
          p.maxStoreDate &&
          Date.parse(p.maxStoreDate) <= now.getTime() &&
          p.state?.delivery !== 'RETURNED',
      );
      const coming = parcels.filter(
        (p) => open(p) && !p.state?.returning && !ended.includes(p) && p.state?.delivery !== 'EXPIRED',
      );
      const late = coming.filter(
        (p) =>
          p.state?.delivery !== 'STORED_FOR_PICKUP' &&
          (p.deliveryDetails?.delay?.delayed ||
            (p.deliveryDetails?.estimatedDeliveryDate ?? '9999') < now.toISOString().slice(0, 10)),
      );
      const written = order.billingDetails?.language === 'sk' ? 'sk' : 'cs';
      expect(replyLanguage(order), at).toBe(written);

      // Ready for pickup, with a PIN, only for a parcel that can be picked up now.
      expect(reply.includes(READY[language]), at).toBe(waiting.length > 0);
      const pins = waiting.map((p) => p.pin).filter(Boolean);
      expect(reply.includes('PIN'), at).toBe(pins.length > 0);
      for (const p of parcels)
        if (p.pin && !waiting.includes(p))
          expect(reply, `${at}: PIN of a parcel not waiting`).not.toContain(p.pin);
      if (waiting.length) readyReplies += 1;
      // A storage that ended is said, never hidden behind "ready".
      expect(reply.includes(ENDED[language]), at).toBe(ended.some((p) => p.maxStoreDate));
      // Cash on delivery only while something can still be paid for.
      const codDue =
        order.payment?.method === 'CASH_ON_DELIVERY' &&
        order.payment.state !== 'PAID' &&
        order.orderState !== 'CANCELLED' &&
        coming.length > 0;
      expect(COD[language].test(reply), at).toBe(codDue);
      // A delay the order carries (the carrier's flag or a date gone by) is told.
      expect(reply.includes(DELAY[language]), at).toBe(late.length > 0);
      for (const p of late)
        if (p.deliveryDetails?.delay?.reason) expect(reply, at).toContain(p.deliveryDetails.delay.reason);
      expect(reply, at).not.toMatch(/\d{4}-\d{2}-\d{2}|undefined|NaN|\[object/);

      // The health line: phases, what comes next and the warnings say the same.
      const health = orderHealth(order, now, ZONE);
      const phases = health.phases.map((p) => p.phase);
      expect(phases.includes('readyForPickup'), at).toBe(waiting.length > 0);
      expect(
        health.warnings.some((w) => w.kind === 'codToPay'),
        at,
      ).toBe(codDue);
      if (late.length)
        expect(health.warnings.length, `${at}: a late parcel needs attention`).toBeGreaterThan(0);
      // "Nothing more is expected to happen" only when nothing is open.
      if (health.next === undefined) expect(parcels.filter(open), at).toEqual([]);
      for (const w of health.warnings)
        if (w.kind === 'storageEnded') expect(health.next?.kind, at).not.toBe(undefined);
    }
  expect(readyReplies, 'some order has a parcel waiting at the seed date').toBeGreaterThan(0);
});
