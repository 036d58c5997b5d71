import type { FastifyBaseLogger } from 'fastify';
import type { PlaceHistory } from '../store/place-history';

// History is kept for HISTORY_RETENTION_DAYS (180 by default): older entries are pruned at start
// and then every few hours in the background.

export const DEFAULT_RETENTION_DAYS = 180;
const EVERY_MS = 6 * 3_600_000;

export async function pruneHistory(history: PlaceHistory, days: number, now = Date.now()): Promise<number> {
  return history.prune(new Date(now - days * 86_400_000).toISOString());
}

/** Prunes now and then every few hours; answers the function that stops it. */
export function startHistoryPruning(history: PlaceHistory, days: number, log: FastifyBaseLogger) {
  const run = () =>
    pruneHistory(history, days)
      .then((n) => n && log.info({ pruned: n }, 'pruned old place history'))
      .catch((err) => log.warn({ err }, 'pruning place history failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
