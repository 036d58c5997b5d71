import type { Job } from '@/contract/desk/bulk-jobs';
import type { CountsOfJob } from '../store/job-items';
import type { JobRow, JobsStore } from '../store/jobs';

// A job as the browser sees it: its counts, its rate (while it runs, the places settled over the
// last few seconds: the pace it keeps now; once it ended, over the whole job) and the time left.

/** The window of the current rate. */
const RATE_WINDOW_MS = 5_000;

export async function jobView(
  jobs: JobsStore,
  row: JobRow,
  now = Date.now(),
  known?: CountsOfJob,
): Promise<Job> {
  const { settledLastMs, ...counts } = known ?? (await jobs.counts(row.id));
  const settled = counts.done + counts.unchanged + counts.failed + counts.conflicts;
  const active = row.state === 'running' || row.state === 'cancelling';
  const elapsedS = ((active ? now : (settledLastMs ?? now)) - row.startedMs) / 1000;
  const recent =
    active && elapsedS * 1000 > RATE_WINDOW_MS
      ? (await jobs.settledSince(row.id, now - RATE_WINDOW_MS)) / (RATE_WINDOW_MS / 1000)
      : undefined;
  const overall = settled > 0 && elapsedS > 0 ? settled / elapsedS : null;
  const perS = recent ?? overall;
  const rate = perS === null ? null : Math.round(perS * 10) / 10;
  return {
    id: row.id,
    eshopId: row.eshopId,
    action: row.action,
    state: row.state,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    undoOf: row.undoOf,
    retryOf: row.retryOf,
    skipped: row.skipped,
    counts,
    rate,
    etaSeconds: active && rate ? Math.ceil(counts.remaining / rate) : null,
  };
}

/**
 * A page of jobs: their counts in one query; only a running job asks for its pace (one more
 * query each, and few jobs run at once), so a page of ended jobs costs two queries in all.
 */
export async function jobViews(jobs: JobsStore, rows: readonly JobRow[], now = Date.now()): Promise<Job[]> {
  const counts = await jobs.countsOfJobs(rows.map((row) => row.id));
  return Promise.all(rows.map((row) => jobView(jobs, row, now, counts.get(row.id))));
}
