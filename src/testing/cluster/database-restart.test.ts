import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '@/bff/store/users';
import { placesIn, startJob, waitForJob } from '../bulk-jobs';
import { startForwardingUpstream } from '../forwarding-upstream';
import { postgresCluster } from '../postgres';
import { BrowserClient, DEMO_ESHOP } from '../stack';
import { type Cluster, clusterPrerequisites, type Instance, startCluster } from './cluster';

// PostgreSQL restarts (a fast shutdown: every connection is ended with 57P01) under two running
// instances while 40 readers, 4 writers and a bulk job keep them busy: no process dies, every
// request is answered 200 or 503 (a ProblemDetail with Retry-After; /readyz says why), and
// afterwards they recover by themselves with the session still there and the job finished.
// The load goes to the instances directly: nginx would turn two 503s in a row into its own 502.
// The server restarted is a cluster of its own (`restart_test`), so other tests are not disturbed.

const CLUSTER = 'restart_test';
const ready = clusterPrerequisites('Database restart test', CLUSTER);

const READERS = 40;
const WRITERS = 4;
const JOB_PLACES = 24;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!ready)('PostgreSQL restarting under two instances', { timeout: 180_000 }, () => {
  let cluster: Cluster;
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    cluster = await startCluster({
      ...ready!,
      pickupUrl: (sandboxUrl) => {
        proxy.state.target = sandboxUrl; // the job's changes are slowed here, so it runs across the restart
        return proxy.url;
      },
      // The platform (sandbox and proxy) shares this busy process: a slow answer of it is not what
      // is tested here, so the BFF waits for it rather than answer 504 (seen once in 8 runs at 5 s).
      env: { BULK_CONCURRENCY: '2', UPSTREAM_TIMEOUT_MS: '20000' },
    });
  }, 240_000);
  afterAll(async () => {
    try {
      await postgresCluster(CLUSTER, 'start'); // whatever happened in the test, the server runs again
    } catch {
      // running already
    }
    await cluster?.close();
    await proxy?.close();
  });

  /** Keeps `clients` requesting until `stop`; counts the answers by status, keeps the odd ones. */
  function load(clients: (() => Promise<{ status: number; text: string }>)[], stop: { now: boolean }) {
    const statuses = new Map<number, number>();
    const odd: string[] = [];
    const runs = clients.map(async (request) => {
      while (!stop.now) {
        // 0: no answer at all (a dropped connection)
        const { status, text } = await request().catch((e: unknown) => ({ status: 0, text: String(e) }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200 && status !== 503) odd.push(`${status} ${text.slice(0, 300)}`);
        if (status !== 200) await sleep(50);
      }
    });
    return { statuses, odd, done: Promise.all(runs) };
  }

  /** The instance's /readyz, once it is known to be alive (otherwise why it died). */
  async function readyz(instance: Instance) {
    expect(instance.alive(), `the instance on ${instance.port} died: ${instance.stderr()}`).toBe(true);
    return new BrowserClient(instance.url).fetch('/readyz');
  }

  it('answers only 200 or 503 under load while it is down, and recovers by itself', async () => {
    await createUsersRepo(cluster.database.db).add('olga', 'olga-password', 'staff');
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login('olga', 'olga-password')).status).toBe(200);
    const places = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=5`;
    expect((await browser.fetch(places)).status).toBe(200);
    const on = (i: number) =>
      Object.assign(new BrowserClient(cluster.instances[i % cluster.instances.length]!.url), {
        cookie: browser.cookie,
        csrf: browser.csrf,
        origin: browser.origin,
      });
    const written = await placesIn(browser, 'Restartov', WRITERS);
    const jobIds = await placesIn(browser, 'Jobov', JOB_PLACES);

    // Each of the job's changes takes 300 ms at the platform: the job runs for seconds.
    proxy.state.afterForward = async (call) => {
      if (call.method === 'PATCH' && jobIds.some((id) => call.path.includes(id))) await sleep(300);
    };
    const job = await startJob(on(0), {
      selection: { ids: jobIds },
      action: { kind: 'storageTime', days: 14 },
    });

    const stop = { now: false };
    const readers = Array.from({ length: READERS }, (_, i) => {
      const client = on(i);
      return () => client.fetch(places);
    });
    const writers = written.map((id, i) => {
      const client = on(i);
      let n = 0;
      return () =>
        client.fetch(`/api/v1/pickup-place/${id}`, {
          method: 'PATCH',
          headers: { origin: cluster.url },
          json: { name: `Restartov ${i} ${++n}` },
        });
    });
    const running = load([...readers, ...writers], stop);
    await sleep(1_000);

    await postgresCluster(CLUSTER, 'stop');
    try {
      for (const instance of cluster.instances) {
        let down = await readyz(instance);
        for (let i = 0; i < 40 && down.status === 200; i++) {
          await sleep(250);
          down = await readyz(instance);
        }
        expect(down.status).toBe(503);
        expect(down.data).toEqual({ status: 'unavailable' }); // anonymous: ready or not, no more
      }
      const away = await browser.fetch(places);
      expect(away.status, away.text).toBe(503);
      expect(away.data.type).toBe('/problems/database-unavailable');
      expect(Number(away.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(away.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\n\s+at /);
      await sleep(2_000); // the load meets the database away for a while
    } finally {
      await postgresCluster(CLUSTER, 'start');
    }

    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await browser.fetch(places)).status;
      if (status !== 200) await sleep(500);
    }
    expect(status).toBe(200);
    await sleep(1_000); // and meets it back
    stop.now = true;
    await running.done;

    const seen = Object.fromEntries(running.statuses);
    console.log(`PostgreSQL restarted under load: answers by status ${JSON.stringify(seen)}`);
    for (const instance of cluster.instances) expect(instance.alive(), instance.stderr()).toBe(true);
    expect(running.odd).toEqual([]);
    expect(Object.keys(seen).map(Number).sort()).toEqual([200, 503]);

    for (const instance of cluster.instances) {
      let up = await readyz(instance);
      for (let i = 0; i < 40 && up.status !== 200; i++) {
        await sleep(250);
        up = await readyz(instance);
      }
      expect(up.status).toBe(200);
    }
    expect((await browser.fetch('/auth/session')).status).toBe(200);
    const ended = await waitForJob(on(0), job.id, undefined, 60_000);
    expect(ended.state).toBe('finished');
    expect(ended.counts.done).toBe(JOB_PLACES);
  });
});
