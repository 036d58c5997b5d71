import { describe, expect, it } from 'vitest';
import { pruneHistory } from '@/bff/history/pruning';
import { createPlaceHistory } from '@/bff/store/place-history';
import { placesIn, platformPlace, startJob, waitForJob } from '@/testing/bulk-jobs';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// Issue 41: once a place's history is pruned to its newest entries, what is kept still works
// through the BFF: the history screen lists it, "Revert this change" reverts it, and a job's Undo
// undoes the job.

const stack = useStack();

describe('place history after pruning', () => {
  it('lists, reverts and undoes the entries it kept', async () => {
    const staff = await signedIn(stack(), 'staff');
    const [first, second] = await placesIn(staff, 'Ořezov', 2);
    const history = createPlaceHistory(stack().bff.database.db);
    // Older changes of the first place than anyone will revert: past its cap once pruned.
    await history.recordAll(
      Array.from({ length: 60 }, (_, n) => ({
        eshopId: DEMO_ESHOP,
        placeId: first!,
        username: 'staff',
        role: 'staff',
        operation: 'update' as const,
        changes: [{ field: 'name' as const, before: `old ${n}`, after: `old ${n + 1}` }],
      })),
    );
    const job = await startJob(staff, {
      selection: { ids: [first, second] },
      action: { kind: 'storageTime', days: 12, type: 'BUSINESS_DAYS' },
    });
    expect((await waitForJob(staff, job.id)).counts.done).toBe(2);
    const current = await staff.fetch(`/api/v1/pickup-place/${first}`);
    const edited = await staff.fetch(`/api/v1/pickup-place/${first}`, {
      method: 'PATCH',
      json: { name: 'Ořezov nové' },
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(edited.status, edited.text).toBe(200);

    const { pruned } = await pruneHistory(history, { days: 180, perPlace: 2 });
    expect(pruned).toBe(61); // the 60 and the first place's creation; the second keeps both
    const items = (await staff.fetch(`/bff/places/${first}/history`)).data.items;
    expect(items.map((e: { operation: string }) => e.operation)).toEqual(['update', 'bulk']);

    const reverted = await staff.fetch(`/bff/places/${first}/history/${items[0].id}/revert`, {
      method: 'POST',
    });
    expect(reverted.status, reverted.text).toBe(201);
    expect((await platformPlace(stack().sandboxUrl, first!)).place.name).toBe('Ořezov 1');

    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    expect((await waitForJob(staff, undo.data.id)).counts).toMatchObject({ done: 2, conflicts: 0 });
    for (const id of [first!, second!])
      expect((await platformPlace(stack().sandboxUrl, id)).place.storageTimeInDays).toBe(7);
  });
});
