import { describe, expect, it } from 'vitest';
import {
  collectMessages,
  datesOf,
  describeException,
  formatExceptionDate,
  formatExceptionItem,
  itemMessages,
  saveExceptions,
  withoutDates,
} from './exception-list-model';
import { groupExceptions } from './hours-editing';
import type { ExceptionValue } from './place-form-model';

const closed = (date: string, reason = ''): ExceptionValue => ({ date, hours: [], reason });

describe('how an exception reads', () => {
  it('gives one date with its weekday', () => {
    expect(formatExceptionDate('2026-12-24', 'en-GB')).toBe('Thu, 24 Dec 2026');
    expect(formatExceptionItem({ from: '2026-12-24', to: '2026-12-24' }, 'en-GB')).toBe('Thu, 24 Dec 2026');
  });

  it('shortens a range within a month, and spells out one across months', () => {
    expect(formatExceptionItem({ from: '2026-12-24', to: '2026-12-27' }, 'en-GB')).toBe('24–27 Dec 2026');
    expect(formatExceptionItem({ from: '2026-12-30', to: '2027-01-02' }, 'en-GB')).toMatch(
      /^30 Dec 2026\s–\s2 Jan 2027$/,
    );
  });

  it('lists the hours and the reason, or says it is closed', () => {
    expect(describeException(closed('2026-12-24', 'Christmas'), 'Closed all day')).toBe(
      'Closed all day · Christmas',
    );
    expect(
      describeException(
        {
          date: '2026-12-31',
          hours: [
            { from: '09:00', to: '12:00' },
            { from: '13:00', to: '15:00' },
          ],
          reason: '',
        },
        'Closed all day',
      ),
    ).toBe('09:00–12:00, 13:00–15:00');
  });
});

describe("an item's form errors", () => {
  it('collects every message of a nested error, leaving out the field references', () => {
    const error = {
      hours: [{ from: { message: 'Required', ref: { message: 'not this' } } }],
      message: 'Bad',
    };
    expect(collectMessages(error).sort()).toEqual(['Bad', 'Required']);
    expect(collectMessages(undefined)).toEqual([]);
  });

  it('takes the errors of every date of the item, by their index in the list', () => {
    const list = [closed('2026-12-01'), closed('2026-12-24'), closed('2026-12-25')];
    const [first, christmas] = groupExceptions(list);
    const errors = [undefined, { reason: { message: 'Too long' } }, { message: 'Overlap' }];
    expect(itemMessages(christmas!, list, errors)).toEqual(['Too long', 'Overlap']);
    expect(itemMessages(first!, list, errors)).toEqual([]);
    expect(itemMessages(first!, list, undefined)).toEqual([]);
  });
});

describe('saving and removing', () => {
  const list = [closed('2026-12-24'), closed('2026-12-25'), closed('2026-12-31')];

  it('writes one exception per date, replacing those there, sorted by date', () => {
    const saved = saveExceptions(list, ['2026-12-30', '2026-12-31'], { hours: [], reason: 'Stocktaking' });
    expect(saved.map((e) => [e.date, e.reason])).toEqual([
      ['2026-12-24', ''],
      ['2026-12-25', ''],
      ['2026-12-30', 'Stocktaking'],
      ['2026-12-31', 'Stocktaking'],
    ]);
    expect(list).toHaveLength(3);
  });

  it('drops the dates of the item edited when its range shrinks', () => {
    const [christmas] = groupExceptions(list);
    expect(datesOf(christmas)).toEqual(['2026-12-24', '2026-12-25']);
    const saved = saveExceptions(list, ['2026-12-24'], { hours: [], reason: 'Eve' }, datesOf(christmas));
    expect(saved.map((e) => e.date)).toEqual(['2026-12-24', '2026-12-31']);
  });

  it('removes the dates of an item, and nothing without one', () => {
    expect(withoutDates(list, ['2026-12-24', '2026-12-25']).map((e) => e.date)).toEqual(['2026-12-31']);
    expect(withoutDates(list, datesOf(undefined))).toEqual(list);
  });
});
