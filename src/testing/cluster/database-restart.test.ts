import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '@/bff/store/users';
import { postgresCluster, postgresForTests } from '../postgres';
import { BrowserClient, DEMO_ESHOP } from '../stack';
import { startCluster, type Cluster } from './cluster';
import { nginxForTests } from './nginx';

// PostgreSQL restarts under two running instances: meanwhile they answer 503 (a ProblemDetail,
// and /readyz says why), afterwards they recover by themselves and the session is still there.
// The server restarted is a cluster of its own (`restart_test`), so other tests are not disturbed.

const CLUSTER = 'restart_test';
const pg = postgresForTests(CLUSTER);
const nginx = pg.url ? nginxForTests() : undefined;
const ready = pg.url && nginx ? { postgresUrl: pg.url, nginx } : undefined;
if (!ready) console.warn('Database restart test skipped: it needs PostgreSQL and nginx (see above).');

describe.skipIf(!ready)('PostgreSQL restarting under two instances', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(ready!);
  }, 240_000);
  afterAll(async () => {
    try {
      postgresCluster(CLUSTER, 'start'); // whatever happened in the test, the server runs again
    } catch {
      // running already
    }
    await cluster?.close();
  });

  it('answers 503 while the database is down and recovers by itself once it is back', async () => {
    await createUsersRepo(cluster.database.db).add('olga', 'olga-password', 'staff');
    const browser = new BrowserClient(cluster.url);
    expect((await browser.login('olga', 'olga-password')).status).toBe(200);
    const places = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=5`;
    expect((await browser.fetch(places)).status).toBe(200);

    postgresCluster(CLUSTER, 'stop');
    for (const instance of cluster.instances) {
      const down = await new BrowserClient(instance.url).fetch('/readyz');
      expect(down.status).toBe(503);
      expect(down.data.reason).toBe('database-unavailable');
    }
    const away = await browser.fetch(places);
    expect(away.status, away.text).toBe(503);
    expect(away.data.type).toBe('/problems/database-unavailable');
    expect(away.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\n\s+at /);

    postgresCluster(CLUSTER, 'start');
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await browser.fetch(places)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
    for (const instance of cluster.instances)
      expect((await new BrowserClient(instance.url).fetch('/readyz')).status).toBe(200);
    expect((await browser.fetch('/auth/session')).status).toBe(200);
  });
});
