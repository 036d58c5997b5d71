import { describe, expect, it } from 'vitest';
import { addDays, isClosedOn, isOpenAtLocal, localTime, weekdayOf } from './opening-hours-status';

const closed = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};
const place = {
  zoneId: 'Europe/Prague',
  openingHours: {
    regular: {
      ...closed,
      monday: [{ from: '08:00', to: '18:00' }],
      sunday: [{ from: '00:00', to: '24:00' }],
    },
    exceptions: [{ date: '2026-11-30', hours: [] }],
  },
};

describe('opening hours in the place’s zone', () => {
  it('reads the local date, weekday and time of an instant, and takes an unknown zone as UTC', () => {
    expect(localTime(new Date('2026-11-23T07:30:00Z'), 'Europe/Prague')).toEqual({
      date: '2026-11-23',
      day: 'monday',
      minutes: 8 * 60 + 30,
    });
    expect(localTime(new Date('2026-11-23T23:30:00Z'), 'Europe/Prague').day).toBe('tuesday');
    expect(localTime(new Date('2026-11-23T07:30:00Z'), 'Mars/Olympus').minutes).toBe(7 * 60 + 30);
  });

  it('is open from `from` up to, not including, `to`; 24:00 is midnight', () => {
    const at = (iso: string) => isOpenAtLocal(place, localTime(new Date(iso), place.zoneId));
    expect(at('2026-11-23T07:00:00Z')).toBe(true); // 08:00 in Prague
    expect(at('2026-11-23T17:00:00Z')).toBe(false); // 18:00
    expect(at('2026-11-29T22:59:00Z')).toBe(true); // Sunday 23:59
    expect(at('2026-11-30T08:00:00Z')).toBe(false); // a Monday closed by an exception
  });

  it('is closed on a date by an exception or by its weekday', () => {
    expect(isClosedOn(place, '2026-11-23')).toBe(false);
    expect(isClosedOn(place, '2026-11-24')).toBe(true);
    expect(isClosedOn(place, '2026-11-30')).toBe(true);
  });

  it('counts calendar days', () => {
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
