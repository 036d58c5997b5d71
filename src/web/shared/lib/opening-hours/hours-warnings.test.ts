import { describe, expect, it } from 'vitest';
import { calendarWarnings, weekWarnings } from './hours-warnings';

const i = (from: string, to: string) => ({ from, to });

describe('warnings before saving', () => {
  it('finds overlapping and touching intervals and days shorter than 30 minutes', () => {
    expect(
      weekWarnings({
        monday: [i('08:00', '12:00'), i('11:00', '13:00')],
        tuesday: [i('08:00', '12:00'), i('12:00', '16:00')],
        wednesday: [i('08:00', '08:15')],
        thursday: [i('08:00', '18:00')],
      }),
    ).toEqual([
      { code: 'overlap', day: 'monday', at: '11:00' },
      { code: 'touch', day: 'tuesday', at: '12:00' },
      { code: 'short', day: 'wednesday', minutes: 15 },
    ]);
  });

  it('does not call the morning end of an overnight interval short, nor warn about invalid times', () => {
    expect(weekWarnings({ friday: [i('22:00', '24:00')], saturday: [i('00:00', '00:15')] })).toEqual([]);
    expect(weekWarnings({ monday: [i('xx', '12:00'), i('25:00', '26:00')] })).toEqual([]);
  });

  it('names past exceptions and holidays left open though the place closes on Sundays', () => {
    const holidays = [
      { date: '2026-12-24', name: 'Christmas Eve' }, // Thursday
      { date: '2026-12-26', name: 'St Stephen' }, // Saturday: closed anyway
      { date: '2026-12-25', name: 'Christmas Day' }, // Friday, closed by an exception
    ];
    const week = { thursday: [i('08:00', '18:00')], friday: [i('08:00', '18:00')] };
    const exceptions = [{ date: '2026-11-02' }, { date: '2026-12-25', hours: [] }];
    expect(calendarWarnings(week, exceptions, '2026-11-23', holidays)).toEqual([
      { code: 'past_exception', date: '2026-11-02' },
      { code: 'holidays_open', holidays: [{ date: '2026-12-24', name: 'Christmas Eve' }] },
    ]);
    // Open on Sundays too: holidays open are no surprise.
    expect(calendarWarnings({ ...week, sunday: [i('10:00', '12:00')] }, [], '2026-11-23', holidays)).toEqual(
      [],
    );
  });
});
