import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPlace, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { startForwardingUpstream } from '@/testing/forwarding-upstream';
import { signedIn } from '@/testing/signed-in';
import { startStack, type Stack } from '@/testing/stack';

// The database goes away for a moment in the middle of a job (a restart, a failover): the write
// that marks a place "sending" fails, before its change goes out. The place waits and is taken
// again once the database answers; it is not settled as failed, and no change is sent twice.

describe('a bulk job while the database is away a moment', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({ upstreamUrl: proxy.url, bff: { bulkConcurrency: 2, bulkConcurrencyMin: 2 } });
    proxy.state.target = stack.sandboxUrl;
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('waits for it and finishes every place once', async () => {
    const staff = await signedIn(stack, 'staff');
    const ids = await placesIn(staff, 'Výpadkov', 6);
    const { jobs } = stack.bff;
    const sending = jobs.sending.bind(jobs);
    let refused = 0;
    let jobId = '';
    // The store's own method, failing as a connection cut by the server fails (either engine).
    jobs.sending = async (...args) => {
      if (refused < 3) {
        refused++;
        throw new Error('Connection terminated unexpectedly');
      }
      return sending(...args);
    };
    try {
      const job = await startJob(staff, { selection: { ids }, action: { kind: 'storageTime', days: 17 } });
      jobId = job.id;
      const ended = await waitForJob(staff, job.id);
      expect(refused).toBe(3);
      expect(ended).toMatchObject({ state: 'finished', counts: { total: 6, done: 6, failed: 0 } });
    } finally {
      jobs.sending = sending;
    }
    for (const id of ids) {
      expect((await platformPlace(stack.sandboxUrl, id)).place.storageTimeInDays).toBe(17);
      expect(proxy.calls.filter((c) => c.method === 'PATCH' && c.path.includes(id))).toHaveLength(1);
      const history = await staff.fetch(`/bff/places/${id}/history`);
      expect(history.data.items.filter((e: { jobId: string }) => e.jobId === jobId)).toHaveLength(1);
    }
  });
});
