import { NEW_PLACE_ID } from '@/contract/desk/import';
import type { EditableValues } from '@/contract/desk/place-fields';
import { diffFields, editableOf, holds, patchOf } from '@/domain/place-fields';
import { createBody } from '../imports/evaluate-row';
import type { JobRow } from '../store/jobs';
import type { OpenItem } from '../store/job-items';
import type { ItemDeps } from './item-deps';
import { retriedOrRefused } from './retry';

// One row of an import applied (issue 14). A new place is POSTed and its creation recorded as a
// change from nothing; an update reads the place with its ETag and PATCHes, with If-Match, only
// the fields the file changes that still differ (a 412 reads it again once, as every job does).
// Undoing a creation deletes the place, unless someone changed it since (then it is kept).

export const NEW_PLACE = NEW_PLACE_ID;

type Settled = 'done' | 'unchanged' | 'failed' | 'conflict';

export async function runImportItem(deps: ItemDeps, job: JobRow, item: OpenItem): Promise<void> {
  const { jobs, history, book, calls, retry, signal } = deps;
  const changes = item.changes ?? [];
  const settle = (state: Settled, status?: number, message?: string, placeId?: string) =>
    book.settle(item.seq, { state, status: status ?? null, message: message ?? null, placeId });
  const record = (placeId: string, operation: 'create' | 'import', recorded: typeof changes) =>
    book.record({
      eshopId: job.eshopId,
      placeId,
      username: job.createdBy,
      role: job.createdRole,
      operation,
      jobId: job.id,
      changes: recorded,
    });

  if (item.placeId === NEW_PLACE) {
    // Sent before a restart and created: the platform refuses the origin id a second time (409),
    // so a place is never created twice. The runner marks a batch of new places sending at once.
    if (!item.marked) await jobs.sending(job.id, item.seq, changes);
    const sent = await retriedOrRefused(() => calls.create(createBody(job.eshopId, changes)), retry, signal);
    if (!sent.ok) {
      // Refused as a duplicate after a restart: the POST before it made the place. Its id is
      // unknown here, so it stays made (the report says so) and an undo leaves it.
      if (sent.status === 409 && item.state === 'sending')
        return settle('done', 409, 'Created before the app restarted; an undo of this import keeps it.');
      return settle('failed', sent.status, sent.message);
    }
    record(sent.id, 'create', changes);
    return settle('done', undefined, undefined, sent.id);
  }

  for (let round = 0; round < 2; round++) {
    const read = await retriedOrRefused(() => calls.read(item.placeId), retry, signal);
    if (!read.ok) return settle('failed', read.status, read.message);
    if (read.place.eshopId !== job.eshopId) return settle('failed', 404, 'The place is not in this e-shop.');
    const values = editableOf(read.place);
    if (round === 0 && item.state === 'sending' && changes.length && holds(values, changes, 'after')) {
      if (!(await history.ofJob(job.id, item.placeId))) record(item.placeId, 'import', changes);
      return settle('done');
    }
    const next = {
      ...values,
      ...Object.fromEntries(changes.map((c) => [c.field, c.after])),
    } as EditableValues;
    const diff = diffFields(values, next);
    if (!diff.length) return settle('unchanged');
    await jobs.sending(job.id, item.seq, diff);
    const sent = await retriedOrRefused(
      () => calls.patch(item.placeId, read.etag, patchOf(diff, 'after')),
      retry,
      signal,
    );
    if (sent.ok) {
      record(item.placeId, 'import', diff);
      return settle('done');
    }
    if (sent.status !== 412) return settle('failed', sent.status, sent.message);
  }
  return settle(
    'conflict',
    412,
    'Someone else changed this place while the import ran, twice; their edit is kept.',
  );
}

/** Undoing an import's creation: true when the item was one (and is settled here). */
export async function undoCreation(deps: ItemDeps, job: JobRow, item: OpenItem, undoneJob: string) {
  const { history, book, calls, retry, signal } = deps;
  const entry = await history.ofJob(undoneJob, item.placeId);
  if (entry?.operation !== 'create') return false;
  const settle = (state: Settled, status?: number, message?: string) =>
    book.settle(item.seq, { state, status: status ?? null, message: message ?? null });
  const read = await retriedOrRefused(() => calls.read(item.placeId), retry, signal);
  if (!read.ok) {
    if (read.status === 404) settle('unchanged');
    else settle('failed', read.status, read.message);
    return true;
  }
  if (!holds(editableOf(read.place), entry.changes, 'after')) {
    settle('conflict', 409, 'Changed since the import created it. Kept as it is.');
    return true;
  }
  const sent = await retriedOrRefused(() => calls.remove(item.placeId, read.etag), retry, signal);
  if (!sent.ok) {
    settle(sent.status === 412 ? 'conflict' : 'failed', sent.status, sent.message);
    return true;
  }
  book.record({
    eshopId: job.eshopId,
    placeId: item.placeId,
    username: job.createdBy,
    role: job.createdRole,
    operation: 'delete',
    jobId: job.id,
    changes: entry.changes.map((c) => ({ field: c.field, before: c.after, after: null })),
  });
  settle('done');
  return true;
}
