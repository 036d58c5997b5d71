import type { FastifyBaseLogger } from 'fastify';
import { createReadModelCache } from '../routes/read-model-cache';
import type { ReadModelGenerations } from '../store/read-model-generations';
import { fetchAllPlaces, type FetchPlacesDeps } from './fetch-places';
import { buildPlacesModel, type PlacesModel } from './places-model';

// One read model per e-shop serves the map's points, the search and the exports: one fill, and
// after every change of an e-shop's places made through any instance of the BFF that e-shop's
// model is dropped: here at once, on the other instances at their next read, which compares the
// e-shop's generation in the shared database (store/read-model-generations.ts).

/** How long a model is served as it is… */
export const TTL_MS = 30_000;
/** …and how much longer it may still be served while a fresh one is filled in the background. */
export const STALE_MS = 5 * 60_000;

export function createPlacesModelCache(
  deps: FetchPlacesDeps & {
    log: FastifyBaseLogger;
    generations: ReadModelGenerations;
    /** Each fill's duration (metrics). */
    onFill?: (seconds: number, outcome: 'ok' | 'failed') => void;
  },
) {
  const cache = createReadModelCache<PlacesModel>({
    ttlMs: TTL_MS,
    staleMs: STALE_MS,
    fill: async (eshopId) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const model = buildPlacesModel(eshopId, await fetchAllPlaces(deps, eshopId));
        deps.onFill?.(seconds(), 'ok');
        return model;
      } catch (error) {
        deps.onFill?.(seconds(), 'failed');
        throw error;
      }
    },
    onBackgroundError: (err, eshopId) =>
      deps.log.warn({ err, eshopId }, 'refreshing the places read model failed'),
  });
  return {
    /** The e-shop's model, filled after the last change made through any instance. */
    async get(eshopId: string): Promise<PlacesModel> {
      return cache.get(eshopId, await deps.generations.current(eshopId));
    },
    /** After a change of the e-shop's places: dropped here at once, elsewhere at the next read. */
    async changed(eshopId: string): Promise<void> {
      await deps.generations.bump(eshopId);
      cache.invalidate(eshopId);
    },
  };
}
export type PlacesModelCache = ReturnType<typeof createPlacesModelCache>;

/**
 * Fills the models of the configured e-shops one after the other, so that the first user does not
 * wait for a fill and the platform sees at most one fill's pages at a time. Failures are logged;
 * the next request tries again.
 */
export async function warmPlacesModels(
  cache: PlacesModelCache,
  eshopIds: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const eshopId of eshopIds) {
    const started = Date.now();
    try {
      const model = await cache.get(eshopId);
      log.info({ eshopId, places: model.places.length, ms: Date.now() - started }, 'places read model warm');
    } catch (err) {
      log.warn({ err, eshopId }, 'warming the places read model failed');
    }
  }
}
