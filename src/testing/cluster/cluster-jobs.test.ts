import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@/contract/desk/bulk-jobs';
import { createUsersRepo } from '@/bff/store/users';
import { placesIn, platformPlace, startJob, waitForJob } from '../bulk-jobs';
import { startForwardingUpstream } from '../forwarding-upstream';
import { BrowserClient } from '../stack';
import { type Cluster, clusterPrerequisites, startCluster } from './cluster';

// Bulk jobs on two instances (one PostgreSQL, nginx round robin): a job runs on exactly one of
// them, under a lease. When its instance is killed, the other takes the job up once the lease has
// run out; when its instance is stopped (SIGTERM), it hands the job back and the other takes it up
// at once. Either way every place is changed exactly once: the changes that had reached the
// platform before the stop are recognised, recorded and not sent again.

const ready = clusterPrerequisites('Cluster job tests');

const LEASE_MS = 10_000;
const PLACES = 12;

describe.skipIf(!ready)('bulk jobs on two instances behind nginx', { timeout: 150_000 }, () => {
  let cluster: Cluster;
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let browser: BrowserClient;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    cluster = await startCluster({
      ...ready!,
      pickupUrl: (sandboxUrl) => {
        proxy.state.target = sandboxUrl; // the instances reach the sandbox through the proxy
        return proxy.url;
      },
      // Answers are held for seconds here: the BFF waits for them rather than trying again.
      env: {
        JOB_LEASE_MS: String(LEASE_MS),
        BULK_CONCURRENCY: '4',
        // The places in flight are counted: a fixed four, which a slow round under load must not halve.
        BULK_CONCURRENCY_MAX: '4',
        BULK_CONCURRENCY_MIN: '4',
        UPSTREAM_TIMEOUT_MS: '20000',
      },
    });
    const name = `staff-${Math.random().toString(36).slice(2, 8)}`;
    await createUsersRepo(cluster.database.db).add(name, `${name}-password`, 'staff');
    browser = new BrowserClient(cluster.url);
    expect((await browser.login(name, `${name}-password`)).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await proxy?.close();
  });

  /**
   * A job started on instance A alone (B is down), held there with four changes applied by the
   * platform whose answers have not come back (until `release`); then B is up again.
   */
  async function jobHeldOnA(city: string) {
    const [a, b] = cluster.instances;
    const ids = await placesIn(browser, city, PLACES);
    await b!.stop('SIGTERM');
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    let patches = 0;
    proxy.state.afterForward = async (call) => {
      if (call.method === 'PATCH' && ++patches > 4) await gate;
    };
    const onA = Object.assign(new BrowserClient(a!.url), {
      cookie: browser.cookie,
      csrf: browser.csrf,
      origin: browser.origin,
    });
    const job = await startJob(onA, { selection: { ids }, action: { kind: 'storageTime', days: 21 } });
    await waitForJob(onA, job.id, (j) => j.counts.done === 4);
    const patchesOf = () =>
      proxy.calls.filter((c) => c.method === 'PATCH' && ids.some((id) => c.path.includes(id)));
    while (patchesOf().length < 8) await sleep(20);
    await b!.start();
    await sleep(1_500); // B looks for jobs to take up: A holds this one's lease and renews it
    expect(patchesOf()).toHaveLength(8);
    const answer = () => {
      proxy.state.afterForward = null;
      release();
    };
    return { ids, job, answer, patchesOf };
  }

  /** `jobHeldOnA`, then A goes away by `signal` with the four answers unheard. */
  async function jobOfStoppedA(city: string, signal: NodeJS.Signals) {
    const { ids, job, answer } = await jobHeldOnA(city);
    const stoppedAt = Date.now();
    await cluster.instances[0]!.stop(signal);
    answer();
    return { ids, job, stoppedAt };
  }

  async function expectEveryPlaceChangedOnce(ids: string[], job: Job) {
    const ended = await waitForJob(browser, job.id, undefined, 60_000);
    expect(ended).toMatchObject({
      state: 'finished',
      counts: { total: PLACES, done: PLACES, failed: 0, conflicts: 0, remaining: 0 },
    });
    for (const id of ids) {
      expect((await platformPlace(cluster.sandboxUrl, id)).place.storageTimeInDays).toBe(21);
      expect(proxy.calls.filter((c) => c.method === 'PATCH' && c.path.includes(id))).toHaveLength(1);
      const history = await browser.fetch(`/bff/places/${id}/history`);
      expect(history.data.items.filter((e: { jobId: string }) => e.jobId === job.id)).toHaveLength(1);
    }
    return ended;
  }

  it('finishes a job exactly once on B after A is killed (SIGKILL) in its middle', async () => {
    const { ids, job, stoppedAt } = await jobOfStoppedA('Killov', 'SIGKILL');
    // Not before A's lease has run out: A might only have been slow.
    const resumed = await waitForJob(browser, job.id, (j) => j.counts.done > 4, 60_000);
    expect(Date.now() - stoppedAt).toBeGreaterThan(LEASE_MS - 2_500);
    expect(resumed.state).not.toBe('cancelled');
    await expectEveryPlaceChangedOnce(ids, job);
    await cluster.instances[0]!.start();
  });

  it('hands a job back when A is stopped (SIGTERM): B finishes it before the lease would run out', async () => {
    const { ids, job, stoppedAt } = await jobOfStoppedA('Stopov', 'SIGTERM');
    await expectEveryPlaceChangedOnce(ids, job);
    expect(Date.now() - stoppedAt).toBeLessThan(LEASE_MS - 2_000);
    await cluster.instances[0]!.start();
  });

  it('cancels a job running on A through B: A hears of it at its next renewal', async () => {
    const { job, answer, patchesOf } = await jobHeldOnA('Zrusov');
    const onB = Object.assign(new BrowserClient(cluster.instances[1]!.url), {
      cookie: browser.cookie,
      csrf: browser.csrf,
      origin: browser.origin,
    });
    expect((await onB.fetch(`/bff/jobs/${job.id}/cancel`, { method: 'POST' })).status).toBe(200);
    await sleep(3_000); // A's renewals (every 2 s) see the cancel
    answer(); // the four in flight finish; nothing more starts
    const ended = await waitForJob(browser, job.id, undefined, 30_000);
    expect(ended).toMatchObject({
      state: 'cancelled',
      counts: { total: PLACES, done: 8, cancelled: PLACES - 8, remaining: 0 },
    });
    expect(patchesOf()).toHaveLength(8);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
