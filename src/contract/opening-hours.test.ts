import { describe, expect, it } from 'vitest';
import { formatPath } from '@/domain/words/messages';
import { DayIntervalsSchema, OpeningHoursRequestSchema, sortIntervals, toMinutes } from './opening-hours';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  expect(result.success).toBe(false);
  return result.error!.issues[0]!;
};

describe('opening hours', () => {
  it('accepts a normal week with a lunch break, closed days as null or missing, and 24:00 as end', () => {
    const result = OpeningHoursRequestSchema.safeParse({
      regular: {
        monday: [
          { from: '08:00', to: '12:00' },
          { from: '13:00', to: '17:00' },
        ],
        tuesday: null,
        sunday: [{ from: '00:00', to: '24:00' }],
      },
      exceptions: [{ date: '2026-12-24', hours: [], reason: 'Christmas Eve' }],
    });
    expect(result.success).toBe(true);
  });

  it.each(['8:00', '24:00', '12:60', '0800', ''])('rejects %j as a start time', (from) => {
    const issue = firstIssue(DayIntervalsSchema.safeParse([{ from, to: '18:00' }]));
    expect(formatPath(issue.path)).toBe('[0].from');
    expect(issue.message).toMatch(/HH:mm/);
  });

  it('rejects an interval whose from is not before its to, on the `to` field', () => {
    const issue = firstIssue(
      OpeningHoursRequestSchema.safeParse({ regular: { friday: [{ from: '18:00', to: '18:00' }] } }),
    );
    expect(formatPath(issue.path)).toBe('regular.friday[0].to');
    expect(issue.message).toBe('`from` must be before `to`');
  });

  it('rejects overlapping intervals of a day, naming the later one, whatever their order', () => {
    const issue = firstIssue(
      DayIntervalsSchema.safeParse([
        { from: '13:00', to: '17:00' },
        { from: '08:00', to: '13:30' },
      ]),
    );
    expect(issue.path).toEqual([0]);
    expect(issue.message).toBe('overlaps interval 2 of the same day');
  });

  it('marks every interval inside a long one, not only the first (three intervals, two overlaps)', () => {
    const result = DayIntervalsSchema.safeParse([
      { from: '08:00', to: '18:00' },
      { from: '09:00', to: '10:00' },
      { from: '11:00', to: '12:00' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [[1], 'overlaps interval 1 of the same day'],
      [[2], 'overlaps interval 1 of the same day'],
    ]);
  });

  it('lets intervals touch without overlapping', () => {
    expect(
      DayIntervalsSchema.safeParse([
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '16:00' },
      ]).success,
    ).toBe(true);
  });

  it('rejects two exceptions for one date and a malformed date', () => {
    const duplicate = firstIssue(
      OpeningHoursRequestSchema.safeParse({
        regular: {},
        exceptions: [{ date: '2026-12-24' }, { date: '2026-12-24', hours: [] }],
      }),
    );
    expect(formatPath(duplicate.path)).toBe('exceptions[1].date');
    const malformed = firstIssue(
      OpeningHoursRequestSchema.safeParse({ regular: {}, exceptions: [{ date: '24.12.2026' }] }),
    );
    expect(formatPath(malformed.path)).toBe('exceptions[0].date');
  });

  it('requires `regular` and rejects unknown day names', () => {
    expect(formatPath(firstIssue(OpeningHoursRequestSchema.safeParse({})).path)).toBe('regular');
    const unknown = firstIssue(OpeningHoursRequestSchema.safeParse({ regular: { mondey: [] } }));
    expect(unknown.message).toMatch(/mondey/);
  });

  it('sorts intervals by start and converts times to minutes', () => {
    expect(
      sortIntervals([
        { from: '13:00', to: '17:00' },
        { from: '08:00', to: '12:00' },
      ]).map((i) => i.from),
    ).toEqual(['08:00', '13:00']);
    expect(sortIntervals(null)).toEqual([]);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toMinutes('08:30')).toBe(510);
  });
});
