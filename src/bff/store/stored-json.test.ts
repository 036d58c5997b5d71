import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storeJob } from '@/testing/bulk-jobs';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createJobsStore } from './jobs';
import { createPlaceHistory } from './place-history';
import { StoredRowError } from '@/server/stored-json';

// A JSON column written in another shape (an older version, a hand edit) fails when it is read,
// naming its table and column, instead of flowing on as the type the code expects; so does a
// column of the contract's values (a state, an operation) holding one this version does not know.

const openFresh = useTestDatabases('stored-json-test');

describe.each(testEngines())('JSON columns read back on $name', ({ url }) => {
  it('a job whose stored action or item changes are not the contract’s fails loudly', async () => {
    const database = await openFresh(url);
    const jobs = createJobsStore(database.db);
    const id = randomUUID();
    await jobs.create(storeJob(id));
    expect((await jobs.get(id))?.action).toEqual({ kind: 'delete' });
    await jobs.sending(id, 0, [{ field: 'name', before: 'A', after: 'B' }]);
    expect((await jobs.open(id, -1, 10))[0]?.changes).toEqual([{ field: 'name', before: 'A', after: 'B' }]);

    // An action kind this version does not know, and changes of a field that is not editable.
    await database.db
      .updateTable('bulk_jobs')
      .set({ action: JSON.stringify({ kind: 'teleport' }) })
      .where('id', '=', id)
      .execute();
    await expect(jobs.get(id)).rejects.toThrow(StoredRowError);
    await expect(jobs.get(id)).rejects.toThrow(/bulk_jobs\.action/);
    await database.db
      .updateTable('bulk_job_items')
      .set({ changes: JSON.stringify([{ field: 'id', before: 1, after: 2 }]) })
      .where('job_id', '=', id)
      .execute();
    await expect(jobs.open(id, -1, 10)).rejects.toThrow(/bulk_job_items\.changes/);
  });

  it('a history entry whose changes are not JSON fails loudly', async () => {
    const database = await openFresh(url);
    const history = createPlaceHistory(database.db);
    const placeId = randomUUID();
    await history.record({
      eshopId: 'e',
      placeId,
      username: 'staff',
      role: 'staff',
      operation: 'update',
      changes: [{ field: 'name', before: 'A', after: 'B' }],
    });
    await database.db.updateTable('place_history').set({ changes: '[{"field":' }).execute();
    await expect(history.forPlace(placeId)).rejects.toThrow(/place_history\.changes holds no JSON/);
  });

  it('a state or an operation this version does not know fails loudly, naming its column', async () => {
    const database = await openFresh(url);
    const jobs = createJobsStore(database.db);
    const id = randomUUID();
    await jobs.create(storeJob(id));
    await sql`UPDATE bulk_jobs SET state = 'paused' WHERE id = ${id}`.execute(database.db);
    await expect(jobs.get(id)).rejects.toThrow(StoredRowError);
    await expect(jobs.get(id)).rejects.toThrow(/bulk_jobs\.state/);
    await sql`UPDATE bulk_job_items SET state = 'teleported' WHERE job_id = ${id}`.execute(database.db);
    await expect(jobs.counts(id)).rejects.toThrow(/bulk_job_items\.state/);

    const history = createPlaceHistory(database.db);
    const placeId = randomUUID();
    const entry = { eshopId: 'e', placeId, username: 'staff', role: 'staff' } as const;
    await history.record({ ...entry, operation: 'update', changes: [] });
    await sql`UPDATE place_history SET operation = 'teleport' WHERE place_id = ${placeId}`.execute(
      database.db,
    );
    await expect(history.forPlace(placeId)).rejects.toThrow(/place_history\.operation/);
  });
});
