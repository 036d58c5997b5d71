import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPlace, patchOnPlatform, placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { startForwardingUpstream } from '@/testing/forwarding-upstream';
import { signedIn } from '@/testing/signed-in';
import { startStack, type BrowserClient, type Stack } from '@/testing/stack';

// A bulk job when the platform misbehaves or someone else edits: 503s for a while (the job waits
// and finishes), an edit made between the job's read and its PATCH (412: read again, applied to
// the fresh version, their edit kept), an edit made every time (a conflict, then "retry the
// failed ones"), and a cancel. A sandbox stands behind a forwarding proxy that injects the faults.

const CITY = 'Poruchov';

describe('bulk jobs against a misbehaving platform', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  let staff: BrowserClient;
  let ids: string[];
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({
      upstreamUrl: proxy.url,
      // Six quick attempts, so that a platform away longer than them is seen in a moment.
      bff: { bulkConcurrency: 2, bulkConcurrencyMin: 2, jobRetry: { attempts: 6, baseMs: 10, maxMs: 50 } },
    });
    proxy.state.target = stack.sandboxUrl;
    staff = await signedIn(stack, 'staff');
    ids = await placesIn(staff, CITY, 4);
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });
  const read = async (id: string) => (await platformPlace(stack.sandboxUrl, id)).place;
  const storage = (days: number) => ({ selection: { ids }, action: { kind: 'storageTime', days } });

  it('waits out 503s (honouring Retry-After) and finishes every place', async () => {
    let refused = 0;
    proxy.state.intercept = (call, res) => {
      if (call.method !== 'PATCH' || refused >= 5) return false;
      refused++;
      res.writeHead(503, { 'retry-after': '0', 'content-type': 'application/problem+json' }).end('{}');
      return true;
    };
    const job = await waitForJob(staff, (await startJob(staff, storage(9))).id);
    proxy.state.intercept = null;
    expect(refused).toBe(5);
    expect(job.counts).toMatchObject({ done: 4, failed: 0, conflicts: 0 });
    for (const id of ids) expect((await read(id)).storageTimeInDays).toBe(9);
  });

  it('fails a place only with the platform’s own status once it stays away past the retries', async () => {
    let refused = 0;
    proxy.state.intercept = (call, res) => {
      if (call.method !== 'PATCH' || !call.path.includes(ids[2]!)) return false;
      refused++;
      res.writeHead(503, { 'content-type': 'application/problem+json' }).end('{}');
      return true;
    };
    const job = await waitForJob(staff, (await startJob(staff, storage(12))).id);
    proxy.state.intercept = null;
    expect(refused).toBe(6);
    expect(job.counts).toMatchObject({ done: 3, failed: 1 });
    const report = await staff.fetch(`/bff/jobs/${job.id}/items?state=failed`);
    expect(report.data.items).toEqual([
      expect.objectContaining({
        placeId: ids[2],
        status: 503,
        message: expect.stringMatching(/^The platform did not answer after 6 attempts \(503/),
      }),
    ]);
    const retried = await waitForJob(
      staff,
      (await staff.fetch(`/bff/jobs/${job.id}/retry`, { method: 'POST' })).data.id,
    );
    expect(retried.counts).toMatchObject({ total: 1, done: 1 });
  });

  it('re-applies the change to a place someone edited meanwhile (412), keeping their edit', async () => {
    let edited = false;
    proxy.state.intercept = async (call) => {
      if (call.method === 'PATCH' && call.path.includes(ids[0]!) && !edited) {
        edited = true;
        await patchOnPlatform(stack.sandboxUrl, ids[0]!, { name: 'Renamed by someone else' });
      }
      return false;
    };
    const job = await waitForJob(staff, (await startJob(staff, storage(10))).id);
    proxy.state.intercept = null;
    expect(job.counts).toMatchObject({ done: 4, conflicts: 0 });
    expect(await read(ids[0]!)).toMatchObject({ name: 'Renamed by someone else', storageTimeInDays: 10 });
  });

  it('reports a conflict when the place keeps changing, and retries the failed ones in one call', async () => {
    let n = 0;
    proxy.state.intercept = async (call) => {
      if (call.method === 'PATCH' && call.path.includes(ids[1]!))
        await patchOnPlatform(stack.sandboxUrl, ids[1]!, { note: `edit ${++n}` });
      return false;
    };
    const job = await waitForJob(staff, (await startJob(staff, storage(11))).id);
    proxy.state.intercept = null;
    expect(job.counts).toMatchObject({ done: 3, conflicts: 1 });
    const report = await staff.fetch(`/bff/jobs/${job.id}/items?state=failed,conflict`);
    expect(report.data.items).toEqual([
      expect.objectContaining({
        placeId: ids[1],
        state: 'conflict',
        status: 412,
        message: expect.stringMatching(/their edit is kept/),
      }),
    ]);
    expect(await read(ids[1]!)).toMatchObject({ note: 'edit 2', storageTimeInDays: 10 });

    const retry = await staff.fetch(`/bff/jobs/${job.id}/retry`, { method: 'POST' });
    expect(retry.status, retry.text).toBe(202);
    const retried = await waitForJob(staff, retry.data.id);
    expect(retried).toMatchObject({ retryOf: job.id, counts: { total: 1, done: 1 } });
    expect((await read(ids[1]!)).storageTimeInDays).toBe(11);
  });

  it('counts each settled place by its outcome, so that failed places can be alerted on', async () => {
    /** This instance's count of places settled with `outcome` (earlier tests of the stack count too). */
    const settled = async (outcome: string) => {
      const text = await stack.bff.metrics.registry.getSingleMetricAsString('bff_job_places_total');
      return Number(new RegExp(`bff_job_places_total\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    };
    const [failedBefore, doneBefore] = [await settled('failed'), await settled('done')];
    proxy.state.intercept = (call, res) => {
      if (call.method !== 'PATCH' || !call.path.includes(ids[0]!)) return false;
      res.writeHead(422, { 'content-type': 'application/problem+json' }).end('{"status":422,"title":"No"}');
      return true;
    };
    const job = await waitForJob(staff, (await startJob(staff, storage(13))).id);
    proxy.state.intercept = null;
    expect(job.counts).toMatchObject({ done: 3, failed: 1 });
    expect([(await settled('failed')) - failedBefore, (await settled('done')) - doneBefore]).toEqual([1, 3]);
  });

  it('cancels: what is done stays done, what is not started is not started', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    proxy.state.intercept = async (call) => {
      if (call.method === 'PATCH') await gate;
      return false;
    };
    const job = await startJob(staff, storage(20));
    const cancel = await staff.fetch(`/bff/jobs/${job.id}/cancel`, { method: 'POST' });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.data.state).toBe('cancelling');
    release();
    const ended = await waitForJob(staff, job.id);
    proxy.state.intercept = null;
    expect(ended.state).toBe('cancelled');
    expect(ended.counts).toMatchObject({ done: 2, cancelled: 2, remaining: 0 }); // two were in flight
    const days = await Promise.all(ids.map(async (id) => (await read(id)).storageTimeInDays));
    expect(days.filter((d) => d === 20)).toHaveLength(2);
  });
});
