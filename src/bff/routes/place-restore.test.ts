import { beforeAll, describe, expect, it } from 'vitest';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { placesIn, platformPlace } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// A deleted place restored from its history long after the page's undo: made again on the platform
// from the values its deletion recorded (a new id), both histories naming each other, at most once
// even when asked twice at the same moment; refused for support, for a place not deleted, and when
// the platform will not make it again.

const stack = useStack();
const PLACES = '/api/v1/pickup-place';

describe('restoring a deleted place from its history', () => {
  let admin: BrowserClient;
  beforeAll(async () => {
    admin = await signedIn(stack(), 'admin');
  });
  const remove = async (id: string) => {
    const current = await admin.fetch(`${PLACES}/${id}`);
    const gone = await admin.fetch(`${PLACES}/${id}`, {
      method: 'DELETE',
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(gone.status, gone.text).toBe(204);
  };
  const restore = (client: BrowserClient, id: string) =>
    client.fetch(`/bff/places/${id}/restore`, { method: 'POST' });

  it('makes the place again under a new id, once, even for two restores at the same moment', async () => {
    const [id] = await placesIn(admin, 'Vzkříšov', 1);
    const before = (await platformPlace(stack().sandboxUrl, id!)).place;
    await remove(id!);
    const staff = await signedIn(stack(), 'staff');
    const answers = await Promise.all([restore(staff, id!), restore(admin, id!)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, answers.map((a) => a.text).join('\n')).toEqual([201, 409]);
    const made = answers.find((a) => a.status === 201)!;
    expectProblem(
      answers.find((a) => a.status === 409)!,
      409,
      '/problems/conflict',
    );
    const newId: string = made.data.placeId;
    expect(newId).not.toBe(id);
    const again = (await platformPlace(stack().sandboxUrl, newId)).place;
    expect(again).toMatchObject({
      name: before.name,
      originPickupPlaceId: before.originPickupPlaceId,
      location: { city: 'Vzkříšov', line1: before.location.line1 },
      storageTimeInDays: before.storageTimeInDays,
      openingHours: { regular: before.openingHours.regular },
    });
    const search = await admin.fetch(`/bff/places/search?eshopId=${before.eshopId}&q=Vzkříšov`);
    expect(search.status, search.text).toBe(200);
    expect(search.data.items.map((p: { id: string }) => p.id)).toEqual([newId]);

    const oldHistory = (await admin.fetch(`/bff/places/${id}/history`)).data.items;
    expect(oldHistory.map((e: { operation: string }) => e.operation)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
    expect(oldHistory[0]).toMatchObject({ restoredAs: newId, changes: [] });
    const newHistory = (await admin.fetch(`/bff/places/${newId}/history`)).data.items;
    expect(newHistory).toHaveLength(1);
    expect(newHistory[0]).toMatchObject({ operation: 'restore', restoredFrom: id, placeId: newId });
    expect(newHistory[0].changes.find((c: { field: string }) => c.field === 'name')).toEqual({
      field: 'name',
      before: null,
      after: before.name,
    });
    expect(made.data.entry).toEqual(newHistory[0]);

    const third = await restore(admin, id!);
    expectProblem(third, 409, '/problems/conflict');
    expect(third.data.properties).toMatchObject({ restoredAs: newId });
  });

  it('refuses support (as a creation is refused), and a place that is not deleted', async () => {
    const [id] = await placesIn(admin, 'Vzkříšov Dvůr', 1);
    expectProblem(await restore(admin, id!), 409, '/problems/conflict');
    await remove(id!);
    const support = await signedIn(stack(), 'support');
    expectProblem(await restore(support, id!), 403);
    expectProblem(await restore(admin, '00000000-0000-4000-8000-00000000abcd'), 404);
  });

  it('refuses cleanly when the platform will not make it again, and may be asked again later', async () => {
    const [id] = await placesIn(admin, 'Vzkříšov Ves', 1);
    const before = (await platformPlace(stack().sandboxUrl, id!)).place;
    await remove(id!);
    // Someone made a place with the same origin id since: the platform refuses a second one.
    const twin = await admin.fetch(PLACES, {
      method: 'POST',
      json: newPlaceBody({ name: 'Dvojník', originPickupPlaceId: before.originPickupPlaceId }),
    });
    expect(twin.status, twin.text).toBe(201);
    const refused = await restore(admin, id!);
    expectProblem(refused, 409, '/problems/conflict');
    expect(refused.data.detail).toMatch(/refused to make the place again/);
    const oldHistory = (await admin.fetch(`/bff/places/${id}/history`)).data.items;
    expect(oldHistory[0].operation).toBe('delete'); // no restore recorded
    await remove(twin.data.id);
    expect((await restore(admin, id!)).status).toBe(201);
  });
});
