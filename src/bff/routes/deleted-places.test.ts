import { beforeAll, describe, expect, it } from 'vitest';
import { placesIn } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// The e-shop's recently deleted places through HTTP: newest first, a page at a time, each with its
// name and town as they were, who deleted it, and the place its restore made (once, even when two
// restores are asked at the same moment); for those who may restore, a 400 naming a bad parameter.

const stack = useStack();
const PLACES = '/api/v1/pickup-place';
const deleted = (client: BrowserClient, query: string) => client.fetch(`/bff/places/deleted?${query}`);

describe('GET /bff/places/deleted', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
  });
  const remove = async (id: string) => {
    const current = await staff.fetch(`${PLACES}/${id}`);
    const gone = await staff.fetch(`${PLACES}/${id}`, {
      method: 'DELETE',
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(gone.status, gone.text).toBe(204);
  };

  it('lists the deletions newest first, in pages, and names the place a restore made', async () => {
    const ids = await placesIn(staff, 'Smazaná Lhota', 3);
    for (const id of ids) await remove(id);
    const first = await deleted(staff, `eshopId=${DEMO_ESHOP}&limit=2`);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.data.items.map((p: { placeId: string }) => p.placeId)).toEqual([ids[2], ids[1]]);
    expect(first.data.items[0]).toMatchObject({
      name: 'Smazaná Lhota 3',
      city: 'Smazaná Lhota',
      deletedBy: 'staff',
      deletedAt: expect.any(String),
      restoredAs: null,
    });
    expect(first.data.next).toBe(first.data.items[1].entryId);
    const second = await deleted(staff, `eshopId=${DEMO_ESHOP}&limit=2&before=${first.data.next}`);
    expect(second.data.items[0].placeId).toBe(ids[0]);

    const admin = await signedIn(stack(), 'admin');
    const restores = await Promise.all(
      [staff, admin].map((c) => c.fetch(`/bff/places/${ids[2]}/restore`, { method: 'POST' })),
    );
    expect(restores.map((r) => r.status).sort()).toEqual([201, 409]);
    const made = restores.find((r) => r.status === 201)!.data.placeId;
    const after = await deleted(staff, `eshopId=${DEMO_ESHOP}&limit=1`);
    expect(after.data.items[0]).toMatchObject({ placeId: ids[2], restoredAs: made });
  });

  it('answers 400 naming a bad parameter, 404 for another e-shop, 403 for support', async () => {
    const bad = await deleted(staff, `eshopId=${DEMO_ESHOP}&limit=0`);
    expectProblem(bad, 400);
    expect(bad.data.properties.errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
    const noShop = await deleted(staff, 'limit=5');
    expectProblem(noShop, 400);
    expect(noShop.data.properties.errors[0].field).toBe('eshopId');
    expectProblem(await deleted(staff, 'eshopId=00000000-0000-4000-8000-00000000abcd'), 404);
    const support = await signedIn(stack(), 'support');
    expectProblem(await deleted(support, `eshopId=${DEMO_ESHOP}`), 403);
  });
});
