import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '@/bff/store/users';
import { placesIn, platformPlace, startJob, waitForJob } from '../bulk-jobs';
import { startForwardingUpstream } from '../forwarding-upstream';
import { BrowserClient, DEMO_ESHOP } from '../stack';
import { type Cluster, clusterPrerequisites, type Instance, startCluster } from './cluster';

// Issue 26: a rolling restart under load. Two instances behind nginx (the README's sample: kept
// connections, a failed read retried on the other), 50 connections through nginx (place reads and
// searches, two of them renaming places), and a bulk job running in the BFF; A is restarted
// (SIGTERM, started again, ready, routed to by nginx again), then B. No answer may be anything but
// 2xx/304, and no instance may have dropped or answered 503 a request it was sent (nginx retries
// no write); the job finishes with every place PATCHed exactly once at the platform, and the
// session that made the load is still signed in. The figures are printed.

const ready = clusterPrerequisites('Rolling restart test');

const CONNECTIONS = 50;
/** Of which this many rename a place of their own, the rest read and search. */
const WRITERS = 2;
const PLACES = 300;
const DAYS = 21;
/**
 * How many of the job's PATCHes go at full pace until A's restart, until B's, and until B is back:
 * past that each answer is slowed, so the job is still running at both restarts however fast the
 * machine, and moves during each.
 */
const PACED = [40, 120, 200];
/** The slowed answer: well under UPSTREAM_TIMEOUT_MS, so no PATCH is given up and sent again. */
const SLOW_MS = 3_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * CONNECTIONS loops through nginx until stopped (or 5 minutes at most), each sending its next
 * request as soon as the last is answered: reads of the job's places and searches, in turn.
 */
function startLoad(url: string, browser: BrowserClient, ids: string[], written: string[]) {
  const agent = new Agent({ connections: CONNECTIONS });
  const statuses = new Map<number, number>();
  const odd: string[] = [];
  const latencies: number[] = [];
  /** Answers nginx got from the second instance it tried, and what the first had answered. */
  let retried = 0;
  const firstTries = new Map<string, number>();
  let sent = 0;
  let stopped = false;
  const started = performance.now();
  const end = Date.now() + 300_000;
  const headers = { cookie: browser.cookie, accept: 'application/json' };
  const worker = async (w: number) => {
    for (let n = 0; !stopped && Date.now() < end; n++) {
      const k = sent++;
      // A writer renames its own place again and again; nginx may not retry it elsewhere.
      const writing = written[w];
      const path = writing
        ? `/api/v1/pickup-place/${writing}`
        : k % 2
          ? `/api/v1/pickup-place/${ids[k % ids.length]}`
          : `/bff/places/search?eshopId=${DEMO_ESHOP}&q=rollov&page=${k % 15}&size=20`;
      const method = writing ? 'PATCH' : 'GET';
      const t = performance.now();
      let status: number;
      try {
        const res = await request(`${url}${path}`, {
          dispatcher: agent,
          method,
          ...(writing
            ? {
                headers: {
                  ...headers,
                  origin: browser.origin,
                  'x-csrf-token': browser.csrf,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ name: `Pisov ${w + 1}, round ${n + 1}` }),
              }
            : { headers }),
        });
        const text = await res.body.text();
        status = res.statusCode;
        const tried = String(res.headers['x-upstream-status'] ?? '').split(', ');
        if (tried.length > 1) retried++;
        for (const first of tried.slice(0, -1)) firstTries.set(first, (firstTries.get(first) ?? 0) + 1);
        if (!(status >= 200 && status < 300) && status !== 304 && odd.length < 20)
          odd.push(`${status} ${method} ${path}: ${text.slice(0, 300)}`);
      } catch (error) {
        status = 0; // no answer at all
        if (odd.length < 20) odd.push(`no answer ${method} ${path}: ${String(error)}`);
      }
      latencies.push(performance.now() - t);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const running = Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  return {
    answered: () => latencies.length,
    async stop() {
      stopped = true;
      await running;
      await agent.close();
      const seconds = (performance.now() - started) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return {
        statuses: Object.fromEntries(statuses),
        odd,
        requests: latencies.length,
        seconds,
        p99,
        retried,
        firstTries: Object.fromEntries(firstTries),
      };
    },
  };
}

describe.skipIf(!ready)('a rolling restart of two instances behind nginx', { timeout: 420_000 }, () => {
  let cluster: Cluster;
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    cluster = await startCluster({
      ...ready!,
      pickupUrl: (sandboxUrl) => {
        proxy.state.target = sandboxUrl; // the job's PATCHes are counted and paced there
        return proxy.url;
      },
      env: {
        // A fixed pace of four places at a time: the slowed answers must not change it.
        BULK_CONCURRENCY: '4',
        BULK_CONCURRENCY_MAX: '4',
        BULK_CONCURRENCY_MIN: '4',
        // The platform shares the test's busy process with the load: its answers may be slow.
        UPSTREAM_TIMEOUT_MS: '20000',
      },
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await proxy?.close();
  });

  it('answers every request, finishes the job exactly once and keeps the session', async () => {
    const name = `staff-${Math.random().toString(36).slice(2, 8)}`;
    await createUsersRepo(cluster.database.db).add(name, `${name}-password`, 'staff');
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login(name, `${name}-password`)).status).toBe(200);
    const ids = (
      await Promise.all(Array.from({ length: 6 }, (_, k) => placesIn(browser, `Rollov ${k + 1}`, PLACES / 6)))
    ).flat();
    const written = await placesIn(browser, 'Pisov', WRITERS);

    let phase = 0;
    let patches = 0;
    const inJob = new Set(ids.map((id) => `/api/v1/pickup-place/${id}`));
    proxy.state.afterForward = async (call) => {
      if (call.method !== 'PATCH' || !inJob.has(call.path.split('?')[0]!)) return;
      if (++patches > (PACED[phase] ?? Infinity)) await sleep(SLOW_MS);
    };
    const patchesOf = (id: string) => proxy.calls.filter((c) => c.method === 'PATCH' && c.path.includes(id));

    const load = startLoad(cluster.url, browser, ids, written);
    await sleep(1_000);
    const job = await startJob(browser, { selection: { ids }, action: { kind: 'storageTime', days: DAYS } });
    await waitForJob(browser, job.id, (j) => j.counts.done >= 20, 60_000);

    const restarts: {
      instance: string;
      exit: unknown;
      cut: boolean;
      stoppedMs: number;
      readyMs: number;
      routedMs: number;
      doneAtStop: number;
      answered: number;
    }[] = [];
    const restart = async (instance: Instance, label: string) => {
      const { counts } = await waitForJob(browser, job.id, () => true);
      const answeredBefore = load.answered();
      const t0 = Date.now();
      // Not killed: an instance that finishes what it has exits by itself, well within 15 s.
      const exit = await instance.stop('SIGTERM', 15_000);
      const stoppedMs = Date.now() - t0;
      const cut = instance.stderr().includes('are cut');
      await instance.start();
      await until(`/readyz of ${label}`, async () => (await fetch(`${instance.url}/readyz`)).status === 200);
      const readyMs = Date.now() - t0;
      const address = `127.0.0.1:${instance.port}`;
      await until(`nginx routing to ${label}`, async () => {
        const res = await fetch(`${cluster.url}/readyz`);
        return res.status === 200 && res.headers.get('x-upstream') === address;
      });
      restarts.push({
        instance: label,
        exit,
        cut,
        stoppedMs,
        readyMs,
        routedMs: Date.now() - t0,
        doneAtStop: counts.done,
        answered: load.answered() - answeredBefore,
      });
    };
    const [a, b] = cluster.instances;
    phase = 1;
    await restart(a!, 'A');
    phase = 2;
    await restart(b!, 'B');
    phase = 3;

    const ended = await waitForJob(browser, job.id, undefined, 180_000);
    const result = await load.stop();
    // What nginx met at the instances: a refused connection carried nothing (any request may go
    // elsewhere); a request lost after it was sent (reset, closed, 503) is retried only as a read.
    const errors = (await cluster.nginxLog()).split('\n').filter((l) => l.includes('[error]'));
    const refused = errors.filter((l) => l.includes('connect() failed'));
    const lost = errors.filter((l) => !l.includes('connect() failed'));
    const rps = result.requests / result.seconds;
    console.log(
      `Rolling restart under ${CONNECTIONS} connections: ${result.requests} requests in ${result.seconds.toFixed(1)} s ` +
        `(${rps.toFixed(0)} req/s), by status ${JSON.stringify(result.statuses)}, ` +
        `${result.requests - (result.statuses[200] ?? 0) - (result.statuses[304] ?? 0)} errors, ` +
        `${result.retried} answered by the second instance nginx tried (the first answered ${JSON.stringify(result.firstTries)}), p99 ${result.p99.toFixed(0)} ms`,
    );
    console.log(
      `  nginx: ${refused.length} connections refused by a stopped instance, ${lost.length} requests lost after sending`,
    );
    for (const r of restarts)
      console.log(
        `  ${r.instance}: exited ${JSON.stringify(r.exit)} ${r.stoppedMs} ms after SIGTERM, ready again after ` +
          `${r.readyMs} ms, routed to by nginx after ${r.routedMs} ms; the job had ${r.doneAtStop} of ${PLACES} ` +
          `places done at the stop; ${r.answered} requests answered meanwhile`,
      );
    console.log(
      `  job: ${JSON.stringify(ended.counts)}, ${ids.reduce((n, id) => n + patchesOf(id).length, 0)} PATCHes of its places`,
    );

    // Every answer a success: nginx took the reads an instance could not answer to the other one.
    expect(result.odd).toEqual([]);
    expect(
      Object.keys(result.statuses)
        .map(Number)
        .every((s) => (s >= 200 && s < 300) || s === 304),
    ).toBe(true);
    // Nor did a stopping instance drop or refuse (503) a request it had been sent: nginx would not
    // have taken a write elsewhere.
    expect(lost).toEqual([]);
    expect(result.firstTries).not.toHaveProperty('503');
    for (const r of restarts) {
      expect(r.exit).toEqual({ code: 0, signal: null });
      expect(r.cut).toBe(false); // every request it had was finished within the grace
      expect(r.answered).toBeGreaterThan(0); // the load went on through each restart
      expect(r.doneAtStop).toBeGreaterThan(0);
      expect(r.doneAtStop).toBeLessThan(PLACES); // the job ran across both restarts
    }

    expect(ended).toMatchObject({
      state: 'finished',
      counts: { total: PLACES, done: PLACES, failed: 0, conflicts: 0, remaining: 0 },
    });
    for (const id of ids) {
      expect(patchesOf(id), id).toHaveLength(1);
      expect((await platformPlace(cluster.sandboxUrl, id)).place.storageTimeInDays).toBe(DAYS);
    }
    for (let k = 0; k < ids.length; k += 10) {
      const histories = await Promise.all(
        ids.slice(k, k + 10).map((id) => browser.fetch(`/bff/places/${id}/history`)),
      );
      for (const history of histories) {
        expect(history.status, history.text).toBe(200);
        expect(history.data.items.filter((e: { jobId: string }) => e.jobId === job.id)).toHaveLength(1);
      }
    }

    // Nobody signed out: the same cookie is the same user's session, on both instances too.
    const session = await browser.fetch('/auth/session');
    expect(session.status, session.text).toBe(200);
    expect(session.data.user.username).toBe(name);
    for (const instance of cluster.instances) {
      const direct = Object.assign(new BrowserClient(instance.url), { cookie: browser.cookie });
      expect((await direct.fetch('/auth/session')).data.user.username).toBe(name);
    }
  });
});
