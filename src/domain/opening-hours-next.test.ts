import { describe, expect, it } from 'vitest';
import { hoursStatus, instantOf } from './opening-hours-next';

const closed = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};
const prague = (
  regular: object,
  exceptions: { date: string; hours: { from: string; to: string }[]; reason?: string }[] = [],
) => ({
  zoneId: 'Europe/Prague',
  openingHours: { regular: { ...closed, ...regular }, exceptions },
});
const weekdays = { from: '08:00', to: '18:00' };
const office = prague({
  monday: [weekdays],
  tuesday: [weekdays],
  wednesday: [weekdays],
  thursday: [weekdays],
  friday: [weekdays],
});

describe('hoursStatus in the place’s zone', () => {
  it('open: closes at 18:00 in 25 minutes (Prague, winter time)', () => {
    // Monday 23 Nov 2026 17:35 in Prague (UTC+1).
    expect(hoursStatus(office, new Date('2026-11-23T16:35:00Z'))).toEqual({
      open: true,
      closes: { date: '2026-11-23', day: 'monday', time: '18:00' },
      minutesLeft: 25,
    });
  });

  it('closed on Friday night: opens Monday 08:00', () => {
    const s = hoursStatus(office, new Date('2026-11-27T19:00:00Z'));
    expect(s).toMatchObject({ open: false, opens: { date: '2026-11-30', day: 'monday', time: '08:00' } });
  });

  it('just before and at midnight: an overnight stretch runs on into the next day', () => {
    const bar = prague({
      friday: [{ from: '22:00', to: '24:00' }],
      saturday: [{ from: '00:00', to: '02:00' }],
    });
    // Friday 27 Nov 23:59 and Saturday 00:00 in Prague.
    for (const at of ['2026-11-27T22:59:00Z', '2026-11-27T23:00:00Z']) {
      expect(hoursStatus(bar, new Date(at))).toMatchObject({
        open: true,
        closes: { date: '2026-11-28', time: '02:00' },
      });
    }
    expect(hoursStatus(bar, new Date('2026-11-28T01:00:00Z')).open).toBe(false);
  });

  it('a day open until 24:00 closes at 24:00 of that day', () => {
    const late = prague({ monday: [{ from: '10:00', to: '24:00' }] });
    expect(hoursStatus(late, new Date('2026-11-23T22:30:00Z'))).toEqual({
      open: true,
      closes: { date: '2026-11-23', day: 'monday', time: '24:00' },
      minutesLeft: 30,
    });
  });

  it('counts real minutes over the spring change (last Sunday of March: 02:00 → 03:00)', () => {
    const night = prague({ sunday: [{ from: '00:00', to: '04:00' }] });
    // Sunday 29 March 2026 01:30 CET = 00:30 UTC; 04:00 CEST = 02:00 UTC: 90 minutes, not 150.
    expect(hoursStatus(night, new Date('2026-03-29T00:30:00Z'))).toMatchObject({
      open: true,
      closes: { date: '2026-03-29', time: '04:00' },
      minutesLeft: 90,
    });
  });

  it('counts real minutes over the autumn change (last Sunday of October: 03:00 → 02:00)', () => {
    const night = prague({ sunday: [{ from: '00:00', to: '04:00' }] });
    // Sunday 25 October 2026 01:30 CEST = 23:30 UTC (Sat); 04:00 CET = 03:00 UTC: 210 minutes.
    expect(hoursStatus(night, new Date('2026-10-24T23:30:00Z'))).toMatchObject({
      open: true,
      minutesLeft: 210,
    });
    // Opening the Monday after the change, from Sunday 12:00 CET.
    expect(hoursStatus(office, new Date('2026-10-25T11:00:00Z'))).toMatchObject({
      open: false,
      opens: { date: '2026-10-26', day: 'monday', time: '08:00' },
      minutesUntil: 20 * 60,
    });
  });

  it('an exception closes the day and gives its reason; 24/7 has no closing; never open has no opening', () => {
    const s = hoursStatus(
      prague({ monday: [weekdays], tuesday: [weekdays] }, [
        { date: '2026-11-23', hours: [], reason: 'Inventory' },
      ]),
      new Date('2026-11-23T09:00:00Z'),
    );
    expect(s).toMatchObject({ open: false, reason: 'Inventory', opens: { day: 'tuesday', time: '08:00' } });
    const allDay = { from: '00:00', to: '24:00' };
    const nonstop = prague(Object.fromEntries(Object.keys(closed).map((d) => [d, [allDay]])));
    expect(hoursStatus(nonstop, new Date('2026-11-23T09:00:00Z'))).toEqual({ open: true });
    expect(hoursStatus(prague({}), new Date('2026-11-23T09:00:00Z'))).toEqual({ open: false });
  });

  it('ignores times the server got wrong instead of failing', () => {
    const broken = prague({ monday: [{ from: 'xx', to: '25:00' }, weekdays] });
    expect(hoursStatus(broken, new Date('2026-11-23T09:00:00Z')).open).toBe(true);
  });

  it('finds the instant of a local time across DST', () => {
    expect(instantOf('2026-03-29', 4 * 60, 'Europe/Prague').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(instantOf('2026-10-25', 4 * 60, 'Europe/Prague').toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(instantOf('2026-07-01', 24 * 60, 'Europe/Prague').toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });
});
