import { describe, it, expect } from 'vitest';
import { expandDateRange, groupExceptions } from './hours-editing';

// The exception helpers of the hours editor: date ranges and grouping exceptions for display.

describe('expandDateRange', () => {
  it('lists the dates inclusive', () => {
    expect(expandDateRange('2026-12-24', '2026-12-26')).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
    expect(expandDateRange('2026-12-24', '2026-12-24')).toEqual(['2026-12-24']);
  });

  it('crosses month and year boundaries', () => {
    expect(expandDateRange('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(expandDateRange('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('is empty when reversed or invalid, and capped at 366 days', () => {
    expect(expandDateRange('2026-12-26', '2026-12-24')).toEqual([]);
    expect(expandDateRange('2026-02-30', '2026-03-02')).toEqual([]);
    expect(expandDateRange('x', '2026-03-02')).toEqual([]);
    const long = expandDateRange('2026-01-01', '2030-01-01');
    expect(long).toHaveLength(366);
    expect(long[0]).toBe('2026-01-01');
    expect(long.at(-1)).toBe('2027-01-01');
  });
});

describe('groupExceptions', () => {
  const closed = (date: string, reason = 'Inventory') => ({ date, hours: [], reason });
  it('shows a four-day closure as one group, from its first to its last date', () => {
    const groups = groupExceptions([
      closed('2026-12-26'),
      closed('2026-12-24'),
      closed('2026-12-27'),
      closed('2026-12-25'),
    ]);
    expect(groups.map((g) => [g.from, g.to, g.items.length])).toEqual([['2026-12-24', '2026-12-27', 4]]);
  });

  it('splits at a gap, a different reason or different hours; hours in another order are the same', () => {
    const groups = groupExceptions([
      closed('2026-12-24'),
      closed('2026-12-25'),
      closed('2026-12-27'), // a gap
      closed('2026-12-28', 'Holiday'), // another reason
      {
        date: '2026-12-29',
        hours: [
          { from: '08:00', to: '12:00' },
          { from: '13:00', to: '15:00' },
        ],
        reason: 'Holiday',
      },
      {
        date: '2026-12-30',
        hours: [
          { from: '13:00', to: '15:00' },
          { from: '08:00', to: '12:00' },
        ],
        reason: 'Holiday ',
      },
    ]);
    expect(groups.map((g) => `${g.from}..${g.to}`)).toEqual([
      '2026-12-24..2026-12-25',
      '2026-12-27..2026-12-27',
      '2026-12-28..2026-12-28',
      '2026-12-29..2026-12-30',
    ]);
  });

  it('runs across the end of a month and a year', () => {
    const groups = groupExceptions([
      closed('2026-12-31'),
      closed('2027-01-01'),
      closed('2027-02-28'),
      closed('2027-03-01'),
    ]);
    expect(groups.map((g) => `${g.from}..${g.to}`)).toEqual([
      '2026-12-31..2027-01-01',
      '2027-02-28..2027-03-01',
    ]);
  });
});
