import { describe, it, expect } from 'vitest';
import { DAYS, type Day, type Interval } from '@/contract/opening-hours';
import { formatDate, normalizeTypedTime, weekBarSegments } from './hours-format';

type WeekHours = Record<Day, Interval[]>;
const week = (partial: Partial<WeekHours>): WeekHours => ({
  ...(Object.fromEntries(DAYS.map((d) => [d, []])) as unknown as WeekHours),
  ...partial,
});

describe('normalizeTypedTime', () => {
  it.each([
    ['8', '08:00'],
    ['08', '08:00'],
    ['830', '08:30'],
    ['0830', '08:30'],
    ['8:30', '08:30'],
    ['8.30', '08:30'],
    ['17', '17:00'],
    ['1730', '17:30'],
    ['24', '24:00'],
    ['24:00', '24:00'],
    [' 9 ', '09:00'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeTypedTime(input)).toBe(expected);
  });

  it.each(['25', '8:60', '', 'abc', '12345', '24:30', '2401', '8:5', '-8', '   '])('%j → null', (input) => {
    expect(normalizeTypedTime(input)).toBeNull();
  });
});

describe('weekBarSegments', () => {
  it('gives percentages of the day', () => {
    const segments = weekBarSegments(
      week({ monday: [{ from: '08:00', to: '12:00' }], tuesday: [{ from: '00:00', to: '24:00' }] }),
    );
    expect(segments.monday).toHaveLength(1);
    expect(segments.monday[0]!.startPct).toBeCloseTo(33.333, 3);
    expect(segments.monday[0]!.endPct).toBeCloseTo(50, 6);
    expect(segments.tuesday).toEqual([{ startPct: 0, endPct: 100 }]);
    expect(segments.sunday).toEqual([]);
  });

  it('sorts and skips invalid intervals', () => {
    const segments = weekBarSegments(
      week({
        monday: [
          { from: '18:00', to: '24:00' },
          { from: '12:00', to: '06:00' },
          { from: '06:00', to: '12:00' },
        ],
      }),
    );
    expect(segments.monday).toEqual([
      { startPct: 25, endPct: 50 },
      { startPct: 75, endPct: 100 },
    ]);
  });
});

describe('formatDate', () => {
  it('writes a date as people read it, in English and in Czech', () => {
    expect(formatDate('2026-12-24', 'en')).toBe('24 Dec 2026');
    expect(formatDate('2026-12-24', 'cs')).toMatch(/^24\. ?12\. ?2026$|^24\. pro 2026$/);
  });
});
