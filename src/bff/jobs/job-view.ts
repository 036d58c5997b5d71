import type { Job } from '@/contract/desk/bulk-jobs';
import type { JobRow, JobsStore } from '../store/jobs';

// A job as the browser sees it: its counts, and the rate and time left measured from its start.

export async function jobView(jobs: JobsStore, row: JobRow, now = Date.now()): Promise<Job> {
  const { settledLastMs, ...counts } = await jobs.counts(row.id);
  const settled = counts.done + counts.unchanged + counts.failed + counts.conflicts;
  const active = row.state === 'running' || row.state === 'cancelling';
  const elapsedS = ((active ? now : (settledLastMs ?? now)) - row.startedMs) / 1000;
  const rate = settled > 0 && elapsedS > 0 ? Math.round((settled / elapsedS) * 10) / 10 : null;
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
