import type { FastifyBaseLogger } from 'fastify';
import type { JobsStore, JobRow, OpenItem } from '../store/jobs';
import type { PlaceHistory } from '../store/place-history';
import type { BffConfig } from '../config';
import type { UpstreamClient } from '../upstream/client';
import { placeCalls } from './place-calls';
import { DEFAULT_RETRY, type RetryPolicy } from './retry';
import { runItem } from './run-item';

// Runs bulk jobs in the BFF: a few workers per job (BULK_CONCURRENCY, default 4) take the job's
// open places in order, a batch at a time from the database, so 10 000 places never sit in
// memory. Cancelling stops taking places (those in flight finish); stopping the BFF leaves the job
// running in the database, and the next start resumes it.

export const DEFAULT_BULK_CONCURRENCY = 4;
const BATCH = 200;

export interface RunnerDeps {
  config: BffConfig;
  upstream: UpstreamClient;
  jobs: JobsStore;
  history: PlaceHistory;
  log: FastifyBaseLogger;
  /** Called while and after a job changes places (the read model goes stale). */
  onChanged: (eshopId: string) => void;
  retry?: RetryPolicy;
}

interface Running {
  cancelled: boolean;
  done: Promise<void>;
}

export function createJobRunner(deps: RunnerDeps) {
  const { jobs, log } = deps;
  const concurrency = deps.config.bulkConcurrency ?? DEFAULT_BULK_CONCURRENCY;
  const stopping = new AbortController();
  const running = new Map<string, Running>();

  /** Hands out the job's open items in order, reading the next batch when one runs out. */
  function itemSource(jobId: string) {
    let buffer: OpenItem[] = [];
    let lastSeq = -1;
    let exhausted = false;
    let refill: Promise<void> | null = null;
    return async function next(): Promise<OpenItem | undefined> {
      while (!buffer.length && !exhausted) {
        refill ??= jobs.open(jobId, lastSeq, BATCH).then((items) => {
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

  async function run(job: JobRow, state: Running) {
    const calls = placeCalls(deps.config, deps.upstream, stopping.signal);
    const itemDeps = {
      jobs,
      history: deps.history,
      calls,
      retry: deps.retry ?? DEFAULT_RETRY,
      signal: stopping.signal,
    };
    const next = itemSource(job.id);
    let lastNotice = 0;
    const worker = async () => {
      for (let item = await next(); item; item = await next()) {
        if (state.cancelled || stopping.signal.aborted) return;
        try {
          await runItem(itemDeps, job, item);
        } catch (err) {
          if (stopping.signal.aborted) return; // the item stays open: the next start takes it again
          log.error({ err, jobId: job.id, placeId: item.placeId }, 'a bulk job place failed');
          await jobs.settle(job.id, item.seq, {
            state: 'failed',
            status: 500,
            message: 'The app failed on this place.',
          });
        }
        if (Date.now() - lastNotice > 1000) {
          lastNotice = Date.now();
          deps.onChanged(job.eshopId);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (stopping.signal.aborted) return;
    if (state.cancelled) {
      await jobs.cancelPending(job.id);
      await jobs.setState(job.id, 'cancelled');
    } else await jobs.setState(job.id, 'finished');
    deps.onChanged(job.eshopId);
  }

  function start(job: JobRow) {
    if (running.has(job.id)) return;
    const state: Running = { cancelled: job.state === 'cancelling', done: Promise.resolve() };
    state.done = run(job, state)
      .catch((err) => log.error({ err, jobId: job.id }, 'a bulk job stopped'))
      .finally(() => running.delete(job.id));
    running.set(job.id, state);
  }

  return {
    start,

    /** Stops taking places; those in flight finish. Answers false when the job is not running. */
    async cancel(job: JobRow): Promise<boolean> {
      if (job.state !== 'running') return false;
      await jobs.setState(job.id, 'cancelling');
      const state = running.get(job.id);
      if (state) state.cancelled = true;
      else start({ ...job, state: 'cancelling' });
      return true;
    },

    /** Starts again every job that was running when the BFF stopped. */
    async resumeAll() {
      for (const job of await jobs.unfinished()) {
        log.info({ jobId: job.id }, 'resuming a bulk job');
        start(job);
      }
    },

    /** Waits for a job to end (tests). */
    settled: (jobId: string) => running.get(jobId)?.done ?? Promise.resolve(),

    /** At shutdown: calls in flight are aborted, and their places stay open for the next start. */
    async stop() {
      stopping.abort();
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
