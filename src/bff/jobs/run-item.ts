import { planChange } from '@/domain/change-model';
import type { FieldChange } from '@/contract/desk/place-fields';
import { editableOf, holds, patchOf } from '@/domain/place-fields';
import type { JobRow } from '../store/jobs';
import type { OpenItem } from '../store/job-items';
import type { ItemDeps } from './item-deps';
import type { PlaceHistory } from '../store/place-history';
import type { PickupPlace } from '@/contract/places';
import type { Point } from './pin-lookup';
import { retriedOrRefused } from './retry';
import { runImportItem, undoCreation } from './run-import-item';

// One place of a job: read it (with its ETag), decide the change from its current fields, send it
// with If-Match, record it. A 412 means someone changed the place meanwhile: it is read again and
// the same action applied to the fresh version once more; a second 412 is a conflict, and their
// edit stays. The item is marked "sending" with its change before the change goes out, so that
// after a restart a change the platform already applied is recognised and not sent again. The
// outcome and its history entry go to the job's book, written with the batch (job-book.ts).

/** Attempts of one place: the first read, and one more after a 412. */
const ROUNDS = 2;

type Settle = ['unchanged' | 'failed', number | undefined, string | undefined];

/**
 * A "place pins from addresses" job's pin for the place as read now (issue 46): none wanted when
 * it has one near its address (set meanwhile, or by an earlier run), none found for its address.
 */
async function pinOf(
  { pins, signal }: ItemDeps,
  place: PickupPlace,
): Promise<{ found: Point } | { settle: Settle }> {
  if (!pins || !(await pins.wants(place))) return { settle: ['unchanged', undefined, undefined] };
  try {
    const found = await pins.find(place, signal);
    if (found) return { found };
    return { settle: ['unchanged', undefined, 'Its address was not found; the pin is left as it is.'] };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { settle: ['failed', 502, 'The address search did not answer; the pin is left as it is.'] };
  }
}

export async function runItem(deps: ItemDeps, job: JobRow, item: OpenItem): Promise<void> {
  const { jobs, history, book, calls, retry, signal } = deps;
  const { action } = job;
  // An import's rows, and the undo of the places an import created, have their own steps.
  if (action.kind === 'import') return runImportItem(deps, job, item);
  if (action.kind === 'restore' && (await undoCreation(deps, job, item, action.jobId))) return;
  const retrying = <T>(run: () => Promise<T>) => retriedOrRefused(run, retry, signal);
  const settle = (state: 'done' | 'unchanged' | 'failed' | 'conflict', status?: number, message?: string) =>
    book.settle(item.seq, { state, status: status ?? null, message: message ?? null });
  const record = (
    changes: Parameters<PlaceHistory['record']>[0]['changes'],
    operation: 'bulk' | 'undo' | 'delete',
  ) =>
    book.record({
      eshopId: job.eshopId,
      placeId: item.placeId,
      username: job.createdBy,
      role: job.createdRole,
      operation,
      jobId: job.id,
      changes,
    });
  const restoring =
    action.kind === 'restore' ? (await history.ofJob(action.jobId, item.placeId))?.changes : undefined;
  if (action.kind === 'restore' && !restoring) return settle('unchanged');

  let lastSent: FieldChange[] | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const read = await retrying(() => calls.read(item.placeId));
    if (!read.ok) {
      // A deletion that went out before a restart finds the place gone: it is done.
      if (read.status === 404 && action.kind === 'delete' && item.state === 'sending') return settle('done');
      return settle('failed', read.status, read.message);
    }
    if (read.place.eshopId !== job.eshopId) return settle('failed', 404, 'The place is not in this e-shop.');
    const values = editableOf(read.place);

    // Sent before, and the place holds it: applied once, so record it, never resend. Sent before
    // the BFF stopped (round 0, the item says so), or sent in the last round with its answer lost
    // (a timeout, retried into a 412 because the first attempt had in fact gone through).
    const earlier = round === 0 && item.state === 'sending' ? item.changes : lastSent;
    if (earlier?.length && holds(values, earlier, 'after') && !holds(values, earlier, 'before')) {
      if (!(await history.ofJob(job.id, item.placeId)))
        record(earlier, action.kind === 'restore' ? 'undo' : 'bulk');
      return settle('done');
    }

    const pinned = action.kind === 'placePins' ? await pinOf(deps, read.place) : undefined;
    if (pinned && 'settle' in pinned) return settle(...pinned.settle);
    const plan = planChange(pinned ? { ...action, ...pinned } : action, values, restoring);
    if (plan.kind === 'unchanged')
      return plan.note
        ? settle(
            'unchanged',
            undefined,
            `No public holidays are known for the country ${plan.note.country}; nothing was added.`,
          )
        : settle('unchanged');
    if (plan.kind === 'conflict')
      return settle(
        'conflict',
        409,
        `Changed since the job being undone: ${plan.fields.join(', ')}. Kept as it is.`,
      );

    const changes = plan.kind === 'change' ? plan.changes : [];
    await jobs.sending(job.id, item.seq, changes);
    lastSent = changes;
    const sent = await retrying(() =>
      plan.kind === 'delete'
        ? calls.remove(item.placeId, read.etag)
        : calls.patch(item.placeId, read.etag, patchOf(changes, 'after')),
    );
    if (sent.ok) {
      record(changes, plan.kind === 'delete' ? 'delete' : action.kind === 'restore' ? 'undo' : 'bulk');
      return settle('done');
    }
    if (sent.status !== 412) return settle('failed', sent.status, sent.message);
  }
  return settle(
    'conflict',
    412,
    'Someone else changed this place while the job ran, twice; their edit is kept. Retry it to apply the change.',
  );
}
