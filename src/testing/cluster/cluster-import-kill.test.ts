import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '@/bff/store/users';
import { DEMO_KEY, EMPTY_ESHOP } from '@/sandbox/store/demo-ids';
import { waitForJob } from '../bulk-jobs';
import { startForwardingUpstream } from '../forwarding-upstream';
import { upload } from '../imports';
import { BrowserClient } from '../stack';
import { type Cluster, clusterPrerequisites, startCluster } from './cluster';

// An import's BFF process killed (SIGKILL) in the middle of a batch: places the platform made
// whose outcomes were still waiting for their batch's write, places marked sending but not sent
// yet. The process is started again on the same database, takes the job up once its lease has run
// out, and every row ends as exactly one place: none made twice, none lost.

const ready = clusterPrerequisites('Import kill test');

const ROWS = 400;
const HEADER =
  'originPickupPlaceId;name;type;countryCode;line1;city;zipCode;latitude;longitude;phone;email;storageTimeInDays;opening_hours';
const csv = [
  HEADER,
  ...Array.from(
    { length: ROWS },
    (_, k) =>
      `K-${k};Zabitov ${k};PARCEL_SHOP;CZ;Hlavní ${k};Zabitov;110 00;50.08;14.42;+420 601 123 456;k${k}@example.cz;7;Mo-Fr 08:00-17:00`,
  ),
].join('\r\n');

describe.skipIf(!ready)('an import whose BFF is killed mid-batch', { timeout: 150_000 }, () => {
  let cluster: Cluster;
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let browser: BrowserClient;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    cluster = await startCluster({
      ...ready!,
      instances: 1,
      pickupUrl: (sandboxUrl) => {
        proxy.state.target = sandboxUrl;
        return proxy.url;
      },
      env: {
        JOB_LEASE_MS: '3000',
        BULK_CONCURRENCY: '4',
        BULK_CONCURRENCY_MAX: '4',
        BULK_CONCURRENCY_MIN: '4',
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

  it('makes every row exactly once after a SIGKILL between a batch’s creations and its write', async () => {
    // Straight to the instance: the test's nginx keeps no room for request bodies.
    const direct = Object.assign(new BrowserClient(cluster.instances[0]!.url), {
      cookie: browser.cookie,
      csrf: browser.csrf,
      origin: browser.origin,
    });
    const res = await upload(direct, 'places.csv', new TextEncoder().encode(csv), { eshopId: EMPTY_ESHOP });
    expect(res.status, res.text).toBe(201);
    expect(res.data.counts).toMatchObject({ create: ROWS, error: 0 });
    // Answers a little slowed, so that the kill lands in the middle of the job.
    proxy.state.afterForward = () => new Promise((r) => setTimeout(r, 4));
    const posts = () => proxy.calls.filter((c) => c.method === 'POST' && c.path.includes('/pickup-place'));
    const applied = await direct.fetch(`/bff/imports/${res.data.id}/apply`, { method: 'POST' });
    expect(applied.status, applied.text).toBe(202);
    const settled = async () => {
      const row = await cluster.database.db
        .selectFrom('bulk_job_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', applied.data.id)
        .where('state', 'in', ['done', 'failed'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    // Killed once more places were made than settled in the database and in flight together:
    // some outcomes exist only in the process's batch (one write a place would never leave that).
    for (;;) {
      const made = posts().length - 4; // at most four are still on their way
      if (made > ROWS / 4 && made - (await settled()) > 4) break;
      expect(posts().length, 'the job ended before a batch was caught unwritten').toBeLessThan(ROWS);
      await sleep(2);
    }
    await cluster.instances[0]!.stop('SIGKILL');

    proxy.state.afterForward = null;
    await cluster.instances[0]!.start();
    const ended = await waitForJob(browser, applied.data.id, undefined, 60_000);
    expect(ended).toMatchObject({
      state: 'finished',
      counts: { total: ROWS, done: ROWS, failed: 0, conflicts: 0, remaining: 0 },
    });

    const listed = await fetch(
      `${cluster.sandboxUrl}/api/v1/pickup-place?eshopId=${EMPTY_ESHOP}&size=1000&prettyPrint=false`,
      { headers: { 'x-api-key': DEMO_KEY } },
    );
    const places = ((await listed.json()) as { items: { originPickupPlaceId: string }[] }).items;
    const origins = places.map((p) => p.originPickupPlaceId).filter((o) => o.startsWith('K-'));
    expect(origins).toHaveLength(ROWS);
    expect(new Set(origins).size).toBe(ROWS);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
