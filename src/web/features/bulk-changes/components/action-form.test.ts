import { describe, expect, it } from 'vitest';
import { BulkActionSchema } from '@/contract/desk/bulk-actions';
import { actionOf, emptyForm, holidayYear } from './action-form';

describe('the bulk form', () => {
  it('offers the holidays of the year still ahead: this year until October, the next from November', () => {
    expect(holidayYear('2026-01-02')).toBe(2026);
    expect(holidayYear('2026-10-31')).toBe(2026);
    expect(holidayYear('2026-11-25')).toBe(2027);
    expect(emptyForm('2026-12-31').year).toBe('2027');
  });

  it('sets the storage time alone, or with how its days count', () => {
    const form = { ...emptyForm('2026-05-01'), kind: 'storageTime' as const, days: '10' };
    expect(actionOf(form)).toEqual({ kind: 'storageTime', days: 10 });
    const business = actionOf({ ...form, storageType: 'BUSINESS_DAYS' });
    expect(business).toEqual({ kind: 'storageTime', days: 10, type: 'BUSINESS_DAYS' });
    expect(BulkActionSchema.safeParse(business).success).toBe(true);
  });

  it('sends only the days set: Saturday alone leaves the other days out', () => {
    const blank = emptyForm('2026-05-01');
    const form = {
      ...blank,
      kind: 'weeklyHours' as const,
      weekMode: { ...blank.weekMode, saturday: 'hours' as const, sunday: 'closed' as const },
      week: { ...blank.week, saturday: '09:00-12:00', monday: '07:00-19:00' },
    };
    const action = actionOf(form);
    expect(action).toEqual({
      kind: 'weeklyHours',
      days: { saturday: [{ from: '09:00', to: '12:00' }], sunday: [] },
    });
    expect(BulkActionSchema.safeParse(action).success).toBe(true);
    // Hours chosen but not typed: the server names the day rather than closing it.
    const untyped = actionOf({ ...form, week: blank.week });
    expect(BulkActionSchema.safeParse(untyped).error?.issues[0]?.path).toEqual([
      'days',
      'saturday',
      0,
      'from',
    ]);
  });

  it('sets only the fields filled in, trimmed, or removes the note', () => {
    const blank = emptyForm('2026-05-01');
    const fields = { ...blank.fields, phone: ' +420 601 000 111 ', type: 'PARCEL_BOX' as const };
    const form = { ...blank, kind: 'setFields' as const, fields };
    expect(actionOf(form)).toEqual({
      kind: 'setFields',
      fields: { type: 'PARCEL_BOX', phone: '+420 601 000 111' },
    });
    const removed = actionOf({ ...form, fields: { ...blank.fields, note: 'kept?', removeNote: true } });
    expect(removed).toEqual({ kind: 'setFields', fields: { note: null } });
    expect(BulkActionSchema.safeParse(removed).success).toBe(true);
    expect(BulkActionSchema.safeParse(actionOf({ ...form, fields: blank.fields })).success).toBe(false);
  });

  it('names the holidays in each country’s own language unless a language is chosen', () => {
    const form = { ...emptyForm('2026-05-01'), kind: 'publicHolidays' as const };
    expect(actionOf(form)).toEqual({ kind: 'publicHolidays', year: 2026 });
    expect(actionOf({ ...form, language: 'en' })).toEqual({
      kind: 'publicHolidays',
      year: 2026,
      language: 'en',
    });
  });
});
