import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jobViews } from '@/bff/jobs/job-view';
import { storeJob } from '@/testing/bulk-jobs';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createJobsStore } from './jobs';

// A page of the Activity screen from an e-shop with thousands of jobs, on both engines: read in
// the index's order, filtered, and counted in one query for the whole page (not one per job),
// each job's counts its own.

const engines = testEngines();
const openFresh = useTestDatabases('jobs-page-test');

const JOBS = 2000;
const ITEMS = 20;

describe.each(engines)('a page of jobs on $name', ({ url }) => {
  it('pages 2000 jobs of 20 places each, filtered and counted per job, quickly', async () => {
    const database = await openFresh(url);
    const jobs = createJobsStore(database.db);
    const ids: string[] = [];
    for (let k = 0; k < JOBS; k++) {
      const id = randomUUID();
      ids.push(id);
      await jobs.create({
        ...storeJob(id),
        action: k % 10 === 0 ? { kind: 'import', importId: randomUUID() } : { kind: 'delete' },
        createdById: k % 2,
        // One a second, oldest first: the list's newest-first order is known.
        createdAt: new Date(Date.UTC(2026, 0, 1) + k * 1000).toISOString(),
        items: Array.from({ length: ITEMS }, (_, i) => ({ placeId: randomUUID(), name: `P${i}` })),
      });
      if (k % 3 === 0) await jobs.setState(id, 'finished');
    }
    // Some places of the newest job settled, so its counts differ from the others'.
    const newest = ids[JOBS - 1]!;
    await jobs.settleAll(
      newest,
      [0, 1, 2].map((seq) => ({ seq, state: 'failed', status: 500, message: 'x', settledMs: Date.now() })),
      [],
    );

    const started = performance.now();
    const page = (await jobs.list('e', { limit: 50, state: 'running' }))!;
    const next = (await jobs.list('e', { limit: 50, state: 'running', before: page[49]!.id }))!;
    const imports = (await jobs.list('e', { limit: 50, kind: 'import', createdById: 0 }))!;
    const views = await jobViews(jobs, page);
    const ms = performance.now() - started;

    const running = ids.filter((_, k) => k % 3 !== 0).reverse();
    expect(page.map((j) => j.id)).toEqual(running.slice(0, 50));
    expect(next.map((j) => j.id)).toEqual(running.slice(50, 100));
    expect(imports.map((j) => j.id)).toEqual(
      ids
        .filter((_, k) => k % 10 === 0)
        .reverse()
        .slice(0, 50),
    );
    expect(views[0]).toMatchObject({ id: newest, counts: { total: ITEMS, failed: 3, remaining: ITEMS - 3 } });
    expect(views[1]!.counts).toMatchObject({ total: ITEMS, failed: 0, remaining: ITEMS });
    // A generous bound for a loaded machine: a query per job per state would not stay in it.
    expect(ms).toBeLessThan(1500);
  }, 120_000);
});
