import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/orders/order';
import type { PickupPlace } from '@/contract/places';
import { comingDays, exceptionsWhileWaiting, replyPlace, todayState } from './place-now';

const ID = '00000000-0000-4000-8000-000000000001';
const nine = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '18:00' },
];

const place: PickupPlace = {
  id: ID,
  type: 'PARCEL_SHOP',
  carrier: 'PACKETA',
  originPickupPlaceId: 'PACKETA-1004',
  origin: 'CARRIER',
  countryCode: 'CZ',
  zoneId: 'Europe/Prague',
  name: 'Zásilkovna Praha Karlín',
  location: { line1: 'Křižíkova 10', city: 'Praha', zipCode: '186 00' },
  openingHours: {
    regular: {
      monday: nine,
      tuesday: nine,
      wednesday: nine,
      thursday: nine,
      friday: nine,
      saturday: [],
      sunday: [],
    },
    exceptions: [
      { date: '2026-11-20', hours: [], reason: 'Past' },
      { date: '2026-11-25', hours: [], reason: 'Inventura' },
      { date: '2026-12-24', hours: [], reason: 'Štědrý den' },
    ],
  },
} as unknown as PickupPlace;

// Monday 23 November 2026; Prague is UTC+1.
const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);

describe("the place's state today, in its own zone", () => {
  it('open now until the end of the current interval', () => {
    expect(todayState(place, at('10:30'))).toEqual({ kind: 'openNow', closes: '12:00' });
  });

  it('closed over lunch, opening again at 13:00; closed after hours with nothing later', () => {
    expect(todayState(place, at('12:30'))).toEqual({ kind: 'closedNow', opens: '13:00', reason: undefined });
    expect(todayState(place, at('19:00'))).toEqual({
      kind: 'closedNow',
      opens: undefined,
      reason: undefined,
    });
  });

  it('closed all day on an exception, with its reason, and on a closed weekday', () => {
    const wednesday = new Date('2026-11-25T10:00:00+01:00');
    expect(todayState(place, wednesday)).toEqual({ kind: 'closedToday', reason: 'Inventura' });
    expect(todayState(place, new Date('2026-11-28T10:00:00+01:00'))).toEqual({ kind: 'closedToday' });
  });
});

describe('the coming days and the exceptions while a parcel waits', () => {
  it('lists today and the next days with their hours', () => {
    expect(comingDays(place, at('10:00'))).toEqual([
      { date: '2026-11-23', intervals: nine, reason: undefined },
      { date: '2026-11-24', intervals: nine, reason: undefined },
      { date: '2026-11-25', intervals: [], reason: 'Inventura' },
    ]);
  });

  it('keeps the exceptions from today to the last storage deadline', () => {
    const order = {
      parcels: [
        { state: { delivery: 'STORED_FOR_PICKUP' }, maxStoreDate: '2026-11-27T17:00:00Z', timeline: [] },
      ],
    } as unknown as Order;
    expect(exceptionsWhileWaiting(place, order, at('10:00')).map((e) => e.reason)).toEqual(['Inventura']);
    const nothingWaiting = { parcels: [] } as unknown as Order;
    expect(exceptionsWhileWaiting(place, nothingWaiting, at('10:00')).map((e) => e.reason)).toEqual([
      'Inventura',
    ]);
    expect(
      exceptionsWhileWaiting(place, nothingWaiting, new Date('2026-12-20T10:00:00Z')).map((e) => e.reason),
    ).toEqual(['Štědrý den']);
  });

  it('gives the reply the name, one address line and the coming days', () => {
    expect(replyPlace(place, at('10:00'))).toMatchObject({
      name: 'Zásilkovna Praha Karlín',
      address: 'Křižíkova 10, 186 00 Praha',
    });
  });
});

describe('around a DST change and midnight', () => {
  it('lists each calendar date once when it is late in the evening before the clocks go forward or back', () => {
    // Saturday 28 March 2026, 23:30 in Prague: the night is an hour short (old: 28, 30, 31).
    const spring = comingDays(place, new Date('2026-03-28T23:30:00+01:00')).map((d) => d.date);
    expect(spring).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    // Saturday 24 October 2026, 00:30: Sunday is an hour longer (old: 24, 25, 25).
    const autumn = comingDays(place, new Date('2026-10-24T00:30:00+02:00')).map((d) => d.date);
    expect(autumn).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('says when an overnight stretch really closes: after midnight, not at 24:00', () => {
    const late = {
      ...place,
      openingHours: {
        regular: { friday: [{ from: '22:00', to: '24:00' }], saturday: [{ from: '00:00', to: '02:00' }] },
      },
    } as unknown as PickupPlace;
    expect(todayState(late, new Date('2026-11-27T23:00:00+01:00'))).toEqual({
      kind: 'openNow',
      closes: '02:00',
    });
    expect(todayState(late, new Date('2026-11-28T01:00:00+01:00'))).toEqual({
      kind: 'openNow',
      closes: '02:00',
    });
    expect(todayState(late, new Date('2026-11-28T03:00:00+01:00'))).toMatchObject({ kind: 'closedNow' });
  });
});
