import type { JobsStore, JobRow } from '../store/jobs';
import type { OpenItem } from '../store/job-items';
import { NEW_PLACE } from './run-import-item';

/** Open items read from the database per batch: 10 000 places never sit in memory. */
const BATCH = 200;

/** Hands out the job's open items in order, reading the next batch when one runs out. */
export function itemSource(jobs: JobsStore, job: JobRow) {
  const jobId = job.id;
  let buffer: OpenItem[] = [];
  let lastSeq = -1;
  let exhausted = false;
  let refill: Promise<void> | null = null;
  return async function next(): Promise<OpenItem | undefined> {
    while (!buffer.length && !exhausted) {
      refill ??= jobs.open(jobId, lastSeq, BATCH).then(async (items) => {
        if (job.action.kind === 'import') {
          // Their changes are known already: one write marks them all, none goes out before it.
          const creations = items.filter((i) => i.placeId === NEW_PLACE && i.state === 'pending');
          await jobs.markSending(
            jobId,
            creations.map((i) => i.seq),
          );
          for (const i of creations) i.marked = true;
        }
        buffer = items;
        exhausted = items.length < BATCH;
        lastSeq = items.at(-1)?.seq ?? lastSeq;
        refill = null;
      });
      await refill;
    }
    return buffer.shift();
  };
}
