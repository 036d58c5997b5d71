import { beforeAll, describe, expect, it } from 'vitest';
import { patchOnPlatform, platformPlace, placesIn } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// A place's history through the BFF: a single edit through the proxy is recorded with the fields
// it changed, a revert puts them back (and is recorded too), and a revert is refused when a later
// change touched the same fields or the place was changed outside the app since.

const stack = useStack();

describe('place history', () => {
  let staff: BrowserClient;
  let id: string;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    id = (await placesIn(staff, 'Dějinov', 1))[0]!;
  });
  const edit = async (body: unknown) => {
    const current = await staff.fetch(`/api/v1/pickup-place/${id}`);
    const res = await staff.fetch(`/api/v1/pickup-place/${id}`, {
      method: 'PATCH',
      json: body,
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(res.status, res.text).toBe(200);
  };
  const history = async () => (await staff.fetch(`/bff/places/${id}/history`)).data.items;

  it('records a single edit with the fields it changed, newest first', async () => {
    await edit({ name: 'Dějinov nové jméno' });
    await edit({ storageTimeInDays: 9 });
    const items = await history();
    expect(
      items.slice(0, 2).map((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field)),
    ).toEqual([['storageTimeInDays'], ['name']]);
    expect(items[2].operation).toBe('create'); // the creation through the proxy came first
    expect(items[1]).toMatchObject({
      operation: 'update',
      username: 'staff',
      jobId: null,
      changes: [{ field: 'name', before: 'Dějinov 1', after: 'Dějinov nové jméno' }],
    });
  });

  it('reverts a change, recording the revert; refuses one a later change covers', async () => {
    await edit({ name: 'Dějinov znovu' });
    const [latest, , oldest] = await history();
    const refused = await staff.fetch(`/bff/places/${id}/history/${oldest.id}/revert`, { method: 'POST' });
    expectProblem(refused, 409, '/problems/conflict');
    expect(refused.data.detail).toMatch(/staff changed name again/);
    expect(refused.data.properties).toMatchObject({
      laterEntryId: latest.id,
      laterUsername: 'staff',
      laterFields: ['name'],
      laterAt: latest.at,
    });

    const reverted = await staff.fetch(`/bff/places/${id}/history/${latest.id}/revert`, { method: 'POST' });
    expect(reverted.status, reverted.text).toBe(201);
    expect(reverted.data).toMatchObject({ operation: 'revert', revertOf: latest.id });
    expect((await platformPlace(stack().sandboxUrl, id)).place.name).toBe('Dějinov nové jméno');
  });

  it('refuses to revert over an edit made outside the app, and keeps that edit', async () => {
    const [storage] = (await history()).filter(
      (e: { changes: { field: string }[] }) => e.changes[0]!.field === 'storageTimeInDays',
    );
    await patchOnPlatform(stack().sandboxUrl, id, { storageTimeInDays: 14 });
    const refused = await staff.fetch(`/bff/places/${id}/history/${storage.id}/revert`, { method: 'POST' });
    expectProblem(refused, 409, '/problems/conflict');
    expect((await platformPlace(stack().sandboxUrl, id)).place.storageTimeInDays).toBe(14);
  });

  it('lets support read the history but not revert', async () => {
    const support = await signedIn(stack(), 'support');
    const items = (await support.fetch(`/bff/places/${id}/history`)).data.items;
    expect(items.length).toBeGreaterThan(0);
    expectProblem(
      await support.fetch(`/bff/places/${id}/history/${items[0].id}/revert`, { method: 'POST' }),
      403,
    );
  });
});
