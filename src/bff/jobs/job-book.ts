import type { FastifyBaseLogger } from 'fastify';
import type { JobsStore } from '../store/jobs';
import type { Settlement } from '../store/job-items';
import type { NewHistoryEntry } from '../store/place-history';

// The bookkeeping of a running job, written a batch at a time: the places settled (and their
// history entries) wait here a moment and go to the database together, in one transaction, so a
// place costs its platform calls and a share of one write rather than three writes of its own.
// What is only here when the process dies is lost on purpose: its item is still "sending" in the
// database, so the next holder reads the place, finds the change applied (or the new place's
// origin id taken) and records it then, never sending it twice.

/** Settled places per transaction, at most. */
export const BOOK_BATCH = 100;
/** The longest a settled place waits for its batch (the job panel's counts lag this much). */
export const BOOK_WAIT_MS = 200;

export function createJobBook(
  jobs: JobsStore,
  jobId: string,
  log: FastifyBaseLogger,
  /** Hears each place's outcome as it settles (metrics), whichever kind of item settled it. */
  onSettled?: (outcome: Settlement['state']) => void,
) {
  let outcomes: Settlement[] = [];
  let entries: NewHistoryEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Writes what is waiting; a failed write keeps it for the next (the database is away a moment). */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    writing = writing
      .catch(() => {}) // that one's items were put back: this write takes them
      .then(async () => {
        const [o, e] = [outcomes, entries];
        if (!o.length && !e.length) return;
        outcomes = [];
        entries = [];
        try {
          await jobs.settleAll(jobId, o, e);
        } catch (err) {
          outcomes = [...o, ...outcomes];
          entries = [...e, ...entries];
          throw err;
        }
      });
    return writing;
  }

  function queued() {
    if (outcomes.length + entries.length >= BOOK_BATCH) void flush().catch(warn);
    else timer ??= setTimeout(() => void flush().catch(warn), BOOK_WAIT_MS);
  }
  const warn = (err: unknown) => {
    log.warn({ err, jobId }, 'writing a bulk job batch failed; it is tried again');
    timer ??= setTimeout(() => void flush().catch(warn), BOOK_WAIT_MS * 5);
  };

  return {
    settle(seq: number, outcome: Omit<Settlement, 'seq' | 'settledMs'> & { settledMs?: number }) {
      outcomes.push({ ...outcome, seq, settledMs: outcome.settledMs ?? Date.now() });
      onSettled?.(outcome.state);
      queued();
    },
    record(entry: NewHistoryEntry) {
      entries.push({ ...entry, at: entry.at ?? new Date().toISOString() });
      queued();
    },
    /** Everything settled so far is in the database (before the job ends or is handed back). */
    drain: () => flush(),
  };
}

export type JobBook = ReturnType<typeof createJobBook>;
