import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import { describeChanges } from '@/domain/words/change-text';
import { expectProblem } from '@/testing/expect-problem';
import { platformPlace, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// Issue 45 through the BFF's HTTP routes against a real sandbox: weekly hours of some days and
// fields set on every place change only what the action names, in the preview, the job and its
// undo; an action that names nothing, or a field the editor would refuse, is a 400 naming it.

const stack = useStack();
const CITY = 'Dotykov';
const SATURDAY = [{ from: '09:00', to: '12:00' }];

describe('bulk changes that touch only what they name', () => {
  let staff: BrowserClient;
  let ids: string[];
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    ids = await placesIn(staff, CITY, 2);
  });
  const read = async (id: string) => (await platformPlace(stack().sandboxUrl, id)).place;
  const post = (action: unknown, dryRun = true) =>
    staff.fetch('/bff/jobs', {
      method: 'POST',
      json: { eshopId: DEMO_ESHOP, selection: { ids }, action, ...(dryRun ? { dryRun } : {}) },
    });
  const undo = async (job: Job) => {
    const res = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(res.status, res.text).toBe(202);
    return waitForJob(staff, res.data.id);
  };

  it('sets Saturday alone in the preview, the job and the undo, keeping Monday', async () => {
    const before = (await read(ids[0]!)).openingHours;
    const action = { kind: 'weeklyHours', days: { saturday: SATURDAY } };
    const preview = await post(action);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.data).toMatchObject({ selected: 2, changing: 2 });
    expect(describeChanges(preview.data.sample[0].changes)).toEqual(['Sat closed → 09:00–12:00']);

    const job = await waitForJob(staff, (await startJob(staff, { selection: { ids }, action })).id);
    expect(job).toMatchObject({ state: 'finished', counts: { done: 2, failed: 0 } });
    const after = (await read(ids[0]!)).openingHours;
    expect(after.regular.saturday).toEqual(SATURDAY);
    expect(after.regular.monday).toEqual([{ from: '08:00', to: '17:00' }]);
    expect(after.regular.tuesday).toEqual([{ from: '08:00', to: '17:00' }]);
    expect(after.exceptions).toEqual(before.exceptions);

    const undone = await undo(job);
    expect(undone).toMatchObject({ undoOf: job.id, counts: { done: 2, conflicts: 0 } });
    expect((await read(ids[0]!)).openingHours).toEqual(before);
  });

  it('sets the phone and the type on every place, and undoes exactly that', async () => {
    const first = await read(ids[1]!);
    const action = { kind: 'setFields', fields: { phone: '+420 601 000 111', type: 'PARCEL_BOX' } };
    const preview = await post(action);
    expect(preview.status, preview.text).toBe(200);
    expect(describeChanges(preview.data.sample[0].changes)).toEqual([
      'Type: Parcel shop → Parcel box',
      'Phone: +420 222 333 444 → +420 601 000 111',
    ]);
    const job = await waitForJob(staff, (await startJob(staff, { selection: { ids }, action })).id);
    expect(job.counts.done).toBe(2);
    const changed = await read(ids[1]!);
    expect(changed).toMatchObject({ phone: '+420 601 000 111', type: 'PARCEL_BOX', email: first.email });
    expect(changed.openingHours).toEqual(first.openingHours);
    const history = await staff.fetch(`/bff/places/${ids[1]}/history`);
    expect(history.data.items[0].changes.map((c: { field: string }) => c.field)).toEqual(['type', 'phone']);

    await undo(job);
    expect(await read(ids[1]!)).toMatchObject({ phone: first.phone, type: first.type });
  });

  it('sets a note and removes it again', async () => {
    await waitForJob(
      staff,
      (
        await startJob(staff, {
          selection: { ids },
          action: { kind: 'setFields', fields: { note: 'Zadní vchod' } },
        })
      ).id,
    );
    expect((await read(ids[0]!)).note).toBe('Zadní vchod');
    const removal = { kind: 'setFields', fields: { note: null } };
    await waitForJob(staff, (await startJob(staff, { selection: { ids }, action: removal })).id);
    expect((await read(ids[0]!)).note ?? null).toBeNull();
    const again = await post(removal);
    expect(again.data).toMatchObject({ changing: 0, unchanged: 2 });
  });

  it('refuses an action that names nothing or a value the editor refuses, naming the field', async () => {
    const field = async (action: unknown) => {
      const res = await post(action, false);
      expectProblem(res, 400, '/problems/validation-error');
      return res.data.properties.errors[0].field;
    };
    expect(await field({ kind: 'weeklyHours', days: {} })).toBe('action.days');
    expect(await field({ kind: 'weeklyHours', days: { saturday: [{ from: '12:00', to: '09:00' }] } })).toBe(
      'action.days.saturday.0.to',
    );
    expect(await field({ kind: 'setFields', fields: {} })).toBe('action.fields');
    expect(await field({ kind: 'setFields', fields: { phone: 'call me' } })).toBe('action.fields.phone');
    expect(await field({ kind: 'setFields', fields: { email: 'nobody' } })).toBe('action.fields.email');
    expect(await field({ kind: 'setFields', fields: { name: 'Same for all' } })).toBe('action.fields');
  });
});
