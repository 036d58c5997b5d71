import { describe, expect, it } from 'vitest';
import { previewDays } from './hours-preview';

const weekday = [{ from: '08:00', to: '18:00' }];
const place = {
  zoneId: 'Europe/Prague',
  openingHours: {
    regular: {
      monday: weekday,
      friday: [...weekday, { from: '22:00', to: '24:00' }],
      saturday: [{ from: '00:00', to: '02:00' }],
    },
    exceptions: [{ date: '2026-11-30', hours: [], reason: 'Inventory' }],
  },
};

describe('the 14-day preview', () => {
  it('lists 14 days from today in the place’s zone, marks today, exceptions and holidays', () => {
    // 23:30 UTC on Sunday is already Monday 23 Nov in Prague.
    const days = previewDays(place, new Date('2026-11-22T23:30:00Z'), [
      { date: '2026-11-24', name: 'Test day' },
    ]);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-11-23', day: 'monday', today: true, hours: weekday });
    expect(days[1]).toMatchObject({ date: '2026-11-24', hours: [], holiday: 'Test day' });
    expect(days[7]).toMatchObject({ date: '2026-11-30', hours: [], exception: { reason: 'Inventory' } });
  });

  it('shows a night past midnight once, on its evening', () => {
    const days = previewDays(place, new Date('2026-11-23T09:00:00Z'));
    expect(days[4]).toMatchObject({ day: 'friday', hours: [weekday[0], { from: '22:00', to: '02:00' }] });
    expect(days[5]).toMatchObject({ day: 'saturday', hours: [] });
  });
});
