import { describe, expect, it } from 'vitest';
import { weekSummary } from './week-summary';

const office = [{ from: '08:00', to: '17:00' }];
const week = {
  monday: office,
  tuesday: office,
  wednesday: office,
  thursday: office,
  friday: office,
  saturday: [{ from: '09:00', to: '12:00' }],
};

describe('a week in words', () => {
  it('groups the days with the same hours, in English', () => {
    expect(weekSummary(week, 'en', 'closed')).toBe('Mon–Fri 08:00–17:00 · Sat 09:00–12:00 · Sun closed');
  });

  it('speaks Czech with Czech day names, not the text form’s Mo-Fr', () => {
    expect(weekSummary(week, 'cs', 'zavřeno')).toBe('po–pá 08:00–17:00 · so 09:00–12:00 · ne zavřeno');
  });

  it('lists a split day and a closed week', () => {
    const split = {
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    };
    expect(weekSummary(split, 'en', 'closed')).toBe('Mon 08:00–12:00, 13:00–17:00 · Tue–Sun closed');
    expect(weekSummary({}, 'en', 'closed')).toBe('Mon–Sun closed');
  });
});
