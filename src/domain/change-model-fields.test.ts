import { describe, expect, it } from 'vitest';
import { BulkActionSchema, JobActionSchema, type JobAction } from '@/contract/desk/bulk-actions';
import { samplePlace } from '@/testing/fixtures/places';
import { applyAction, planChange } from './change-model';
import { editableOf } from './place-fields';
import { describeChanges } from './words/change-text';

// Issue 45: a bulk change touches only what the user touched: the days of a week it names, the
// fields it sets; and the whole-week shape that jobs stored before still parses and runs as it did.

const values = editableOf(samplePlace());
const saturday = [{ from: '09:00', to: '12:00' }];
const described = (action: JobAction) => {
  const plan = planChange(action, values);
  if (plan.kind !== 'change') throw new Error(`expected a change, got ${plan.kind}`);
  return describeChanges(plan.changes);
};

describe('weekly hours of some days', () => {
  it('changes only the days it names, keeping each place’s other days and exceptions', () => {
    expect(described({ kind: 'weeklyHours', days: { saturday } })).toEqual(['Sat closed → 09:00–12:00']);
    const next = applyAction({ kind: 'weeklyHours', days: { saturday, monday: null } }, values);
    if (next === 'delete') throw new Error('not a delete');
    expect(next.openingHours?.regular).toMatchObject({
      monday: [],
      tuesday: [{ from: '08:00', to: '18:00' }],
      saturday,
      sunday: [],
    });
    expect(next.openingHours?.exceptions).toEqual(values.openingHours?.exceptions);
  });

  it('skips a place whose named days hold the hours already', () => {
    expect(
      planChange({ kind: 'weeklyHours', days: { monday: [{ from: '08:00', to: '18:00' }] } }, values),
    ).toEqual({ kind: 'unchanged' });
  });

  it('still runs a stored whole week as before: a day left out is closed', () => {
    const stored = JobActionSchema.parse(
      JSON.parse('{"kind":"weeklyHours","regular":{"saturday":[{"from":"09:00","to":"12:00"}]}}'),
    );
    expect(described(stored)).toEqual([
      'Mon 08:00–18:00 → closed',
      'Tue 08:00–18:00 → closed',
      'Wed 08:00–18:00 → closed',
      'Thu 08:00–18:00 → closed',
      'Fri 08:00–18:00 → closed',
      'Sat closed → 09:00–12:00',
    ]);
  });

  it('refuses both shapes at once, neither, and a map of no day', () => {
    const issues = (action: unknown) => {
      const r = BulkActionSchema.safeParse(action);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues({ kind: 'weeklyHours', days: { saturday }, regular: {} })[0]?.[0]).toBe('days');
    expect(issues({ kind: 'weeklyHours' })[0]?.[0]).toBe('days');
    expect(issues({ kind: 'weeklyHours', days: {} })).toEqual([['days', 'names no day to change']]);
    expect(issues({ kind: 'weeklyHours', days: { caturday: [] } })[0]?.[0]).toBe('days');
  });
});

describe('setting fields', () => {
  it('sets the fields it names and no other', () => {
    expect(
      described({ kind: 'setFields', fields: { phone: '+420 777 000 111', type: 'PARCEL_BOX' } }),
    ).toEqual(['Type: Parcel shop → Parcel box', 'Phone: +420 222 333 444 → +420 777 000 111']);
  });

  it('removes a note with an empty one, and finds nothing to do the second time', () => {
    const noted = editableOf(samplePlace({ note: 'Back door' }));
    const plan = planChange({ kind: 'setFields', fields: { note: '' } }, noted);
    expect(plan).toMatchObject({
      kind: 'change',
      changes: [{ field: 'note', before: 'Back door', after: null }],
    });
    expect(planChange({ kind: 'setFields', fields: { note: '' } }, values)).toEqual({ kind: 'unchanged' });
  });

  it('checks each field as the editor does, and wants one at least', () => {
    const first = (fields: unknown) => {
      const r = BulkActionSchema.safeParse({ kind: 'setFields', fields });
      return r.success ? undefined : r.error.issues[0]?.path.join('.');
    };
    expect(first({})).toBe('fields');
    expect(first({ phone: 'call me' })).toBe('fields.phone');
    expect(first({ email: 'nobody' })).toBe('fields.email');
    expect(first({ name: 'All the same' })).toBe('fields');
    expect(first({ note: 'x'.repeat(2001) })).toBe('fields.note');
    expect(first({ email: 'a@example.com' })).toBeUndefined();
  });
});

describe('pins from addresses (issue 46)', () => {
  it('sets the found pin to 7 decimals and keeps the address, said as the pin', () => {
    const found = { latitude: 50.087512345678, longitude: 14.42139 };
    const lines = described({ kind: 'placePins', found });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Address: (.+) · [\d.]+, [\d.]+ → \1 · 50\.0875123, 14\.42139$/);
    const next = applyAction({ kind: 'placePins', found }, values);
    if (next === 'delete') throw new Error('not a delete');
    expect({ ...next.location, gps: undefined }).toEqual({ ...values.location, gps: undefined });
  });

  it('changes nothing without a found pin, and takes none from the browser', () => {
    expect(planChange({ kind: 'placePins' }, values)).toEqual({ kind: 'unchanged' });
    expect(
      BulkActionSchema.safeParse({ kind: 'placePins', found: { latitude: 1, longitude: 2 } }).success,
    ).toBe(false);
    expect(JobActionSchema.parse({ kind: 'placePins' })).toEqual({ kind: 'placePins' });
  });
});
