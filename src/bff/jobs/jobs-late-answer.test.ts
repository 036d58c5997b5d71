import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPlace, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { startForwardingUpstream } from '@/testing/forwarding-upstream';
import { signedIn } from '@/testing/signed-in';
import { startStack, type Stack } from '@/testing/stack';

// The platform applies a job's PATCH but its answer comes after the BFF stopped waiting: the BFF
// tries again, the platform answers 412 (the place has changed: by that very PATCH), and the job
// reads the place again. It must see its own change there: the place counts as done and its
// history holds the change once, so that undoing the job restores it. (Counted as "unchanged"
// with no history, the job's undo would leave such places changed.)

describe('a bulk job whose PATCH answers come too late', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({
      upstreamUrl: proxy.url,
      bff: { bulkConcurrency: 2, bulkConcurrencyMin: 2, upstreamTimeoutMs: 400 },
    });
    proxy.state.target = stack.sandboxUrl;
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('counts an applied change as done, records it once, and its undo restores it', async () => {
    const staff = await signedIn(stack, 'staff');
    const ids = await placesIn(staff, 'Pozdov', 3);
    const before = (await platformPlace(stack.sandboxUrl, ids[0]!)).place.storageTimeInDays;
    const held = new Set<string>();
    proxy.state.afterForward = async (call) => {
      const id = ids.find((i) => call.path.includes(i));
      if (call.method !== 'PATCH' || !id || held.has(id)) return;
      held.add(id); // the first PATCH of each place: applied, answered after the timeout
      await new Promise((r) => setTimeout(r, 800));
    };
    const job = await startJob(staff, { selection: { ids }, action: { kind: 'storageTime', days: 33 } });
    const ended = await waitForJob(staff, job.id);
    proxy.state.afterForward = null;
    expect(ended.counts).toMatchObject({ total: 3, done: 3, unchanged: 0, failed: 0, conflicts: 0 });
    for (const id of ids) {
      expect((await platformPlace(stack.sandboxUrl, id)).place.storageTimeInDays).toBe(33);
      const history = await staff.fetch(`/bff/places/${id}/history`);
      expect(history.data.items.filter((e: { jobId: string }) => e.jobId === job.id)).toHaveLength(1);
    }

    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    expect((await waitForJob(staff, undo.data.id)).counts).toMatchObject({ done: 3 });
    for (const id of ids)
      expect((await platformPlace(stack.sandboxUrl, id)).place.storageTimeInDays).toBe(before);
  });
});
