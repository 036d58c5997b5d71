import type { FastifyBaseLogger } from 'fastify';
import type { BffConfig } from '../config';
import { startHistoryPruning, DEFAULT_MAX_PER_PLACE, DEFAULT_RETENTION_DAYS } from '../history/pruning';
import { warmPlacesModels } from '../read-model/places-model-cache';
import { startChangeLogPruning } from '../store/read-model-changes';
import type { registerPlacesPoints } from '../routes/places-points';
import type { createRunner, ReadModels } from './read-models';
import type { Stores } from './stores';

/**
 * The start-up work once the tree is built: the jobs a stop interrupted resume, and the history's
 * and the change log's pruning start. Returns what stops the timers (the server's close).
 */
export async function startBackgroundWork(
  config: BffConfig,
  { history }: Pick<Stores, 'history'>,
  { changeLog }: Pick<ReadModels, 'changeLog'>,
  runner: ReturnType<typeof createRunner>,
  log: FastifyBaseLogger,
) {
  await runner.resumeAll();
  const stopPruning = startHistoryPruning(
    history,
    {
      days: config.historyRetentionDays ?? DEFAULT_RETENTION_DAYS,
      perPlace: config.historyMaxPerPlace ?? DEFAULT_MAX_PER_PLACE,
    },
    log,
  );
  const stopChangeLogPruning = startChangeLogPruning(changeLog, log);
  return () => {
    stopPruning();
    stopChangeLogPruning();
  };
}

/**
 * Fills the read models of the configured e-shops in the background (npm start, after listen),
 * and the map's answer of each (what the first map asks for: the e-shop, no filter), so neither
 * the first search nor the first map waits. `warming` says so to /readyz meanwhile.
 */
export async function warmReadModels(
  config: BffConfig,
  { places }: Pick<ReadModels, 'places'>,
  points: ReturnType<typeof registerPlacesPoints>,
  log: FastifyBaseLogger,
  warming: (on: boolean) => void,
) {
  if (!config.pickup) return;
  warming(true);
  try {
    for (const { id } of config.eshops) {
      await warmPlacesModels(places, [id], log);
      await points.warm(id).catch((err: unknown) => log.warn({ err, eshopId: id }, 'warming the map failed'));
    }
  } finally {
    warming(false);
  }
}
