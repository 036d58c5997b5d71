import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../app';
import { platformPlace, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { startForwardingUpstream } from '@/testing/forwarding-upstream';
import { signedIn } from '@/testing/signed-in';
import { startStack, type Stack } from '@/testing/stack';

// The BFF stops in the middle of a job: two PATCHes have reached the platform but their answers
// never came back, two places were not started. The next BFF on the same database resumes the
// job, recognises the two changes as applied (recorded, not sent again) and does the rest: every
// place changed exactly once.

describe('a bulk job across a restart of the BFF', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  let second: Bff | undefined;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({ upstreamUrl: proxy.url, bff: { bulkConcurrency: 2, bulkConcurrencyMin: 2 } });
    proxy.state.target = stack.sandboxUrl;
  });
  afterAll(async () => {
    await second?.database.dropSchema(); // the schema the first BFF made (PostgreSQL), shared by both
    await second?.app.close();
    await stack?.close();
    await proxy?.close();
  });

  it('resumes where it stopped and changes no place twice', async () => {
    const staff = await signedIn(stack, 'staff');
    const ids = await placesIn(staff, 'Restartov', 6);
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    let patches = 0;
    proxy.state.afterForward = async (call) => {
      if (call.method === 'PATCH' && ++patches >= 3) await gate; // applied, but the answer is held
    };
    const job = await startJob(staff, { selection: { ids }, action: { kind: 'storageTime', days: 21 } });
    await waitForJob(staff, job.id, (j) => j.counts.done === 2);
    while (proxy.calls.filter((c) => c.method === 'PATCH').length < 4)
      await new Promise((r) => setTimeout(r, 20));

    await stack.bff.app.close(); // the BFF goes away with two answers unheard
    proxy.state.afterForward = null;
    release();

    second = await buildBff(stack.config);
    // On the same address, as a restart is: the public origin the browser sends stays the same.
    await second.app.listen({ host: '127.0.0.1', port: Number(new URL(stack.bffUrl).port) });
    const again = await signedIn(stack, 'staff');
    const ended = await waitForJob(again, job.id);
    expect(ended).toMatchObject({
      state: 'finished',
      counts: { total: 6, done: 6, failed: 0, remaining: 0 },
    });

    for (const id of ids) {
      expect((await platformPlace(stack.sandboxUrl, id)).place.storageTimeInDays).toBe(21);
      expect(proxy.calls.filter((c) => c.method === 'PATCH' && c.path.includes(id))).toHaveLength(1);
      const history = await again.fetch(`/bff/places/${id}/history`);
      expect(history.data.items.filter((e: { jobId: string }) => e.jobId === job.id)).toHaveLength(1);
    }
  });
});
