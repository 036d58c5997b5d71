import { beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@/contract/desk/import';
import type { Job } from '@/contract/desk/bulk-jobs';
import { createUsersRepo } from '@/bff/store/users';
import { expectProblem } from '@/testing/expect-problem';
import { placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { imported } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// A bulk job or an import belongs to whoever made it: another staff user may see it but not cancel,
// retry, undo or apply it (undoing an import deletes the places it made); its maker and any
// administrator may. Every refusal is a 403 ProblemDetail and an audit entry marked denied.

const stack = useStack();
const CITY = 'Vlastnice';
const byCity = { filter: { city: [CITY] } };
const hours = (from: string) => ({ kind: 'weeklyHours', regular: { monday: [{ from, to: '18:00' }] } });

describe('owners of jobs and imports', () => {
  let admin: BrowserClient;
  let staff: BrowserClient;
  let colleague: BrowserClient;
  beforeAll(async () => {
    await createUsersRepo(stack().bff.database.db).add('colleague', 'colleague-password', 'staff');
    colleague = new BrowserClient(stack().bffUrl);
    expect((await colleague.login('colleague', 'colleague-password')).status).toBe(200);
    [admin, staff] = await Promise.all([signedIn(stack(), 'admin'), signedIn(stack(), 'staff')]);
    await placesIn(admin, CITY, 3);
  });

  const command = (client: BrowserClient, job: Job, verb: 'cancel' | 'retry' | 'undo') =>
    client.fetch(`/bff/jobs/${job.id}/${verb}`, { method: 'POST' });
  const denied = async (operation: string, target: string, username: string) => {
    const items = (await admin.fetch('/bff/audit?limit=200')).data.items as {
      operation: string;
      target: string;
      username: string;
      outcome: string;
      status: number;
    }[];
    return items.filter(
      (e) =>
        e.operation === operation && e.target === target && e.username === username && e.outcome === 'denied',
    );
  };

  it('refuses another staff user cancel, retry and undo of a job, and audits each refusal', async () => {
    const job = await waitForJob(
      colleague,
      (await startJob(colleague, { selection: byCity, action: hours('07:00') })).id,
    );
    expect(job).toMatchObject({ state: 'finished', createdBy: 'colleague', counts: { done: 3 } });
    for (const verb of ['cancel', 'retry', 'undo'] as const) {
      const res = await command(staff, job, verb);
      expectProblem(res, 403, '/problems/forbidden');
      expect(res.data.detail).toContain('colleague');
      expect(await denied(`job.${verb}`, job.id, 'staff')).toHaveLength(1);
    }
    // Nothing was undone: the job has no undo.
    const list = (await staff.fetch(`/bff/jobs?eshopId=${job.eshopId}`)).data.items as Job[];
    expect(list.some((j) => j.undoOf === job.id)).toBe(false);
  });

  it('lets the maker and an administrator undo it', async () => {
    const mine = await waitForJob(
      staff,
      (await startJob(staff, { selection: byCity, action: hours('08:00') })).id,
    );
    const undo = await command(staff, mine, 'undo');
    expect(undo.status, undo.text).toBe(202);
    expect(undo.data).toMatchObject({ createdBy: 'staff', undoOf: mine.id });
    await waitForJob(staff, undo.data.id);

    const theirs = await waitForJob(
      colleague,
      (await startJob(colleague, { selection: byCity, action: hours('09:00') })).id,
    );
    const byAdmin = await command(admin, theirs, 'undo');
    expect(byAdmin.status, byAdmin.text).toBe(202);
    await waitForJob(admin, byAdmin.data.id);
  });

  it('refuses another staff user the mapping and the apply of an import, and the undo of its job', async () => {
    const upload = await imported(colleague, 'places-utf8-comma.csv');
    const mapping = await staff.fetch(`/bff/imports/${upload.id}/mapping`, {
      method: 'PUT',
      json: { mapping: upload.mapping },
    });
    expectProblem(mapping, 403, '/problems/forbidden');
    const apply = await staff.fetch(`/bff/imports/${upload.id}/apply`, { method: 'POST' });
    expectProblem(apply, 403, '/problems/forbidden');
    expect(await denied('import.apply', upload.id, 'staff')).toHaveLength(1);
    expect(await denied('import.mapping', upload.id, 'staff')).toHaveLength(1);

    const applied = await colleague.fetch(`/bff/imports/${upload.id}/apply`, { method: 'POST' });
    expect(applied.status, applied.text).toBe(202);
    const job = await waitForJob(colleague, (applied.data as Job).id);
    expect(job.counts.done).toBe(3);
    // Undoing an import deletes the places it made: not for anyone with staff rights.
    expectProblem(await command(staff, job, 'undo'), 403, '/problems/forbidden');
    const undo = await command(admin, job, 'undo');
    expect(undo.status, undo.text).toBe(202);
    await waitForJob(admin, undo.data.id);
  });

  it('lets an administrator apply a staff user’s import', async () => {
    const upload: Import = await imported(colleague, 'places-cp1250-semicolon.csv');
    const apply = await admin.fetch(`/bff/imports/${upload.id}/apply`, { method: 'POST' });
    expect(apply.status, apply.text).toBe(202);
    await waitForJob(admin, (apply.data as Job).id);
  });
});
