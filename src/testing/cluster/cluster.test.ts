import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '@/bff/store/users';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { accessTokensIssued, connect } from '../platform-connect';
import { BrowserClient, DEMO_ESHOP, SHOWCASE_ORDER } from '../stack';
import { type Cluster, clusterPrerequisites, startCluster } from './cluster';

// Two BFF processes on one PostgreSQL behind nginx (round robin): any instance serves any request,
// a change through one is seen through the other at once, one refresh cluster-wide, and losing an
// instance loses nobody's session. Skipped, with the reason printed, where PostgreSQL or nginx
// cannot be had.

const ready = clusterPrerequisites('Cluster tests');

const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;
const PLACES = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=5`;

/** The same browser (cookie, CSRF token) talking to another address. */
const sameBrowserAt = (client: BrowserClient, url: string) =>
  Object.assign(new BrowserClient(url), { cookie: client.cookie, csrf: client.csrf, origin: client.origin });

describe.skipIf(!ready)('two instances behind nginx', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  beforeAll(async () => {
    // Access tokens live 6 s: refreshed when less than half is left.
    cluster = await startCluster({ ...ready!, tokenTtlS: 6 });
  }, 240_000);
  afterAll(() => cluster?.close());

  it('serves a signed-in browser from both instances in turn; a sign-out on one ends it on both', async () => {
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login('staff')).status).toBe(401); // no demo users outside demo mode
    const user = await addUser(cluster, 'staff');
    expect((await browser.login(user.name, user.password)).status).toBe(200);
    const served = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await browser.fetch(i % 2 ? PLACES : '/auth/session');
      expect(res.status, res.text).toBe(200);
      served.add(res.headers.get('x-upstream')!);
    }
    expect(served.size).toBe(2);
    const [a, b] = cluster.instances;
    expect((await sameBrowserAt(browser, a!.url).fetch('/auth/session')).status).toBe(200);
    expect((await sameBrowserAt(browser, b!.url).fetch('/auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await sameBrowserAt(browser, a!.url).fetch('/auth/session')).status).toBe(401);
    expect((await browser.fetch('/auth/session')).status).toBe(401);
  });

  it('shows a place created through instance A in the map points and the search of instance B', async () => {
    const user = await addUser(cluster, 'staff');
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login(user.name, user.password)).status).toBe(200);
    const [a, b] = cluster.instances.map((i) => sameBrowserAt(browser, i.url));
    const points = () => b!.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`);
    const before = await points(); // B's read model is filled before the change
    expect(before.status, before.text).toBe(200);
    const created = await a!.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({ name: 'Výdejna Clusterová' }),
    });
    expect(created.status, created.text).toBe(201);
    expect((await points()).data.ids).toContain(created.data.id);
    const search = await b!.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=clusterova`);
    expect(search.data.items.map((p: { id: string }) => p.id)).toEqual([created.data.id]);
  });

  it('refreshes an expiring token once for 50 concurrent lookups spread over both instances', async () => {
    const user = await addUser(cluster, 'support');
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login(user.name, user.password)).status).toBe(200);
    await connect({ bffUrl: cluster.url, sandboxUrl: cluster.sandboxUrl }, browser);
    const issued = accessTokensIssued(cluster);
    await new Promise((r) => setTimeout(r, 3_500)); // less than half the lifetime left
    const [a, b] = cluster.instances.map((i) => sameBrowserAt(browser, i.url));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a! : b!).fetch(ORDER)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(accessTokensIssued(cluster)).toBe(issued + 1);
  });

  it('carries on when instance A is killed (SIGKILL) while requests run; nobody is signed out', async () => {
    const user = await addUser(cluster, 'staff');
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login(user.name, user.password)).status).toBe(200);
    const [a] = cluster.instances;
    const statuses: number[] = [];
    const load = (async () => {
      for (let round = 0; round < 15; round++) {
        const batch = await Promise.all(Array.from({ length: 6 }, () => browser.fetch(PLACES)));
        statuses.push(...batch.map((r) => r.status));
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await a!.stop('SIGKILL');
    await load;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await browser.fetch('/auth/session')).status).toBe(200);
    await a!.start();
    expect((await sameBrowserAt(browser, a!.url).fetch('/auth/session')).status).toBe(200);
  });
});

/** A local account made through one instance's database, as `npm run user add` makes it. */
async function addUser(cluster: Cluster, role: 'staff' | 'support') {
  const name = `${role}-${Math.random().toString(36).slice(2, 8)}`;
  const password = `${name}-password`;
  await createUsersRepo(cluster.database.db).add(name, password, role);
  return { name, password };
}
