import { describe, it, expect } from 'vitest';
import { DAYS, DayIntervalsSchema } from '@/contract/opening-hours';
import type { OpeningHoursRequest } from '@/contract/opening-hours';
import {
  PRESETS,
  addInterval,
  closeDay,
  copyDay,
  dayProblems,
  emptyWeek,
  removeInterval,
  setOpen24h,
  sortDay,
  toRegularRequest,
  toWeekHours,
} from './hours-editing';
import type { WeekHours } from './hours-editing';

const week = (partial: Partial<WeekHours>): WeekHours => ({ ...emptyWeek(), ...partial });

describe("dayProblems (the contract's DayIntervalsSchema, on the fields to mark)", () => {
  it('accepts touching intervals and an empty or null day', () => {
    expect(
      dayProblems([
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '16:00' },
      ]),
    ).toEqual([]);
    expect(dayProblems([])).toEqual([]);
    expect(dayProblems(null)).toEqual([]);
    expect(dayProblems([{ from: '00:00', to: '24:00' }])).toEqual([]);
  });

  it('reports an overlap on the later-starting interval, in any order', () => {
    expect(
      dayProblems([
        { from: '10:00', to: '14:00' },
        { from: '08:00', to: '12:00' },
      ]),
    ).toEqual([{ index: 0, field: 'from', message: { key: 'overlap', params: { other: 2 } } }]);
  });

  it('reports from not before to on `to`', () => {
    for (const from of ['12:00', '13:00'])
      expect(dayProblems([{ from, to: '12:00' }])).toEqual([
        { index: 0, field: 'to', message: { key: 'closesBeforeOpens' } },
      ]);
  });

  it('reports invalid and missing times on their field', () => {
    expect(dayProblems([{ from: '24:00', to: '24:00' }])).toEqual([
      { index: 0, field: 'from', message: { key: 'time' } },
    ]);
    expect(dayProblems([{ from: '8:00', to: '25:00' }])).toEqual([
      { index: 0, field: 'from', message: { key: 'time' } },
      { index: 0, field: 'to', message: { key: 'endTime' } },
    ]);
    expect(dayProblems([{ from: '08:00', to: '' }])).toEqual([
      { index: 0, field: 'to', message: { key: 'required' } },
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
      expect(dayProblems(day).length === 0).toBe(DayIntervalsSchema.safeParse(day).success);
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
