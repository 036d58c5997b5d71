import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../store/db';
import type { JobLeases } from '../store/job-leases';
import type { JobsStore, JobRow } from '../store/jobs';
import type { OpenItem, Settlement } from '../store/job-items';
import type { PlaceHistory } from '../store/place-history';
import type { BffConfig } from '../config';
import type { UpstreamClient } from '../upstream/client';
import type { MadeChange } from '../store/place-change';
import { createJobBook } from './job-book';
import { itemSource } from './item-source';
import { createPace } from './pace';
import type { PinLookup } from './pin-lookup';
import { placeCalls } from './place-calls';
import { DEFAULT_RETRY, type RetryPolicy } from './retry';
import { runItem } from './run-item';

// Runs bulk jobs in the BFF: a few workers per job (BULK_CONCURRENCY to start with, default 4;
// raised while the platform keeps its pace, up to BULK_CONCURRENCY_MAX: pace.ts) take the job's
// open places in order, a batch at a time from the database, so 10 000 places never sit in
// memory. A job runs on the one instance that holds its lease (store/job-leases.ts); the others
// take it up when that instance hands it back at a stop or dies. Cancelling stops taking places
// (those in flight finish); stopping the BFF leaves the job running in the database for whichever
// instance takes it up next, this one after a restart included. What the places came to is
// written a batch at a time (job-book.ts); an import's new places are marked sending a batch at a
// time too, before any of them is sent.

export const DEFAULT_BULK_CONCURRENCY = 4;
export const DEFAULT_JOB_LEASE_MS = 30_000;
/** The first wait of a place whose write found the database away, doubled up to the second. */
const DATABASE_RETRY_MS = 250;
const DATABASE_RETRY_MAX_MS = 5_000;

export interface RunnerDeps {
  config: BffConfig;
  upstream: UpstreamClient;
  jobs: JobsStore;
  leases: JobLeases;
  history: PlaceHistory;
  log: FastifyBaseLogger;
  /** Hears of each change a job makes, with the platform's answer (the read model applies it). */
  onChange: (eshopId: string, change: MadeChange) => Promise<void>;
  /** Called when a place of a job has been settled, with its outcome (metrics). */
  onPlaceSettled?: (outcome: Settlement['state']) => void;
  /**
   * The only instance there can be (SQLite): at start it takes over every unfinished job, leases
   * or not, since a lease left behind can only be its own from before a crash.
   */
  soleInstance?: boolean;
  retry?: RetryPolicy;
  /** The "place pins from addresses" job's lookups (issue 46). */
  pins?: PinLookup;
}

interface Running {
  cancelled: boolean;
  /** Another instance holds the job now (this one missed its renewals): stop taking places. */
  lost: boolean;
  done: Promise<void>;
}

/** How many workers a job starts with, and the most and fewest the pace may allow. */
function paceLimits(config: BffConfig) {
  const start = config.bulkConcurrency ?? DEFAULT_BULK_CONCURRENCY;
  return {
    start,
    max: Math.max(start, config.bulkConcurrencyMax ?? start),
    min: Math.min(start, config.bulkConcurrencyMin ?? 1),
  };
}

/** Works through a job this instance holds, then ends it unless it was handed back or lost. */
async function runHeld(
  deps: RunnerDeps,
  { limits, signal }: { limits: ReturnType<typeof paceLimits>; signal: AbortSignal },
  job: JobRow,
  state: Running,
) {
  const { jobs, leases, log } = deps;
  // As many workers as the pace may ever allow; the pace lets that many of them work at a time.
  const pace = createPace(limits);
  const calls = placeCalls(deps.config, deps.upstream, signal, pace, (change) =>
    deps.onChange(job.eshopId, change),
  );
  const book = createJobBook(jobs, job.id, log, deps.onPlaceSettled);
  const itemDeps = {
    jobs,
    history: deps.history,
    book,
    calls,
    retry: deps.retry ?? DEFAULT_RETRY,
    signal: signal,
    ...(deps.pins ? { pins: deps.pins } : {}),
  };
  const next = itemSource(jobs, job);
  const worker = async () => {
    for (;;) {
      await pace.acquire();
      try {
        const item = await next();
        if (!item || state.cancelled || state.lost || signal.aborted) return;
        await placeOf(item);
      } finally {
        pace.release();
      }
    }
  };
  const placeOf = async (item: OpenItem) => {
    // The database away a moment (a restart, a failover) fails the item's write before its change
    // goes out (the write marking it sending), never after: the place is taken again once the
    // database answers, not settled as failed.
    for (let waitMs = DATABASE_RETRY_MS; ; waitMs = Math.min(waitMs * 2, DATABASE_RETRY_MAX_MS)) {
      try {
        await runItem(itemDeps, job, item);
        break;
      } catch (err) {
        if (signal.aborted) return; // the item stays open: the next holder takes it again
        if (isDatabaseUnavailable(err) && !state.cancelled && !state.lost) {
          log.warn({ err, jobId: job.id, placeId: item.placeId }, 'the database is away; the place waits');
          await sleep(waitMs, undefined, { signal: signal }).catch(() => undefined);
          continue;
        }
        log.error({ err, jobId: job.id, placeId: item.placeId }, 'a bulk job place failed');
        book.settle(item.seq, { state: 'failed', status: 500, message: 'The app failed on this place.' });
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: limits.max }, worker));
  await book.drain(); // at a stop too: what did settle is kept, the rest stays open
  if (signal.aborted) return; // handed back below: another instance, or the next start, goes on
  // Ended here only while still the holder: a job taken over meanwhile is the other's to end.
  if (state.lost || !(await leases.renew(job.id))) return;
  if (state.cancelled) {
    await jobs.cancelPending(job.id);
    await jobs.setState(job.id, 'cancelled');
  } else await jobs.setState(job.id, 'finished');
}

export function createJobRunner(deps: RunnerDeps) {
  const { jobs, leases, log } = deps;
  const limits = paceLimits(deps.config);
  // Renewed often enough that a cancel made on another instance is seen within a few seconds.
  const renewMs = Math.min(leases.leaseMs / 3, 2_000);
  const pollMs = Math.min(leases.leaseMs / 3, 5_000);
  const stopping = new AbortController();
  // Every call and every wait of every worker listens to it: up to BULK_CONCURRENCY_MAX per job.
  setMaxListeners(0, stopping.signal);
  const running = new Map<string, Running>();
  let poller: NodeJS.Timeout | undefined;

  /** Runs the job here if this instance gets its lease; otherwise another instance has it. */
  function start(job: JobRow, force = false) {
    if (running.has(job.id) || stopping.signal.aborted) return;
    const state: Running = { cancelled: false, lost: false, done: Promise.resolve() };
    running.set(job.id, state);
    state.done = (async () => {
      if (!(await leases.claim(job.id, force))) return;
      const held = await jobs.get(job.id); // as it is now that it is ours (a cancel may have come)
      if (held && (held.state === 'running' || held.state === 'cancelling')) {
        state.cancelled = held.state === 'cancelling';
        const stopBeating = heartbeat(leases, log, renewMs, job.id, state);
        try {
          await runHeld(deps, { limits, signal: stopping.signal }, held, state);
        } finally {
          stopBeating();
        }
      }
      if (!state.lost) await leases.release(job.id);
    })()
      .catch((err: unknown) => log.error({ err, jobId: job.id }, 'a bulk job stopped'))
      .finally(() => running.delete(job.id));
  }

  /** Takes every unfinished job nobody holds (all of them, for the sole instance at start). */
  async function takeOver(all: boolean) {
    const ids = all ? (await jobs.unfinished()).map((j) => j.id) : await leases.unheld();
    for (const id of ids) {
      if (running.has(id)) continue;
      const job = await jobs.get(id);
      if (!job) continue;
      log.info({ jobId: id }, 'taking up a bulk job');
      start(job, all);
    }
  }

  return {
    start: (job: JobRow) => start(job),

    /** Stops taking places; those in flight finish. Answers false when the job is not running. */
    async cancel(job: JobRow): Promise<boolean> {
      if (job.state !== 'running') return false;
      await jobs.setState(job.id, 'cancelling');
      const state = running.get(job.id);
      if (state) state.cancelled = true;
      // Not running here: its holder hears of it at its next renewal; a job nobody holds is
      // taken here and ends as cancelled.
      else start({ ...job, state: 'cancelling' });
      return true;
    },

    /**
     * Starts again the jobs a stop interrupted, and from then on takes up every job that another
     * instance hands back at its stop or leaves behind when it dies (its lease runs out).
     */
    async resumeAll() {
      await takeOver(deps.soleInstance ?? false);
      poller = setInterval(() => {
        takeOver(false).catch((err: unknown) => log.warn({ err }, 'looking for bulk jobs to take up failed'));
      }, pollMs);
      poller.unref();
    },

    /** Jobs running on this instance (metrics). */
    held: () => running.size,

    /** Waits for a job to end here (tests). */
    settled: (jobId: string) => running.get(jobId)?.done ?? Promise.resolve(),

    /**
     * At shutdown: calls in flight are aborted, their places stay open, and every job is handed
     * back, so another instance takes it up at once (or this one at its next start).
     */
    async stop() {
      clearInterval(poller);
      stopping.abort();
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}

/** Keeps the lease while the job runs, and hears of a cancel made through another instance. */
function heartbeat(
  leases: JobLeases,
  log: FastifyBaseLogger,
  renewMs: number,
  jobId: string,
  state: Running,
) {
  const timer = setInterval(() => {
    leases
      .renew(jobId)
      .then((jobState) => {
        if (!jobState) state.lost = true;
        else if (jobState === 'cancelling') state.cancelled = true;
      })
      // The database is away for a moment: the lease lasts a while longer, the next beat retries.
      .catch((err: unknown) => log.warn({ err, jobId }, 'renewing a bulk job lease failed'));
  }, renewMs);
  return () => clearInterval(timer);
}

export type JobRunner = ReturnType<typeof createJobRunner>;
