import { describe, expect, it } from 'vitest';
import { groupExceptions } from './hours-editing';
import { canEndEarly, closeTemporarily, closureDates, endEarly } from './temporary-closure';

describe('temporarily closed', () => {
  it('is one closed exception per day with one reason, shown as one item', () => {
    const dates = closureDates('2026-11-20', '2026-11-30');
    expect(dates).toHaveLength(11);
    const exceptions = closeTemporarily(
      [{ date: '2026-12-24', hours: [], reason: 'Christmas Eve' }],
      dates,
      'Renovation',
    );
    const items = groupExceptions(exceptions);
    expect(items.map((i) => [i.from, i.to, i.items[0]!.reason])).toEqual([
      ['2026-11-20', '2026-11-30', 'Renovation'],
      ['2026-12-24', '2026-12-24', 'Christmas Eve'],
    ]);
  });

  it('until further notice is capped at a year', () => {
    const dates = closureDates('2026-11-23', null);
    expect(dates).toHaveLength(365);
    expect(dates[dates.length - 1]).toBe('2027-11-22');
  });

  it('ends early: the days from today on go, the past stays', () => {
    const exceptions = closeTemporarily([], closureDates('2026-11-20', '2026-11-30'), 'Renovation');
    const [item] = groupExceptions(exceptions);
    expect(canEndEarly(item!, '2026-11-23')).toBe(true);
    expect(canEndEarly(item!, '2026-12-01')).toBe(false);
    const ended = endEarly(exceptions, item!, '2026-11-23');
    expect(ended.map((e) => e.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('is not offered to end a closure that has not begun (issue 29)', () => {
    const exceptions = closeTemporarily([], closureDates('2026-12-01', '2026-12-10'), 'Renovation');
    const [item] = groupExceptions(exceptions);
    expect(canEndEarly(item!, '2026-11-25')).toBe(false);
    expect(canEndEarly(item!, '2026-12-01')).toBe(true);
  });
});
