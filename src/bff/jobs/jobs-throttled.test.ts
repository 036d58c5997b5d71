import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPlace, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { startForwardingUpstream } from '@/testing/forwarding-upstream';
import { signedIn } from '@/testing/signed-in';
import { startStack, type Stack } from '@/testing/stack';

// A job while the platform starts answering 429 with Retry-After: 2. The job slows down: nothing
// at all goes to the platform until the two seconds are over (not only the refused call waits),
// then it goes on at half the pace; no place fails and the job finishes.

const PLACES = 24;

describe('a bulk job when the platform starts throttling', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    // Four at a time, not raised (the raising is pace.test.ts's): when the 429 comes, at most three
    // other calls can be on their way. With a ceiling of 8 the pace may have risen to 6 by then,
    // and this test failed now and then with 5 calls in the pause.
    stack = await startStack({ upstreamUrl: proxy.url, bff: { bulkConcurrency: 4, bulkConcurrencyMax: 4 } });
    proxy.state.target = stack.sandboxUrl;
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('waits out Retry-After with every worker, then finishes every place', async () => {
    const staff = await signedIn(stack, 'staff');
    const ids = await placesIn(staff, 'Skrcov', PLACES);
    const arrivals: number[] = [];
    let firstRefusal = 0;
    let refused = 0;
    proxy.state.intercept = (call, res) => {
      if (!ids.some((id) => call.path.includes(id))) return false;
      const at = performance.now();
      arrivals.push(at);
      // The tenth call is refused: the three others in flight are answered, as a platform that
      // has just started throttling answers those it let in.
      if (arrivals.length !== 10) return false;
      firstRefusal ||= at;
      refused++;
      // Its problem comes 200 ms after the status: the pause holds from the status on, not from
      // the moment the body has been read (the calls that end meanwhile would go out again).
      res.writeHead(429, { 'retry-after': '2', 'content-type': 'application/problem+json' });
      res.flushHeaders();
      setTimeout(() => res.end('{"type":"about:blank","title":"Too Many Requests","status":429}'), 200);
      return true;
    };
    const job = await waitForJob(
      staff,
      (await startJob(staff, { selection: { ids }, action: { kind: 'storageTime', days: 12 } })).id,
    );
    proxy.state.intercept = null;

    expect(refused).toBeGreaterThan(0);
    expect(job).toMatchObject({
      state: 'finished',
      counts: { total: PLACES, done: PLACES, failed: 0, conflicts: 0 },
    });
    // The (at most three) calls already on their way when the 429 came may still arrive; nothing
    // else until the platform's two seconds are over.
    const quiet = arrivals.filter((t) => t > firstRefusal && t < firstRefusal + 1_900);
    expect(quiet.length).toBeLessThanOrEqual(3);
    for (const id of ids)
      expect((await platformPlace(stack.sandboxUrl, id)).place.storageTimeInDays).toBe(12);
  });
});
