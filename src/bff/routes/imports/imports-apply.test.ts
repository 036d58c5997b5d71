import { beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@/contract/desk/import';
import { waitForJob } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { imported, rowsOf, upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { EMPTY_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// Applying an import as a job, through real HTTP against a real sandbox: it creates and updates
// exactly the rows its dry run said it would, never a row with an error, and it can be undone.

const stack = useStack();
const inEmpty = { eshopId: EMPTY_ESHOP };

describe('import apply', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
  });

  const places = async () => {
    const res = await staff.fetch(`/api/v1/pickup-place?eshopId=${EMPTY_ESHOP}&size=100&sort=name,asc`);
    expect(res.status, res.text).toBe(200);
    return res.data.items as {
      id: string;
      name: string;
      originPickupPlaceId: string;
      [k: string]: unknown;
    }[];
  };
  const apply = async (result: Import) => {
    const res = await staff.fetch(`/bff/imports/${result.id}/apply`, { method: 'POST' });
    expect(res.status, res.text).toBe(202);
    return waitForJob(staff, res.data.id);
  };
  const exportCsv = async () => {
    const res = await staff.fetch(`/bff/places/export.csv?eshopId=${EMPTY_ESHOP}&separator=semicolon`);
    expect(res.status).toBe(200);
    return res.text;
  };

  it('creates the rows of a Czech Excel file, updates what a re-import changes, and undoes both', async () => {
    const created = await imported(staff, 'places-cp1250-semicolon.csv', inEmpty);
    expect(created.counts).toMatchObject({ create: 3, update: 0, error: 0 });
    const job = await apply(created);
    expect(job).toMatchObject({ state: 'finished', counts: { total: 3, done: 3, failed: 0 } });
    const made = await places();
    expect(made.map((p) => p.name)).toEqual(['Box Žižkov', 'Květinářství Šťastná', 'Papírnictví U Řeky']);
    const trebon = made.find((p) => p.originPickupPlaceId === 'CP-001')!;
    expect(trebon).toMatchObject({
      location: { city: 'Třeboň', zipCode: '379 01', gps: { latitude: 49.0036, longitude: 14.7706 } },
      storageTimeInDays: 7,
    });
    expect((trebon.openingHours as { regular: { monday: unknown } }).regular.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '18:00' },
    ]);
    const history = await staff.fetch(`/bff/places/${trebon.id}/history`);
    expect(history.data.items[0]).toMatchObject({ operation: 'create', jobId: job.id });
    expectProblem(await staff.fetch(`/bff/imports/${created.id}/apply`, { method: 'POST' }), 409);

    // The export read back: one name changed, one row made invalid, one row added with an error.
    const lines = (await exportCsv()).split('\r\n');
    lines[1] = lines[1]!.replace('Box Žižkov', 'Box Žižkov – nádraží');
    lines[2] = lines[2]!.replace('kvetiny@example.cz', 'není e-mail');
    const again = await upload(staff, 'places.csv', new TextEncoder().encode(lines.join('\r\n')), inEmpty);
    expect(again.status, again.text).toBe(201);
    expect(again.data.counts).toMatchObject({ total: 3, create: 0, update: 1, unchanged: 1, error: 1 });
    const [error, ...rest] = await rowsOf(staff, again.data.id);
    expect(error).toMatchObject({
      outcome: 'error',
      errors: [{ column: 'email', reason: 'invalid_format' }],
    });
    expect(rest.find((r) => r.outcome === 'update')).toMatchObject({ fields: ['name'] });
    const update = await apply(again.data);
    expect(update).toMatchObject({ skipped: 1, counts: { total: 1, done: 1 } });
    const after = await places();
    expect(after.map((p) => p.name)).toContain('Box Žižkov – nádraží');
    expect(after.find((p) => p.originPickupPlaceId === 'CP-003')!.email).toBe('kvetiny@example.cz');

    const undoUpdate = await staff.fetch(`/bff/jobs/${update.id}/undo`, { method: 'POST' });
    expect((await waitForJob(staff, undoUpdate.data.id)).counts.done).toBe(1);
    expect((await places()).map((p) => p.name)).toContain('Box Žižkov');
    const undoCreate = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect((await waitForJob(staff, undoCreate.data.id)).counts).toMatchObject({ done: 3, conflicts: 0 });
    expect(await places()).toEqual([]);
  });

  it('never writes a row with an error', async () => {
    const result = await imported(staff, 'duplicate-origin.csv', inEmpty);
    expect(result.counts).toMatchObject({ create: 1, error: 2 });
    const job = await apply(result);
    expect(job.counts).toMatchObject({ total: 1, done: 1 });
    expect((await places()).map((p) => p.originPickupPlaceId)).toEqual(['D-002']);
  });
});
