import { describe, expect, it } from 'vitest';
import { addHolidays, holidaysClosed, replaceTextDates } from './holiday-exceptions';

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

describe('the dates of an hours text (issue 29)', () => {
  const christmas = { date: '2026-12-24', hours: [] };
  const shortDay = { date: '2026-12-31', hours: [{ from: '08:00', to: '12:00' }] };

  it('takes away what a replaced text added and adds what the new one says', () => {
    const first = replaceTextDates([], [], [christmas]).exceptions;
    expect(first).toEqual([{ ...christmas, reason: '' }]);
    expect(replaceTextDates(first, [christmas], [shortDay]).exceptions).toEqual([
      { ...shortDay, reason: '' },
    ]);
    expect(replaceTextDates(first, [christmas], []).exceptions).toEqual([]);
  });

  it('keeps an exception the user has made their own since, and one the text did not add', () => {
    const edited = { ...christmas, reason: 'Inventory' };
    const own = { date: '2027-01-02', hours: [], reason: '' };
    expect(replaceTextDates([edited, own], [christmas], []).exceptions).toEqual([edited, own]);
    const otherHours = { date: '2026-12-24', hours: [{ from: '08:00', to: '10:00' }], reason: '' };
    expect(replaceTextDates([otherHours], [christmas], []).exceptions).toEqual([otherHours]);
  });

  it('names the holidays PH off closes, and takes them away with the text that closed them (issue 29)', () => {
    const phOff = replaceTextDates([], [], [christmas, { date: '2026-12-25', hours: [] }], holidays);
    expect(phOff.exceptions).toEqual([
      { date: '2026-12-24', hours: [], reason: 'Štědrý den' },
      { date: '2026-12-25', hours: [], reason: '1. svátek vánoční' },
    ]);
    // The user then types a text without PH off: the holidays it closed go with it.
    expect(replaceTextDates(phOff.exceptions, phOff.added, [], holidays).exceptions).toEqual([]);
  });

  it('does not take away a holiday the user had closed before the text said so', () => {
    const own = { date: '2026-12-24', hours: [], reason: 'Štědrý den' };
    const typed = replaceTextDates([own], [], [christmas], holidays);
    expect(typed.added).toEqual([]);
    expect(replaceTextDates(typed.exceptions, typed.added, [], holidays).exceptions).toEqual([own]);
  });
});
