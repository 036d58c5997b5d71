import { describe, expect, it } from 'vitest';
import { dayCell, osmWeek } from './hours-cells';

describe('opening hours as a file gives them', () => {
  it('reads a day’s cell in the usual forms', () => {
    const split = [
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '18:00' },
    ];
    expect(dayCell('08:00-12:00,13:00-18:00')).toEqual(split);
    expect(dayCell('08:00-12:00 13:00-18:00')).toEqual(split); // the export's form
    expect(dayCell('8.00–12.00; 13:00 - 18:00')).toEqual(split);
    expect(dayCell('')).toEqual([]);
    expect(dayCell('zavřeno')).toEqual([]);
    expect(dayCell('od rána')).toBeNull();
  });

  it('reads a week in the opening_hours syntax, holidays left to the exceptions', () => {
    const week = osmWeek('Mo-Fr 08:00-12:00,13:00-17:00; Sa 09:00-11:00; PH off')!;
    expect(week.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]);
    expect(week.saturday).toEqual([{ from: '09:00', to: '11:00' }]);
    expect(week.sunday).toEqual([]);
    expect(osmWeek('24/7')!.wednesday).toEqual([{ from: '00:00', to: '24:00' }]);
    expect(osmWeek('kdykoli')).toBeNull();
  });
});
