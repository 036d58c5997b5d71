import type { FastifyBaseLogger } from 'fastify';
import type { PlaceHistory } from '../store/place-history';

// History is kept for HISTORY_RETENTION_DAYS (180 by default) and, per place, for its newest
// HISTORY_MAX_PER_PLACE entries (200: what the place history screen shows): a staff user's bulk
// jobs add some 1.2 KB a change, up to half a gigabyte an hour, which no age alone bounds. Pruned
// at start and then every few minutes in the background, always the oldest first, so whatever
// is kept has every later entry of its place beside it (a revert's "changed again since" check
// and a job's undo read those). Each statement deletes at most BATCH rows and the pruner pauses
// between them: better-sqlite3 runs a statement on the event loop, and one DELETE of millions of
// rows would hold every request (and, on PostgreSQL, a long transaction) meanwhile.

export const DEFAULT_RETENTION_DAYS = 180;
export const DEFAULT_MAX_PER_PLACE = 200;
const EVERY_MS = 10 * 60_000;

export interface RetentionOptions {
  days: number;
  /** The newest entries kept per place. */
  perPlace: number;
  /** Rows per DELETE (500). */
  batch?: number;
  /** Entries looked at per read for places past their cap (2 000). */
  scan?: number;
  /** Pause between statements, so that requests and other instances get the database (5 ms). */
  pauseMs?: number;
  /** Asked between statements: true stops the prune (the app is closing). */
  stopped?: () => boolean;
}

/** Where the per-place prune has looked up to: entries after it may have grown a place past its cap. */
export interface PruneCursor {
  scannedTo: number;
}

export interface PruneResult {
  pruned: number;
  /** The DELETE statements it took. */
  batches: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A turn of the event loop: Kysely's awaits on better-sqlite3 are microtasks, which yield none. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function pruneHistory(
  history: PlaceHistory,
  options: RetentionOptions,
  cursor: PruneCursor = { scannedTo: 0 },
  now = Date.now(),
): Promise<PruneResult> {
  const { batch = 500, scan = 2_000, pauseMs = 5, stopped = () => false } = options;
  const result: PruneResult = { pruned: 0, batches: 0 };
  /** Runs one bounded DELETE again and again until it finds less than a batch. */
  const drain = async (step: () => Promise<number>) => {
    for (;;) {
      if (stopped()) return;
      const n = await step();
      result.batches++;
      result.pruned += n;
      if (n < batch) return;
      await pause(pauseMs);
    }
  };
  const before = new Date(now - options.days * 86_400_000).toISOString();
  await drain(() => history.pruneOlderThan(before, batch));
  // Only a place with entries added since the last look can have grown past its cap (after a
  // start: all of them, looked at a page at a time).
  for (;;) {
    if (stopped()) break;
    const { places, lastId } = await history.placesAfter(cursor.scannedTo, scan);
    if (lastId === undefined) break;
    for (const placeId of places) {
      await drain(() => history.pruneBeyond(placeId, options.perPlace, batch));
      await turn();
    }
    cursor.scannedTo = lastId;
    await pause(pauseMs);
  }
  return result;
}

/** Prunes now and then every few minutes; answers the function that stops it. */
export function startHistoryPruning(
  history: PlaceHistory,
  retention: { days: number; perPlace: number },
  log: FastifyBaseLogger,
) {
  let stop = false;
  let running = false;
  const cursor: PruneCursor = { scannedTo: 0 };
  const run = async () => {
    if (running) return; // a long first prune is still going
    running = true;
    try {
      const { pruned } = await pruneHistory(history, { ...retention, stopped: () => stop }, cursor);
      if (pruned) log.info({ pruned }, 'pruned old place history');
    } catch (err) {
      if (!stop) log.warn({ err }, 'pruning place history failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => {
    stop = true;
    clearInterval(timer);
  };
}
