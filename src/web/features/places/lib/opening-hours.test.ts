import { describe, it, expect } from 'vitest';
import { DAYS, DayIntervalsSchema } from '../../../../contract/opening-hours';
import type { OpeningHoursRequest, OpeningHoursResponse } from '../../../../contract/opening-hours';
import {
  PRESETS,
  addInterval,
  closeDay,
  copyDay,
  emptyWeek,
  expandDateRange,
  groupExceptions,
  hoursOn,
  isOpenAt,
  normalizeTypedTime,
  removeInterval,
  setOpen24h,
  sortDay,
  toRegularRequest,
  toWeekHours,
  validateDay,
  weekBarSegments,
} from './opening-hours';
import type { WeekHours } from './opening-hours';

const week = (partial: Partial<WeekHours>): WeekHours => ({ ...emptyWeek(), ...partial });

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

describe('validateDay', () => {
  it('accepts touching intervals and an empty or null day', () => {
    expect(
      validateDay([
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '16:00' },
      ]),
    ).toEqual([]);
    expect(validateDay([])).toEqual([]);
    expect(validateDay(null)).toEqual([]);
    expect(validateDay([{ from: '00:00', to: '24:00' }])).toEqual([]);
  });

  it('reports overlaps on the later-starting interval, in any order', () => {
    expect(
      validateDay([
        { from: '10:00', to: '14:00' },
        { from: '08:00', to: '12:00' },
      ]),
    ).toEqual([{ index: 0, field: 'from', code: 'overlap', other: 2 }]);
    // An interval inside a long one and one after it that still overlaps the long one.
    expect(
      validateDay([
        { from: '08:00', to: '18:00' },
        { from: '09:00', to: '10:00' },
        { from: '11:00', to: '12:00' },
      ]).map((p) => [p.index, p.other]),
    ).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('reports from not before to', () => {
    expect(validateDay([{ from: '12:00', to: '12:00' }])).toEqual([
      { index: 0, field: 'to', code: 'from_not_before_to' },
    ]);
    expect(validateDay([{ from: '13:00', to: '12:00' }])).toEqual([
      { index: 0, field: 'to', code: 'from_not_before_to' },
    ]);
  });

  it('reports invalid times on their field', () => {
    expect(validateDay([{ from: '24:00', to: '24:00' }])).toEqual([
      { index: 0, field: 'from', code: 'invalid_time' },
    ]);
    expect(validateDay([{ from: '8:00', to: '25:00' }])).toEqual([
      { index: 0, field: 'from', code: 'invalid_time' },
      { index: 0, field: 'to', code: 'invalid_time' },
    ]);
    expect(validateDay([{ from: '08:00', to: '' }])).toEqual([
      { index: 0, field: 'to', code: 'invalid_time' },
    ]);
  });

  it('agrees with the contract on validity', () => {
    const days = [
      [
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '16:00' },
      ],
      [
        { from: '08:00', to: '12:00' },
        { from: '11:59', to: '16:00' },
      ],
      [{ from: '12:00', to: '08:00' }],
      [{ from: '08:00', to: '24:00' }],
      [{ from: '08:00', to: '24:01' }],
      [{ from: '7:00', to: '09:00' }],
    ];
    for (const day of days) {
      expect(validateDay(day).length === 0).toBe(DayIntervalsSchema.safeParse(day).success);
    }
  });
});

describe('week editing', () => {
  it('sortDay sorts copies', () => {
    const day = [
      { from: '13:00', to: '17:00' },
      { from: '08:00', to: '12:00' },
    ];
    const sorted = sortDay(day);
    expect(sorted.map((i) => i.from)).toEqual(['08:00', '13:00']);
    expect(day[0]!.from).toBe('13:00');
    expect(sorted[1]).not.toBe(day[0]);
  });

  it('copyDay copies to the weekdays without mutating the source, as independent copies', () => {
    const source = week({
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    });
    const snapshot = structuredClone(source);
    const next = copyDay(source, 'monday', ['tuesday', 'wednesday', 'thursday', 'friday']);
    expect(source).toEqual(snapshot);
    for (const d of ['tuesday', 'wednesday', 'thursday', 'friday'] as const)
      expect(next[d]).toEqual(source.monday);
    expect(next.saturday).toEqual([]);
    expect(next.sunday).toEqual([]);
    next.tuesday[0]!.from = '09:00';
    next.wednesday.push({ from: '18:00', to: '19:00' });
    expect(next.monday[0]!.from).toBe('08:00');
    expect(next.thursday[0]!.from).toBe('08:00');
    expect(next.wednesday).toHaveLength(3);
    expect(next.thursday).toHaveLength(2);
    expect(source.monday).toHaveLength(2);
    expect(source.monday[0]!.from).toBe('08:00');
  });

  it('setOpen24h, closeDay and removeInterval return new weeks', () => {
    const source = week({
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    });
    const snapshot = structuredClone(source);
    expect(setOpen24h(source, 'sunday').sunday).toEqual([{ from: '00:00', to: '24:00' }]);
    expect(closeDay(source, 'monday').monday).toEqual([]);
    expect(removeInterval(source, 'monday', 0).monday).toEqual([{ from: '13:00', to: '17:00' }]);
    expect(removeInterval(source, 'monday', 5).monday).toEqual(source.monday);
    expect(source).toEqual(snapshot);
  });

  it('addInterval defaults', () => {
    expect(addInterval(emptyWeek(), 'monday').monday).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(addInterval(week({ monday: [{ from: '08:00', to: '12:00' }] }), 'monday').monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]);
    expect(addInterval(week({ friday: [{ from: '08:00', to: '21:00' }] }), 'friday').friday[1]).toEqual({
      from: '22:00',
      to: '24:00',
    });
    expect(addInterval(week({ friday: [{ from: '08:00', to: '23:30' }] }), 'friday').friday[1]).toEqual({
      from: '23:30',
      to: '24:00',
    });
    expect(
      addInterval(
        week({
          friday: [
            { from: '08:00', to: '12:00' },
            { from: '13:00', to: '24:00' },
          ],
        }),
        'friday',
      ).friday[2],
    ).toEqual({ from: '00:00', to: '08:00' });
  });

  it('addInterval never produces an invalid day', () => {
    let w = emptyWeek();
    for (let k = 0; k < 30; k++) {
      w = addInterval(w, 'tuesday');
      expect(validateDay(w.tuesday)).toEqual([]);
      expect(DayIntervalsSchema.safeParse(w.tuesday).success).toBe(true);
    }
  });

  it('addInterval with no room returns the week unchanged', () => {
    const full = setOpen24h(emptyWeek(), 'monday');
    expect(addInterval(full, 'monday')).toBe(full);
    const twoHalves = week({
      monday: [
        { from: '00:00', to: '12:00' },
        { from: '12:00', to: '24:00' },
      ],
    });
    expect(addInterval(twoHalves, 'monday')).toBe(twoHalves);
  });
});

describe('PRESETS', () => {
  it('has the five ids', () => {
    expect(PRESETS.map((p) => p.id)).toEqual([
      'weekdays-8-18',
      'weekdays-lunch',
      'nonstop',
      'weekdays-8-18-sat',
      'closed',
    ]);
  });

  it('produce valid weeks', () => {
    for (const preset of PRESETS) {
      const w = preset.apply();
      for (const d of DAYS) {
        expect(DayIntervalsSchema.safeParse(w[d]).success).toBe(true);
        expect(validateDay(w[d])).toEqual([]);
      }
    }
  });

  it('produce the described hours, fresh each time', () => {
    const byId = Object.fromEntries(PRESETS.map((p) => [p.id, p.apply()]));
    expect(byId['weekdays-8-18']!.friday).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(byId['weekdays-8-18']!.saturday).toEqual([]);
    expect(byId['weekdays-lunch']!.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]);
    expect(byId['nonstop']!.sunday).toEqual([{ from: '00:00', to: '24:00' }]);
    expect(byId['weekdays-8-18-sat']!.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(byId['weekdays-8-18-sat']!.sunday).toEqual([]);
    expect(byId['weekdays-8-18-sat']!.wednesday).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(DAYS.every((d) => byId['closed']![d].length === 0)).toBe(true);
    const preset = PRESETS[0]!;
    const a = preset.apply();
    a.monday.push({ from: '19:00', to: '20:00' });
    expect(preset.apply().monday).toHaveLength(1);
  });
});

describe('conversions', () => {
  it('toWeekHours fills null and missing days with []', () => {
    const w = toWeekHours({ monday: [{ from: '08:00', to: '12:00' }], tuesday: null });
    expect(w.monday).toEqual([{ from: '08:00', to: '12:00' }]);
    expect(w.tuesday).toEqual([]);
    expect(w.sunday).toEqual([]);
    expect(Object.keys(w)).toEqual([...DAYS]);
    expect(toWeekHours(undefined)).toEqual(emptyWeek());
  });

  it('toRegularRequest sorts intervals and keeps closed days as []', () => {
    const regular: OpeningHoursRequest['regular'] = toRegularRequest(
      week({
        monday: [
          { from: '13:00', to: '17:00' },
          { from: '08:00', to: '12:00' },
        ],
      }),
    );
    expect(regular.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]);
    expect(regular.sunday).toEqual([]);
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
