import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import { orderHealth } from './order-health';
import { testOrder, testParcel } from '@/web/testing/test-orders';
import { canPickUp, isFinal, parcelDecision, stillComing } from './parcel-decision';

// Issue 29: one decision per parcel, from which the health line and the reply are both told.

const NOW = new Date('2026-11-25T10:00:00Z');
const ZONE = 'Europe/Prague';

const parcel = testParcel;
const decide = (over: Partial<Parcel>) => parcelDecision(parcel(over), NOW, ZONE);
const order = testOrder;

describe('a parcel decision', () => {
  it('is ready, with its PIN, only while its storage lasts', () => {
    const stored = { state: { delivery: 'STORED_FOR_PICKUP' as const }, pin: '4711' };
    expect(decide({ ...stored, maxStoreDate: '2026-11-27T17:00:00Z' })).toEqual({
      kind: 'ready',
      until: '2026-11-27T17:00:00Z',
      pin: '4711',
    });
    // The demo order …19: stored, its storage over on 2 Nov: it goes back, nobody can pick it up.
    const ended = decide({ ...stored, maxStoreDate: '2026-11-02T01:53:00Z' });
    expect(ended).toEqual({ kind: 'storageEnded', deadline: '2026-11-02T01:53:00Z' });
    expect(canPickUp(ended)).toBe(false);
    expect(stillComing(ended)).toBe(false);
    expect(decide({ state: { delivery: 'EXPIRED' } })).toEqual({ kind: 'storageEnded' });
    expect(
      decide({ state: { delivery: 'IN_TRANSIT', returning: true }, maxStoreDate: '2026-11-02T01:53:00Z' }),
    ).toMatchObject({ kind: 'storageEnded' });
    expect(decide({ state: { delivery: 'IN_TRANSIT', returning: true } })).toEqual({ kind: 'returning' });
  });

  it('is delayed when the carrier says so or when the expected date has passed', () => {
    expect(
      decide({
        state: { delivery: 'IN_TRANSIT' },
        deliveryDetails: { delay: { delayed: true, reason: 'Hub' }, estimatedDeliveryDate: '2026-11-03' },
      }),
    ).toEqual({ kind: 'delayed', stage: 'onItsWay', reason: 'Hub', wasExpected: '2026-11-03' });
    // The demo order …40: expected on 2 Nov, not delivered, no delay flag: still late.
    expect(
      decide({ state: { delivery: 'IN_TRANSIT' }, deliveryDetails: { estimatedDeliveryDate: '2026-11-02' } }),
    ).toEqual({ kind: 'delayed', stage: 'onItsWay', wasExpected: '2026-11-02' });
    expect(
      decide({ state: { delivery: 'IN_TRANSIT' }, deliveryDetails: { estimatedDeliveryDate: '2026-11-25' } }),
    ).toEqual({ kind: 'onItsWay', expected: { kind: 'date', date: '2026-11-25' } });
    expect(
      decide({
        state: { delivery: 'HANDED_TO_CARRIER' },
        deliveryWindow: { from: '2026-11-25T12:00:00Z', to: '2026-11-25T14:00:00Z' },
      }),
    ).toMatchObject({ kind: 'onItsWay', expected: { kind: 'window' } });
    expect(decide({ state: { delivery: 'PICKING' } })).toEqual({ kind: 'preparing' });
  });

  it('is final for delivered, returned, cancelled and lost parcels only', () => {
    for (const delivery of ['DELIVERED', 'RETURNED', 'CANCELLED', 'LOST'] as const)
      expect(isFinal(decide({ state: { delivery } })), delivery).toBe(true);
    for (const delivery of ['STORED_FOR_PICKUP', 'IN_TRANSIT', 'CREATED', 'EXPIRED'] as const)
      expect(isFinal(decide({ state: { delivery } })), delivery).toBe(false);
    expect(decide({})).toEqual({ kind: 'unknown' });
    // A state a newer platform adds (issue 42) is not guessed at.
    expect(decide({ state: { delivery: 'HANDED_TO_DRONE' } })).toEqual({ kind: 'unknown' });
  });
});

describe('the health line told from the decisions', () => {
  const kinds = (o: Order) => orderHealth(o, NOW, ZONE).warnings.map((w) => w.kind);
  const cod = { state: 'UNPAID', method: 'CASH_ON_DELIVERY', service: 'OTHER' } as const;
  const amount = { amount: 1290, currency: 'CZK' };

  it('says a parcel whose storage ended goes back, never that it is ready or that nothing will happen', () => {
    const health = orderHealth(
      order({
        payment: cod,
        cashOnDelivery: amount,
        parcels: [parcel({ state: { delivery: 'STORED_FOR_PICKUP' }, maxStoreDate: '2026-11-02T01:53:00Z' })],
      }),
      NOW,
      ZONE,
    );
    expect(health.phases).toEqual([{ phase: 'storageEnded', count: 1, delayed: 0 }]);
    expect(health.next).toEqual({ kind: 'goingBack' });
    expect(health.warnings.map((w) => w.kind)).toEqual(['storageEnded']);
  });

  it('asks no cash on delivery for a returned parcel', () => {
    expect(
      kinds(
        order({
          payment: cod,
          cashOnDelivery: amount,
          parcels: [parcel({ state: { delivery: 'RETURNED' } })],
        }),
      ),
    ).toEqual([]);
  });

  it('warns of a passed expected date instead of saying nothing needs attention', () => {
    const late = order({
      parcels: [
        parcel({
          state: { delivery: 'IN_TRANSIT' },
          deliveryDetails: { estimatedDeliveryDate: '2026-11-02' },
        }),
      ],
    });
    expect(orderHealth(late, NOW, ZONE).warnings).toEqual([
      { kind: 'late', parcel: 0, wasExpected: '2026-11-02', section: 'parcels', severity: 'warning' },
    ]);
    expect(orderHealth(late, NOW, ZONE).next).toMatchObject({ kind: 'estimatedDelivery', overdue: true });
  });

  it('says nothing more is expected only when every parcel is final, and that no date is known otherwise', () => {
    expect(
      orderHealth(order({ parcels: [parcel({ state: { delivery: 'DELIVERED' } })] }), NOW, ZONE).next,
    ).toBe(undefined);
    expect(
      orderHealth(order({ parcels: [parcel({ state: { delivery: 'CREATED' } })] }), NOW, ZONE).next,
    ).toEqual({
      kind: 'noDate',
    });
    // An order with no parcel yet has everything still ahead of it.
    expect(orderHealth(order({ parcels: [] }), NOW, ZONE).next).toEqual({ kind: 'noDate' });
  });
});
