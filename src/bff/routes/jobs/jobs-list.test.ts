import { beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobList } from '@/contract/desk/bulk-jobs';
import { createUsersRepo } from '@/bff/store/users';
import { expectProblem } from '@/testing/expect-problem';
import { placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { imported } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient, DEMO_ESHOP } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// The e-shop's jobs a page at a time (the Activity screen): newest first, paged by the `next`
// cursor, filtered by who started them, their state and their kind; anyone with read rights sees
// every user's jobs. A query the list cannot answer is a 400 that names its field.

const stack = useStack();
const CITY = 'Seznamov';
const byCity = { filter: { city: [CITY] } };
const hours = (from: string) => ({ kind: 'weeklyHours', regular: { monday: [{ from, to: '18:00' }] } });

describe('the list of an e-shop’s jobs', () => {
  let staff: BrowserClient;
  let colleague: BrowserClient;
  /** Oldest first: three of staff's, one of the colleague's, an import of the colleague's. */
  const made: Job[] = [];
  const list = async (client: BrowserClient, query: Record<string, string> = {}) => {
    const res = await client.fetch(`/bff/jobs?${new URLSearchParams({ eshopId: DEMO_ESHOP, ...query })}`);
    expect(res.status, res.text).toBe(200);
    return res.data as JobList;
  };
  const ids = (page: JobList) => page.items.map((job) => job.id);

  beforeAll(async () => {
    await createUsersRepo(stack().bff.database.db).add('colleague', 'colleague-password', 'staff');
    colleague = new BrowserClient(stack().bffUrl);
    expect((await colleague.login('colleague', 'colleague-password')).status).toBe(200);
    staff = await signedIn(stack(), 'staff');
    await placesIn(staff, CITY, 2);
    for (const [client, from] of [
      [staff, '07:00'],
      [staff, '08:00'],
      [staff, '09:00'],
      [colleague, '10:00'],
    ] as const)
      made.push(
        await waitForJob(client, (await startJob(client, { selection: byCity, action: hours(from) })).id),
      );
    const upload = await imported(colleague, 'places-utf8-comma.csv');
    const applied = await colleague.fetch(`/bff/imports/${upload.id}/apply`, { method: 'POST' });
    expect(applied.status, applied.text).toBe(202);
    made.push(await waitForJob(colleague, (applied.data as Job).id));
  });

  it('answers every job newest first without a page asked for, as before', async () => {
    const all = await list(staff);
    expect(ids(all)).toEqual(made.map((job) => job.id).reverse());
    expect(all.next).toBeUndefined();
    expect(all.items[0]).toMatchObject({ createdBy: 'colleague', action: { kind: 'import' } });
    expect(all.items[4]).toMatchObject({ createdBy: 'staff', state: 'finished', counts: { done: 2 } });
  });

  it('pages with `next` until the last page, which has none', async () => {
    const first = await list(staff, { limit: '2' });
    expect(first.items).toHaveLength(2);
    const second = await list(staff, { limit: '2', before: first.next! });
    const third = await list(staff, { limit: '2', before: second.next! });
    expect(third.next).toBeUndefined();
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(made.map((job) => job.id).reverse());
  });

  it('filters by who started it, its state and its kind, also while paging', async () => {
    expect(ids(await list(staff, { createdBy: 'me' }))).toEqual(
      made
        .slice(0, 3)
        .map((j) => j.id)
        .reverse(),
    );
    expect(ids(await list(colleague, { createdBy: 'me' }))).toEqual([made[4]!.id, made[3]!.id]);
    expect((await list(staff, { state: 'running' })).items).toEqual([]);
    expect(ids(await list(staff, { state: 'ended' }))).toHaveLength(5);
    expect(ids(await list(staff, { kind: 'import' }))).toEqual([made[4]!.id]);
    const mine = await list(staff, { createdBy: 'me', kind: 'weeklyHours', limit: '2' });
    expect(ids(mine)).toEqual([made[2]!.id, made[1]!.id]);
    const rest = await list(staff, { createdBy: 'me', kind: 'weeklyHours', limit: '2', before: mine.next! });
    expect(ids(rest)).toEqual([made[0]!.id]);
    expect(rest.next).toBeUndefined();
  });

  it('refuses a query it cannot answer, naming the field', async () => {
    const field = async (query: Record<string, string>) => {
      const res = await staff.fetch(`/bff/jobs?${new URLSearchParams({ eshopId: DEMO_ESHOP, ...query })}`);
      expectProblem(res, 400, '/problems/validation-error');
      return (res.data.properties.errors as { field: string }[]).map((e) => e.field);
    };
    expect(await field({ limit: '101' })).toEqual(['limit']);
    expect(await field({ limit: '0' })).toEqual(['limit']);
    expect(await field({ state: 'paused' })).toEqual(['state']);
    expect(await field({ kind: 'bogus' })).toEqual(['kind']);
    expect(await field({ createdBy: 'colleague' })).toEqual(['createdBy']);
    expect(await field({ before: 'not-a-job' })).toEqual(['before']);
    // A well-formed id of no job of this e-shop: the page cannot go on after it.
    expect(await field({ before: '00000000-0000-4000-8000-000000000000' })).toEqual(['before']);
  });
});
