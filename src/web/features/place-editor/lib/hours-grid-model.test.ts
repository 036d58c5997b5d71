import { describe, expect, it } from 'vitest';
import { splitOvernight } from '@/domain/hours-text/overnight';
import { PRESETS, emptyWeek, setOpen24h, type WeekHours } from './hours-editing';
import {
  dayFieldProblems,
  overnightOf,
  presetNeedsConfirm,
  setIntervalTime,
  toggleDay,
  weekdaysBesides,
} from './hours-grid-model';

const week = (partial: Partial<WeekHours>): WeekHours => ({ ...emptyWeek(), ...partial });
const preset = (id: string) => PRESETS.find((p) => p.id === id)!;
const upper = (message: string | undefined) => message?.toUpperCase();

describe('setIntervalTime', () => {
  it('replaces one time of one interval, leaving the rest and the input alone', () => {
    const before = week({
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    });
    const after = setIntervalTime(before, 'monday', 1, 'to', '18');
    expect(after.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '18' },
    ]);
    expect(before.monday[1]!.to).toBe('17:00');
    expect(after.tuesday).toBe(before.tuesday);
  });
});

describe('presetNeedsConfirm', () => {
  it('applies at once on an empty week or one that already is the preset', () => {
    expect(presetNeedsConfirm(emptyWeek(), preset('nonstop'))).toBe(false);
    expect(presetNeedsConfirm(preset('weekdays-lunch').apply(), preset('weekdays-lunch'))).toBe(false);
  });

  it('asks first when it would overwrite hours already entered', () => {
    const entered = week({ friday: [{ from: '10:00', to: '11:00' }] });
    expect(presetNeedsConfirm(entered, preset('weekdays-8-18'))).toBe(true);
    expect(presetNeedsConfirm(entered, preset('closed'))).toBe(true);
  });
});

describe('the copy menu', () => {
  it('"Weekdays" ticks Monday to Friday but the day copied', () => {
    expect(weekdaysBesides('wednesday')).toEqual(['monday', 'tuesday', 'thursday', 'friday']);
    expect(weekdaysBesides('sunday')).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });

  it('ticks and unticks a day', () => {
    expect(toggleDay(['monday'], 'friday')).toEqual(['monday', 'friday']);
    expect(toggleDay(['monday', 'friday'], 'monday')).toEqual(['friday']);
  });
});

describe('dayFieldProblems (the overlap and time marks of a day)', () => {
  it('puts each message on its field, an interval-wide one (an overlap) on its opening time', () => {
    const errors = [undefined, { message: 'overlap' }, { to: { message: 'late' } }];
    const { problems, dayMessage } = dayFieldProblems('monday', 3, errors, upper);
    expect(problems).toEqual([
      { id: 'place-regular-monday-1-from', field: 'from', index: 1, text: 'OVERLAP' },
      { id: 'place-regular-monday-2-to', field: 'to', index: 2, text: 'LATE' },
    ]);
    expect(dayMessage).toBeUndefined();
  });

  it("prefers a field's own message over the interval's", () => {
    const errors = [{ message: 'overlap', from: { message: 'invalid' } }];
    expect(dayFieldProblems('sunday', 1, errors, upper).problems).toEqual([
      { id: 'place-regular-sunday-0-from', field: 'from', index: 0, text: 'INVALID' },
    ]);
  });

  it('gives the day-wide message apart, from the day or its root', () => {
    expect(dayFieldProblems('friday', 0, Object.assign([], { message: 'too many' }), upper).dayMessage).toBe(
      'TOO MANY',
    );
    expect(
      dayFieldProblems('friday', 0, Object.assign([], { root: { message: 'root' } }), upper).dayMessage,
    ).toBe('ROOT');
  });

  it('ignores errors of intervals that are gone, and has nothing to say without errors', () => {
    expect(dayFieldProblems('monday', 1, [undefined, { message: 'overlap' }], upper).problems).toEqual([]);
    expect(dayFieldProblems('monday', 2, undefined, upper)).toEqual({ problems: [], dayMessage: undefined });
  });
});

describe('overnightOf', () => {
  it('sees Friday 22:00–24:00 + Saturday 00:00–02:00 as one night, and Sunday into Monday', () => {
    const week = {
      ...emptyWeek(),
      friday: [{ from: '22:00', to: '24:00' }],
      saturday: [{ from: '00:00', to: '02:00' }],
    };
    expect(overnightOf(week, 'friday')).toEqual({ from: '22:00', to: '02:00', next: 'saturday' });
    expect(overnightOf(week, 'saturday')).toBeNull();
    const sunday = {
      ...emptyWeek(),
      sunday: [{ from: '20:00', to: '24:00' }],
      monday: [{ from: '00:00', to: '01:00' }],
    };
    expect(overnightOf(sunday, 'sunday')).toEqual({ from: '20:00', to: '01:00', next: 'monday' });
    expect(overnightOf(setOpen24h(setOpen24h(emptyWeek(), 'monday'), 'tuesday'), 'monday')).toBeNull();
  });

  it('sees no night in a long day and a morning that runs past the hour it opened (issue 28)', () => {
    const week = {
      ...emptyWeek(),
      friday: [{ from: '08:00', to: '24:00' }],
      saturday: [{ from: '00:00', to: '10:00' }],
    };
    expect(overnightOf(week, 'friday')).toBeNull();
  });
});

describe('an interval that closes before it opens (issue 29)', () => {
  const friday = (from: string, to: string) => ({ ...emptyWeek(), friday: [{ from, to }] });

  it('is a night past midnight: the day until 24:00, the next day from 00:00', () => {
    const week = splitOvernight(friday('22:00', '02:00'), 'friday', 0);
    expect(week.friday).toEqual([{ from: '22:00', to: '24:00' }]);
    expect(week.saturday).toEqual([{ from: '00:00', to: '02:00' }]);
    expect(overnightOf(week, 'friday')).toEqual({ from: '22:00', to: '02:00', next: 'saturday' });
  });

  it('stretches the next day’s early interval, wraps Sunday into Monday, and ends 22:00–00:00 at 24:00', () => {
    const week = { ...friday('22:00', '03:00'), saturday: [{ from: '00:00', to: '01:00' }] };
    expect(splitOvernight(week, 'friday', 0).saturday).toEqual([{ from: '00:00', to: '03:00' }]);
    const sunday = { ...emptyWeek(), sunday: [{ from: '20:00', to: '01:30' }] };
    expect(splitOvernight(sunday, 'sunday', 0).monday).toEqual([{ from: '00:00', to: '01:30' }]);
    const midnight = splitOvernight(friday('22:00', '00:00'), 'friday', 0);
    expect(midnight.friday).toEqual([{ from: '22:00', to: '24:00' }]);
    expect(midnight.saturday).toEqual([]);
  });

  it('leaves valid and half-typed intervals as they are', () => {
    const valid = friday('08:00', '17:00');
    expect(splitOvernight(valid, 'friday', 0)).toBe(valid);
    const typing = friday('22:00', '2');
    expect(splitOvernight(typing, 'friday', 0)).toBe(typing);
  });
});
