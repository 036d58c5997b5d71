import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/orders/order';
import type { TimelineRecord } from '@/contract/orders/timeline';
import { dateIn, orderHealth, parcelPhase, STORAGE_WARNING_DAYS } from './order-health';
import { testOrder, testParcel } from '@/web/testing/test-orders';

const NOW = new Date('2026-11-23T10:00:00Z');
const ZONE = 'Europe/Prague';

const parcel = testParcel;
const order = testOrder;

const email = (emailId: string, event: string): TimelineRecord => ({
  type: 'COMMUNICATION',
  additionalParams: { shippingEmail: { emailId, recipient: 'jana@example.cz', event: event as never } },
});

const kinds = (o: Order) => orderHealth(o, NOW, ZONE).warnings.map((w) => w.kind);

describe('parcel phases', () => {
  it('groups the delivery states as a customer would tell them', () => {
    expect(parcelPhase(parcel({ state: { delivery: 'PICKING' } }), NOW, ZONE)).toBe('preparing');
    expect(parcelPhase(parcel({ state: { delivery: 'HANDED_TO_CARRIER' } }), NOW, ZONE)).toBe('inTransit');
    expect(parcelPhase(parcel({ state: { delivery: 'STORED_FOR_PICKUP' } }), NOW, ZONE)).toBe(
      'readyForPickup',
    );
    expect(parcelPhase(parcel({ state: { delivery: 'IN_TRANSIT', returning: true } }), NOW, ZONE)).toBe(
      'returning',
    );
    expect(parcelPhase(parcel({ state: { delivery: 'RETURNED', returning: true } }), NOW, ZONE)).toBe(
      'returned',
    );
    expect(parcelPhase(parcel({}), NOW, ZONE)).toBe('unknown');
  });

  it('counts parcels per phase, the most urgent first, with the delayed ones', () => {
    const health = orderHealth(
      order({
        parcels: [
          parcel({
            state: { delivery: 'IN_TRANSIT' },
            deliveryDetails: { delay: { delayed: true, reason: 'Hub' } },
          }),
          parcel({ state: { delivery: 'STORED_FOR_PICKUP' } }),
        ],
      }),
      NOW,
      ZONE,
    );
    expect(health.total).toBe(2);
    expect(health.phases).toEqual([
      { phase: 'readyForPickup', count: 1, delayed: 0 },
      { phase: 'inTransit', count: 1, delayed: 1 },
    ]);
    expect(health.warnings[0]).toMatchObject({
      kind: 'delayed',
      parcel: 0,
      reason: 'Hub',
      section: 'parcels',
    });
  });
});

describe('what is unknown is said, not guessed', () => {
  it('an order without parcels, and a parcel without a state', () => {
    expect(orderHealth(order(), NOW, ZONE)).toMatchObject({ total: 0, phases: [], unknown: ['parcels'] });
    expect(orderHealth(order({ parcels: [parcel()] }), NOW, ZONE).unknown).toEqual(['parcelState']);
  });

  it('an unknown time zone counts in UTC instead of failing', () => {
    expect(dateIn(NOW, 'Mars/Olympus')).toBe('2026-11-23');
  });
});

describe('storage deadline', () => {
  const stored = (maxStoreDate: string) =>
    order({ parcels: [parcel({ state: { delivery: 'STORED_FOR_PICKUP' }, maxStoreDate })] });

  it(`warns when it ends within ${STORAGE_WARNING_DAYS} days, counted in the place's zone`, () => {
    // 23:30 UTC on the 25th is already the 26th in Prague: three days away there.
    const health = orderHealth(stored('2026-11-25T23:30:00Z'), NOW, ZONE);
    expect(health.warnings).toEqual([expect.objectContaining({ kind: 'storageEnds', days: 3 })]);
    expect(orderHealth(stored('2026-11-25T23:30:00Z'), NOW, 'UTC').warnings[0]).toMatchObject({ days: 2 });
    expect(health.next).toEqual({ kind: 'pickupBy', parcel: 0, at: '2026-11-25T23:30:00Z' });
  });

  it('today is day 0; further away is no warning; passed is an error', () => {
    expect(orderHealth(stored('2026-11-23T18:00:00Z'), NOW, ZONE).warnings[0]).toMatchObject({ days: 0 });
    expect(kinds(stored('2026-12-10T18:00:00Z'))).toEqual([]);
    expect(orderHealth(stored('2026-11-22T18:00:00Z'), NOW, ZONE).warnings[0]).toMatchObject({
      kind: 'storageEnded',
      severity: 'error',
    });
  });
});

describe('the next event', () => {
  it('is the soonest of delivery windows, estimated dates and pickup deadlines', () => {
    const health = orderHealth(
      order({
        parcels: [
          parcel({
            state: { delivery: 'IN_TRANSIT' },
            deliveryDetails: { estimatedDeliveryDate: '2026-11-27' },
          }),
          parcel({
            state: { delivery: 'IN_TRANSIT' },
            deliveryWindow: { from: '2026-11-24T08:00:00Z', to: '2026-11-24T12:00:00Z' },
          }),
        ],
      }),
      NOW,
      ZONE,
    );
    expect(health.next).toEqual({
      kind: 'deliveryWindow',
      parcel: 1,
      from: '2026-11-24T08:00:00Z',
      to: '2026-11-24T12:00:00Z',
    });
  });

  it('is none for delivered parcels and past windows fall back to the estimated date', () => {
    expect(
      orderHealth(order({ parcels: [parcel({ state: { delivery: 'DELIVERED' } })] }), NOW, ZONE).next,
    ).toBe(undefined);
    const late = parcel({
      state: { delivery: 'IN_TRANSIT' },
      deliveryWindow: { from: '2026-11-20T08:00:00Z', to: '2026-11-20T12:00:00Z' },
      deliveryDetails: { estimatedDeliveryDate: '2026-11-26' },
    });
    expect(orderHealth(order({ parcels: [late] }), NOW, ZONE).next).toMatchObject({
      kind: 'estimatedDelivery',
      overdue: false,
    });
    const overdue = parcel({
      state: { delivery: 'IN_TRANSIT' },
      deliveryDetails: { estimatedDeliveryDate: '2026-11-22' },
    });
    expect(orderHealth(order({ parcels: [overdue] }), NOW, ZONE).next).toMatchObject({ overdue: true });
  });
});

describe('warnings', () => {
  it('a returning or lost parcel, and tracking that has stopped', () => {
    expect(
      kinds(order({ parcels: [parcel({ state: { delivery: 'IN_TRANSIT', returning: true } })] })),
    ).toEqual(['returning']);
    expect(kinds(order({ parcels: [parcel({ state: { delivery: 'LOST' } })] }))).toEqual(['lost']);
    expect(
      kinds(
        order({
          parcels: [parcel({ state: { delivery: 'IN_TRANSIT', trackingState: 'INVALID_CREDENTIALS' } })],
        }),
      ),
    ).toEqual(['trackingStopped']);
    // A delay of a parcel already delivered needs nothing.
    expect(
      kinds(
        order({
          parcels: [
            parcel({ state: { delivery: 'DELIVERED' }, deliveryDetails: { delay: { delayed: true } } }),
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('cash on delivery still to pay, a transfer awaited, nothing when paid or cancelled', () => {
    const cod = { state: 'UNPAID', method: 'CASH_ON_DELIVERY', service: 'OTHER' } as const;
    const amount = { amount: 1290, currency: 'CZK' };
    expect(orderHealth(order({ payment: cod, cashOnDelivery: amount }), NOW, ZONE).warnings).toEqual([
      { kind: 'codToPay', amount, at: 'pickup', section: 'payment', severity: 'info' },
    ]);
    expect(kinds(order({ payment: { ...cod, method: 'BANK_TRANSFER' } }))).toEqual(['paymentAwaited']);
    expect(kinds(order({ payment: { ...cod, state: 'PAID' }, cashOnDelivery: amount }))).toEqual([]);
    expect(kinds(order({ orderState: 'CANCELLED', payment: cod, cashOnDelivery: amount }))).toEqual([]);
  });

  it('an e-mail that bounced, one never opened, none for one read', () => {
    const timeline = [
      email('a', 'EMAIL_SENT'),
      email('a', 'EMAIL_BOUNCED'),
      email('b', 'EMAIL_DELIVERED'),
      email('c', 'EMAIL_DELIVERED'),
      email('c', 'EMAIL_OPENED'),
      email('d', 'EMAIL_SENT'),
    ];
    expect(orderHealth(order({ parcels: [parcel({ timeline })] }), NOW, ZONE).warnings).toEqual([
      expect.objectContaining({ kind: 'emailFailed', event: 'EMAIL_BOUNCED', recipient: 'jana@example.cz' }),
      expect.objectContaining({ kind: 'emailNotOpened', section: 'timeline', count: 2 }),
    ]);
  });

  it('a snooze that has run out; errors come before warnings and notes', () => {
    const o = order({
      snooze: { snoozed: true, until: '2026-11-22T00:00:00Z' },
      parcels: [
        parcel({ state: { delivery: 'IN_TRANSIT', returning: true } }),
        parcel({ state: { delivery: 'LOST' } }),
      ],
    });
    expect(kinds(o)).toEqual(['lost', 'returning', 'snoozeOver']);
    expect(kinds(order({ snooze: { snoozed: true, until: '2026-11-30T00:00:00Z' } }))).toEqual([]);
  });
});
