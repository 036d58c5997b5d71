import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import { describeChanges } from '@/domain/words/change-text';
import { expectProblem } from '@/testing/expect-problem';
import { platformPlace, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// Every bulk action as a job, through the BFF's HTTP routes against a real sandbox: the preview,
// the limits checked before a start, the places as the platform has them afterwards, the history
// each change leaves, and the undo of a whole job.

const stack = useStack();
const CITY = 'Hromadov';
const byCity = { filter: { city: [CITY] } };

describe('bulk jobs', () => {
  let staff: BrowserClient;
  let ids: string[];
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    ids = await placesIn(staff, CITY, 3);
  });
  const read = async (id: string) => (await platformPlace(stack().sandboxUrl, id)).place;
  const run = async (body: Record<string, unknown>) => {
    const job = await startJob(staff, body);
    return waitForJob(staff, job.id);
  };

  it('previews a change per place in words, sending nothing', async () => {
    const res = await staff.fetch('/bff/jobs', {
      method: 'POST',
      json: {
        eshopId: DEMO_ESHOP,
        selection: byCity,
        action: { kind: 'weeklyHours', regular: { monday: [{ from: '07:00', to: '19:00' }] } },
        dryRun: true,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ selected: 3, changing: 3, unchanged: 0 });
    expect(describeChanges(res.data.sample[0].changes)).toEqual([
      'Mon 08:00–17:00 → 07:00–19:00',
      'Tue 08:00–17:00 → closed',
    ]);
    expect((await read(ids[0]!)).openingHours.regular.monday).toEqual([{ from: '08:00', to: '17:00' }]);
  });

  it('refuses an empty selection, an invalid template, a range over 366 days, and deletion by staff', async () => {
    const post = (json: Record<string, unknown>) =>
      staff.fetch('/bff/jobs', { method: 'POST', json: { eshopId: DEMO_ESHOP, selection: byCity, ...json } });
    const nowhere = await post({
      selection: { filter: { city: ['Nikde'] } },
      action: { kind: 'storageTime', days: 3 },
    });
    expectProblem(nowhere, 400, '/problems/empty-selection');
    const template = await post({
      action: { kind: 'weeklyHours', regular: { monday: [{ from: '25:00', to: '26:00' }] } },
    });
    expectProblem(template, 400, '/problems/validation-error');
    expect(template.data.properties.errors[0].field).toBe('action.regular.monday.0.from');
    const range = await post({
      action: { kind: 'closeTemporarily', from: '2026-01-01', to: '2027-01-05', reason: 'x' },
    });
    expectProblem(range, 400, '/problems/validation-error');
    expect(range.data.properties.errors[0]).toMatchObject({ field: 'action.to' });
    expectProblem(await post({ action: { kind: 'delete' } }), 403);
    const support = await signedIn(stack(), 'support');
    expectProblem(
      await support.fetch('/bff/jobs', {
        method: 'POST',
        json: { eshopId: DEMO_ESHOP, selection: byCity, action: { kind: 'storageTime', days: 3 } },
      }),
      403,
    );
  });

  it('applies weekly hours from a template and from a chosen place, skipping places that hold them', async () => {
    const job = await run({
      selection: { ids },
      action: { kind: 'weeklyHours', regular: { saturday: [{ from: '09:00', to: '12:00' }] } },
    });
    expect(job).toMatchObject({
      state: 'finished',
      skipped: 0,
      counts: { total: 3, done: 3, failed: 0, remaining: 0 },
    });
    for (const id of ids)
      expect((await read(id)).openingHours.regular.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect((await read(ids[0]!)).openingHours.exceptions).toHaveLength(1); // the exceptions stay

    const again = await run({ selection: byCity, action: { kind: 'copyWeeklyHours', fromPlaceId: ids[0] } });
    expect(again).toMatchObject({ state: 'finished', skipped: 3, counts: { total: 0 } });
  });

  it('adds special hours, closes a range temporarily and reopens exactly those days', async () => {
    await run({
      selection: byCity,
      action: {
        kind: 'specialHours',
        from: '2026-12-31',
        to: '2026-12-31',
        hours: [{ from: '08:00', to: '12:00' }],
        reason: 'Silvestr',
      },
    });
    const closed = await run({
      selection: byCity,
      action: { kind: 'closeTemporarily', from: '2027-02-01', to: '2027-02-03', reason: 'Inventura' },
    });
    expect(closed.counts.done).toBe(3);
    const dates = (p: { openingHours: { exceptions: { date: string }[] } }) =>
      p.openingHours.exceptions.map((e) => e.date);
    expect(dates(await read(ids[1]!))).toEqual([
      '2026-12-24',
      '2026-12-31',
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
    ]);
    await run({
      selection: byCity,
      action: { kind: 'reopen', from: '2027-02-01', to: '2027-02-28', reason: 'Inventura' },
    });
    expect(dates(await read(ids[1]!))).toEqual(['2026-12-24', '2026-12-31']);
  });

  it('sets the storage time, records each change in the place’s history, and undoes the whole job', async () => {
    const job = await run({
      selection: byCity,
      action: { kind: 'storageTime', days: 12, type: 'BUSINESS_DAYS' },
    });
    expect((await read(ids[2]!)).storageTimeInDays).toBe(12);
    const history = await staff.fetch(`/bff/places/${ids[2]}/history`);
    expect(history.data.items[0]).toMatchObject({
      operation: 'bulk',
      username: 'staff',
      jobId: job.id,
      changes: [
        { field: 'storageTimeInDays', before: 7, after: 12 },
        { field: 'storageTimeType', after: 'BUSINESS_DAYS' },
      ],
    });
    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    const undone: Job = await waitForJob(staff, undo.data.id);
    expect(undone).toMatchObject({ undoOf: job.id, counts: { done: 3, conflicts: 0 } });
    expect((await read(ids[2]!)).storageTimeInDays).toBe(7);
    const list = await staff.fetch(`/bff/jobs?eshopId=${DEMO_ESHOP}`);
    expect(list.data.items[0].id).toBe(undone.id);
  });

  it('deletes places for an admin', async () => {
    const admin = await signedIn(stack(), 'admin');
    const doomed = await placesIn(admin, 'Zbourov', 2);
    const job = await startJob(admin, { selection: { ids: doomed }, action: { kind: 'delete' } });
    expect((await waitForJob(admin, job.id)).counts.done).toBe(2);
    for (const id of doomed) expect((await platformPlace(stack().sandboxUrl, id)).status).toBe(404);
    expectProblem(
      await admin.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' }),
      409,
      '/problems/conflict',
    );
  });
});
