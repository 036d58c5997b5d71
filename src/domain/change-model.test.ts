import { describe, expect, it } from 'vitest';
import { BulkActionSchema, type JobAction } from '@/contract/desk/bulk-actions';
import { JobCreateSchema } from '@/contract/desk/bulk-jobs';
import type { FieldChange } from '@/contract/desk/place-fields';
import { PickupPlaceUpdateSchema } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { planChange } from './change-model';
import { editableOf, patchOf } from './place-fields';
import { describeChanges } from './words/change-text';

const values = editableOf(samplePlace());
const plan = (action: JobAction, restoring?: FieldChange[]) => planChange(action, values, restoring);
const changesOf = (action: JobAction) => {
  const p = plan(action);
  if (p.kind !== 'change') throw new Error(`expected a change, got ${p.kind}`);
  return p.changes;
};
const week = (hours: { from: string; to: string }[]) => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
});

describe('the change model', () => {
  it('applies a weekly template and says it day by day', () => {
    const changes = changesOf({ kind: 'weeklyHours', regular: week([{ from: '07:00', to: '19:00' }]) });
    expect(changes.map((c) => c.field)).toEqual(['openingHours']);
    expect(describeChanges(changes)).toEqual([
      'Mon 08:00–18:00 → 07:00–19:00',
      'Tue 08:00–18:00 → 07:00–19:00',
      'Wed 08:00–18:00 → 07:00–19:00',
      'Thu 08:00–18:00 → 07:00–19:00',
      'Fri 08:00–18:00 → 07:00–19:00',
    ]);
    // the exceptions stay, and the PATCH body is one the contract accepts
    const patch = patchOf(changes, 'after');
    expect(patch.openingHours?.exceptions).toEqual([{ date: '2026-12-25', hours: [], reason: 'Christmas' }]);
    expect(PickupPlaceUpdateSchema.safeParse(patch).success).toBe(true);
  });

  it('skips a place that already holds the result (null, empty and a missing day are all closed)', () => {
    expect(plan({ kind: 'weeklyHours', regular: week([{ from: '08:00', to: '18:00' }]) })).toEqual({
      kind: 'unchanged',
    });
  });

  it('closes a range with a reason as one line, replacing what those dates had', () => {
    const action: JobAction = {
      kind: 'closeTemporarily',
      from: '2026-12-24',
      to: '2026-12-26',
      reason: 'Inventory',
    };
    const changes = changesOf(action);
    expect(describeChanges(changes)).toEqual([
      '+ 2026-12-24 closed (Inventory)',
      '+ 2026-12-26 closed (Inventory)',
      '2026-12-25 closed (Christmas) → closed (Inventory)',
    ]);
    const after = editableOf(samplePlace());
    after.openingHours = changes[0]!.after as never;
    expect(planChange(action, after)).toEqual({ kind: 'unchanged' }); // applying twice = once
  });

  it('reopening removes exactly the closed days of that range and reason', () => {
    const place = samplePlace();
    place.openingHours.exceptions = [
      { date: '2026-07-01', hours: [], reason: 'Inventory' },
      { date: '2026-07-02', hours: [], reason: 'Inventory' },
      { date: '2026-07-03', hours: [], reason: 'Holiday' },
      { date: '2026-07-04', hours: [{ from: '09:00', to: '12:00' }], reason: 'Inventory' },
      { date: '2026-08-01', hours: [], reason: 'Inventory' },
    ];
    const p = planChange(
      { kind: 'reopen', from: '2026-07-01', to: '2026-07-31', reason: 'Inventory' },
      editableOf(place),
    );
    expect(p.kind === 'change' && describeChanges(p.changes)).toEqual([
      '− 2026-07-01 – 2026-07-02 closed (Inventory)',
    ]);
  });

  it('sets special hours for a date, and storage time', () => {
    const special = changesOf({
      kind: 'specialHours',
      from: '2026-12-31',
      to: '2026-12-31',
      hours: [{ from: '08:00', to: '12:00' }],
      reason: 'New Year’s Eve',
    });
    expect(describeChanges(special)).toEqual(['+ 2026-12-31 08:00–12:00 (New Year’s Eve)']);
    expect(describeChanges(changesOf({ kind: 'storageTime', days: 10 }))).toEqual([
      'Storage time: 7 days → 10 days',
    ]);
    expect(plan({ kind: 'delete' })).toEqual({ kind: 'delete' });
  });

  it('restores the values an undone change replaced, and calls a later edit of them a conflict', () => {
    const undone = changesOf({ kind: 'storageTime', days: 10 });
    const now = { ...values, storageTimeInDays: 10 };
    const restore: JobAction = { kind: 'restore', jobId: '22222222-2222-4222-8222-222222222222' };
    const p = planChange(restore, now, undone);
    expect(p.kind === 'change' && patchOf(p.changes, 'after')).toEqual({ storageTimeInDays: 7 });
    expect(planChange(restore, { ...values, storageTimeInDays: 12 }, undone)).toEqual({
      kind: 'conflict',
      fields: ['storageTimeInDays'],
    });
    expect(planChange(restore, values, undone)).toEqual({ kind: 'unchanged' }); // already restored
  });
});

describe('limits before a job starts', () => {
  const request = (action: unknown, selection: unknown = { ids: [values.name && samplePlace().id] }) =>
    JobCreateSchema.safeParse({ eshopId: samplePlace().eshopId, selection, action });
  const fieldsOf = (r: ReturnType<typeof request>) =>
    r.success ? [] : r.error.issues.map((i) => i.path.join('.'));

  it('refuses an empty selection, an invalid template and a range over 366 days', () => {
    expect(fieldsOf(request({ kind: 'storageTime', days: 3 }, { ids: [] }))).toEqual(['selection.ids']);
    expect(
      fieldsOf(request({ kind: 'weeklyHours', regular: { monday: [{ from: '18:00', to: '08:00' }] } })),
    ).toEqual(['action.regular.monday.0.to']);
    expect(
      fieldsOf(request({ kind: 'closeTemporarily', from: '2026-01-01', to: '2027-01-02', reason: 'x' })),
    ).toEqual(['action.to']);
    expect(
      request({ kind: 'closeTemporarily', from: '2028-01-01', to: '2028-12-31', reason: 'x' }).success,
    ).toBe(true);
    expect(fieldsOf(request({ kind: 'reopen', from: '2026-02-01', to: '2026-01-01', reason: 'x' }))).toEqual([
      'action.to',
    ]);
  });

  it('offers no way to send a restore from the browser', () => {
    expect(BulkActionSchema.safeParse({ kind: 'restore', jobId: samplePlace().id }).success).toBe(false);
  });

  it('says enumerations in words, not as their codes', () => {
    const changes: FieldChange[] = [
      { field: 'type', before: 'PARCEL_SHOP', after: 'PARCEL_BOX' },
      { field: 'storageTimeType', before: 'CALENDAR_DAYS', after: 'BUSINESS_DAYS' },
    ];
    expect(describeChanges(changes)).toEqual([
      'Type: Parcel shop → Parcel box',
      'Storage time counted in: calendar days → business days',
    ]);
  });
});
