import { describe, it, expect } from 'vitest';
import type { OpeningHoursResponse } from '@/contract/opening-hours';
import { hoursOn, isOpenAt, todayIn } from './hours-status';

describe('isOpenAt', () => {
  const closed = {
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
    sunday: null,
  };
  const place = (
    zoneId: string,
    regular: Partial<OpeningHoursResponse['regular']>,
    exceptions: OpeningHoursResponse['exceptions'] = [],
  ): { openingHours: OpeningHoursResponse; zoneId: string } => ({
    zoneId,
    openingHours: { regular: { ...closed, ...regular }, exceptions },
  });
  const mondays = { monday: [{ from: '08:00', to: '18:00' }] };

  it('evaluates in Prague', () => {
    const prague = place('Europe/Prague', mondays);
    expect(isOpenAt(prague, new Date('2026-11-23T07:30:00Z'))).toEqual({ open: true });
    expect(isOpenAt(prague, new Date('2026-11-23T17:30:00Z'))).toEqual({ open: false });
  });

  it('gives a different answer for the same instants in New York', () => {
    const newYork = place('America/New_York', mondays);
    // 02:30 and 12:30 on Monday in New York.
    expect(isOpenAt(newYork, new Date('2026-11-23T07:30:00Z')).open).toBe(false);
    expect(isOpenAt(newYork, new Date('2026-11-23T17:30:00Z')).open).toBe(true);
  });

  it('an exception overrides the regular day', () => {
    const prague = place('Europe/Prague', mondays, [{ date: '2026-11-23', hours: [], reason: 'Inventory' }]);
    expect(isOpenAt(prague, new Date('2026-11-23T07:30:00Z'))).toEqual({ open: false, reason: 'Inventory' });
    // A week later the regular hours apply again.
    expect(isOpenAt(prague, new Date('2026-11-30T07:30:00Z'))).toEqual({ open: true });
    // An exception may also open a closed day.
    const sunday = place('Europe/Prague', {}, [
      { date: '2026-11-22', hours: [{ from: '10:00', to: '12:00' }] },
    ]);
    expect(isOpenAt(sunday, new Date('2026-11-22T10:00:00Z')).open).toBe(true);
    expect(isOpenAt(sunday, new Date('2026-11-22T11:00:00Z')).open).toBe(false);
  });

  it('a 24:00 end is open at 23:59 local, and from is inclusive, to exclusive', () => {
    const p = place('Europe/Prague', { monday: [{ from: '18:00', to: '24:00' }] });
    expect(isOpenAt(p, new Date('2026-11-23T22:59:00Z')).open).toBe(true); // 23:59 Monday
    expect(isOpenAt(p, new Date('2026-11-23T23:00:00Z')).open).toBe(false); // 00:00 Tuesday
    expect(isOpenAt(p, new Date('2026-11-23T17:00:00Z')).open).toBe(true); // 18:00
    expect(isOpenAt(p, new Date('2026-11-23T16:59:00Z')).open).toBe(false); // 17:59
  });

  it('handles the spring DST change in Prague', () => {
    const p = place('Europe/Prague', { sunday: [{ from: '03:00', to: '04:00' }] });
    expect(isOpenAt(p, new Date('2026-03-29T01:30:00Z')).open).toBe(true); // 03:30 CEST
    expect(isOpenAt(p, new Date('2026-03-29T00:30:00Z')).open).toBe(false); // 01:30 CET
  });

  it('handles the autumn DST change in Prague (02:30 happens twice)', () => {
    const p = place('Europe/Prague', { sunday: [{ from: '02:00', to: '03:00' }] });
    expect(isOpenAt(p, new Date('2026-10-25T00:30:00Z')).open).toBe(true); // 02:30 CEST
    expect(isOpenAt(p, new Date('2026-10-25T01:30:00Z')).open).toBe(true); // 02:30 CET
    expect(isOpenAt(p, new Date('2026-10-25T02:30:00Z')).open).toBe(false); // 03:30 CET
  });

  it('uses the local date and weekday around midnight', () => {
    const p = place('Europe/Prague', { monday: [{ from: '00:00', to: '01:00' }], sunday: [] }, []);
    // 23:30 UTC on Sunday is 00:30 on Monday in Prague.
    expect(isOpenAt(p, new Date('2026-11-22T23:30:00Z')).open).toBe(true);
    const withException = place('Europe/Prague', { monday: [{ from: '00:00', to: '01:00' }] }, [
      { date: '2026-11-23', hours: [] },
    ]);
    expect(isOpenAt(withException, new Date('2026-11-22T23:30:00Z')).open).toBe(false);
    expect(
      isOpenAt(place('UTC', { monday: [{ from: '00:00', to: '01:00' }] }), new Date('2026-11-22T23:30:00Z'))
        .open,
    ).toBe(false);
  });
});

describe('hoursOn', () => {
  const place = {
    zoneId: 'America/New_York',
    openingHours: {
      regular: { monday: [{ from: '08:00', to: '18:00' }], sunday: null },
      exceptions: [{ date: '2026-12-24', hours: [{ from: '08:00', to: '12:00' }], reason: 'Christmas Eve' }],
    },
  };

  it("gives the regular hours of the place's local day", () => {
    // 03:00 UTC on Tuesday is still Monday evening in New York.
    expect(hoursOn(place, new Date('2026-11-24T03:00:00Z'))).toEqual({
      hours: [{ from: '08:00', to: '18:00' }],
    });
    expect(hoursOn(place, new Date('2026-11-22T15:00:00Z'))).toEqual({ hours: [] });
  });

  it('lets an exception replace the day, with its reason', () => {
    const today = hoursOn(place, new Date('2026-12-24T15:00:00Z'));
    expect(today.hours).toEqual([{ from: '08:00', to: '12:00' }]);
    expect(today.exception?.reason).toBe('Christmas Eve');
  });
});

describe('todayIn', () => {
  it("gives the date in the place's zone, and never throws on a zone it does not know", () => {
    const at = new Date('2026-11-24T03:00:00Z');
    expect(todayIn('America/New_York', at)).toBe('2026-11-23');
    expect(todayIn('Europe/Prague', at)).toBe('2026-11-24');
    expect(todayIn('Not/AZone', at)).toBe('2026-11-24');
    expect(todayIn(undefined, at)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
