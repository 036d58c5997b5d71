import { describe, expect, it } from 'vitest';
import { addHolidays, holidaysClosed } from './holiday-exceptions';

const holidays = [
  { date: '2026-12-24', name: 'Štědrý den' },
  { date: '2026-12-25', name: '1. svátek vánoční' },
];

describe('holidays as exceptions', () => {
  it('adds holidays as closed days named after them, keeping exceptions already there', () => {
    const own = { date: '2026-12-24', hours: [{ from: '08:00', to: '12:00' }], reason: 'Short day' };
    expect(addHolidays([own], holidays)).toEqual([
      own,
      { date: '2026-12-25', hours: [], reason: '1. svátek vánoční' },
    ]);
  });

  it('says PH off only when every holiday is closed', () => {
    expect(holidaysClosed(addHolidays([], holidays), holidays)).toBe(true);
    expect(holidaysClosed(addHolidays([], holidays.slice(1)), holidays)).toBe(false);
    expect(holidaysClosed([], [])).toBe(false);
  });
});
