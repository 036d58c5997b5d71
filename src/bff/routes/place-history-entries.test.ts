import { beforeAll, describe, expect, it } from 'vitest';
import { PNG, fileForm } from '@/sandbox/testing/images';
import type { Job } from '@/contract/desk/bulk-jobs';
import { placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// What a place's history says beyond field changes: an image upload (who, when, which file, added
// or replaced), and a job's entries naming the job as its card does (action, who, when), an undo
// also the job it undid.

const stack = useStack();

describe('image uploads and jobs in the place history', () => {
  let staff: BrowserClient;
  let id: string;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    id = (await placesIn(staff, 'Obrázkov', 1))[0]!;
  });
  const history = async () => (await staff.fetch(`/bff/places/${id}/history`)).data.items;
  const upload = async () => {
    const res = await staff.fetch(`/api/v1/pickup-place/${id}/image`, {
      method: 'POST',
      body: fileForm(PNG, 'image/png', 'pixel.png'),
    });
    expect(res.status, res.text).toBe(201);
    return res.data as { url: string };
  };

  it('records an image added, then one replacing it, with the file; neither can be reverted', async () => {
    const first = await upload();
    const second = await upload();
    const [replaced, added] = await history();
    expect(added).toMatchObject({
      operation: 'image',
      username: 'staff',
      changes: [],
      image: { replaced: false, url: first.url },
    });
    expect(replaced).toMatchObject({ operation: 'image', image: { replaced: true, url: second.url } });
    expect(replaced.image.fileName).toEqual(expect.any(String));
    const refused = await staff.fetch(`/bff/places/${id}/history/${replaced.id}/revert`, { method: 'POST' });
    expectProblem(refused, 409, '/problems/conflict');
  });

  it('records nothing for a refused upload', async () => {
    const before = (await history()).length;
    const res = await staff.fetch(`/api/v1/pickup-place/${id}/image`, {
      method: 'POST',
      body: fileForm(Buffer.from('not an image at all\n'.repeat(4)), 'image/png', 'pixel.png'),
    });
    expect(res.status).toBe(400);
    expect((await history()).length).toBe(before);
  });

  it('names the job of a bulk change, and for an undo the job it undid', async () => {
    const job = await startJob(staff, {
      selection: { ids: [id] },
      action: { kind: 'storageTime', days: 11 },
    });
    await waitForJob(staff, job.id);
    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    const undone: Job = await waitForJob(staff, undo.data.id);
    const [undoEntry, bulkEntry] = await history();
    expect(bulkEntry).toMatchObject({
      operation: 'bulk',
      job: { id: job.id, kind: 'storageTime', createdBy: 'staff', createdAt: job.createdAt, undoOf: null },
    });
    expect(undoEntry).toMatchObject({
      operation: 'undo',
      jobId: undone.id,
      job: {
        id: undone.id,
        kind: 'restore',
        undoOf: { id: job.id, kind: 'storageTime', createdBy: 'staff', createdAt: job.createdAt },
      },
    });
  });
});
