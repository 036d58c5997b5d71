import { beforeAll, describe, expect, it } from 'vitest';
import { describeChanges } from '@/domain/words/change-text';
import { placesIn, platformPlace } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// A place's whole life in its history: the creation through the proxy (who, when, every field from
// nothing), and the deletion (every field it had, to nothing), still readable by the place's id
// after the platform has forgotten it. Neither can be reverted.

const stack = useStack();

describe('creations and deletions in the place history', () => {
  let staff: BrowserClient;
  let id: string;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    id = (await placesIn(staff, 'Životov', 1))[0]!;
  });
  const history = async (client = staff) => {
    const res = await client.fetch(`/bff/places/${id}/history`);
    expect(res.status, res.text).toBe(200);
    return res.data.items;
  };

  it('records a creation with who made it and every field it was made with', async () => {
    const [created] = await history();
    expect(created).toMatchObject({ operation: 'create', username: 'staff', jobId: null });
    const fields = created.changes.map((c: { field: string }) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'location', 'openingHours', 'storageTimeInDays']));
    expect(created.changes.find((c: { field: string }) => c.field === 'name')).toEqual({
      field: 'name',
      before: null,
      after: 'Životov 1',
    });
    expect(describeChanges(created.changes)).toContain('Name: — → Životov 1');
    expect(describeChanges(created.changes)).toContain('Mon closed → 08:00–17:00');
    const refused = await staff.fetch(`/bff/places/${id}/history/${created.id}/revert`, { method: 'POST' });
    expectProblem(refused, 409, '/problems/conflict');
    expect(refused.data.detail).toMatch(/creation cannot be reverted/);
  });

  it('records a deletion with what the place held, readable by its id once it is gone', async () => {
    const admin = await signedIn(stack(), 'admin');
    const current = await admin.fetch(`/api/v1/pickup-place/${id}`);
    const gone = await admin.fetch(`/api/v1/pickup-place/${id}`, {
      method: 'DELETE',
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(gone.status, gone.text).toBe(204);
    expect((await platformPlace(stack().sandboxUrl, id)).status).toBe(404);

    const support = await signedIn(stack(), 'support');
    const [deleted, created] = await history(support);
    expect(created.operation).toBe('create');
    expect(deleted).toMatchObject({ operation: 'delete', username: 'admin' });
    expect(deleted.changes.find((c: { field: string }) => c.field === 'name')).toEqual({
      field: 'name',
      before: 'Životov 1',
      after: null,
    });
    const refused = await admin.fetch(`/bff/places/${id}/history/${deleted.id}/revert`, { method: 'POST' });
    expectProblem(refused, 409, '/problems/conflict');
    expect(refused.data.detail).toMatch(/deletion cannot be reverted; restore/);
  });

  it('records nothing for a refused deletion', async () => {
    const [other] = await placesIn(staff, 'Životov', 1);
    const support = await signedIn(stack(), 'support');
    expectProblem(await support.fetch(`/api/v1/pickup-place/${other}`, { method: 'DELETE' }), 403);
    const items = (await staff.fetch(`/bff/places/${other}/history`)).data.items;
    expect(items.map((e: { operation: string }) => e.operation)).toEqual(['create']);
  });
});
