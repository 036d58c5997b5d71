import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeJob } from '@/testing/bulk-jobs';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createJobLeases } from './job-leases';
import { createJobsStore } from './jobs';

// Job leases on both engines: several lease holders over one database stand for the instances of
// a cluster. However they race, one holds a job at a time; a lease that runs out or is handed
// back lets another take the job; an ended job is nobody's.

const engines = testEngines();
const openFresh = useTestDatabases('leases-test');

async function openDatabase(url: string | undefined) {
  const database = await openFresh(url);
  const jobs = createJobsStore(database.db);
  const newJob = async () => {
    const id = randomUUID();
    await jobs.create(storeJob(id));
    return id;
  };
  return { db: database.db, jobs, newJob };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(engines)('job leases on $name', ({ url }) => {
  it('gives a job to exactly one of 20 instances claiming it at once', async () => {
    const { db, newJob } = await openDatabase(url);
    const id = await newJob();
    const instances = Array.from({ length: 20 }, (_, i) => createJobLeases(db, `instance-${i}`, 10_000));
    const claims = await Promise.all(instances.map((l) => l.claim(id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = instances[claims.indexOf(true)]!;
    expect(await holder.renew(id)).toBe('running');
    expect(await instances.find((l) => l !== holder)!.renew(id)).toBeUndefined();
    expect(await holder.unheld()).not.toContain(id);
  });

  it('lets another instance take a job whose lease ran out; the old holder learns it lost it', async () => {
    const { db, newJob } = await openDatabase(url);
    const id = await newJob();
    // A second for a's lease, so that b's first claim finds it held on a slow machine; b's own lease
    // is long, so that a's claim at the end finds it held however slowly this machine runs.
    const a = createJobLeases(db, 'a', 1_000);
    const b = createJobLeases(db, 'b', 60_000);
    expect(await a.claim(id)).toBe(true);
    expect(await b.claim(id)).toBe(false);
    await sleep(1_100); // a died: no renewal
    expect(await b.unheld()).toContain(id);
    expect(await b.claim(id)).toBe(true);
    expect(await a.renew(id)).toBeUndefined();
    expect(await a.claim(id)).toBe(false);
  });

  it('lets another instance take a handed-back job at once, and a cancel shows in the renewal', async () => {
    const { db, jobs, newJob } = await openDatabase(url);
    const id = await newJob();
    const a = createJobLeases(db, 'a', 60_000);
    const b = createJobLeases(db, 'b', 60_000);
    expect(await a.claim(id)).toBe(true);
    await b.release(id); // not b's to hand back: nothing changes
    expect(await b.claim(id)).toBe(false);
    await a.release(id);
    expect(await b.claim(id)).toBe(true);
    await jobs.setState(id, 'cancelling');
    expect(await b.renew(id)).toBe('cancelling');
  });

  it('gives nobody an ended job, even with force', async () => {
    const { db, jobs, newJob } = await openDatabase(url);
    const id = await newJob();
    await jobs.setState(id, 'finished');
    const a = createJobLeases(db, 'a', 60_000);
    expect(await a.claim(id)).toBe(false);
    expect(await a.claim(id, true)).toBe(false);
    expect(await a.unheld()).not.toContain(id);
  });
});
