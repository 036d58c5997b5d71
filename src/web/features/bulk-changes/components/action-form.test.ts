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
});
