import type { FastifyBaseLogger } from 'fastify';
import { createReadModelCache } from './read-model-cache';
import type { ReadModelChanges } from '../store/read-model-changes';
import type { ReadModelGenerations } from '../store/read-model-generations';
import { applyPlaceChange } from './apply-change';
import { measureLoopDelay } from './loop-delay';
import { fetchPlace, fetchPlacePages, type FetchPlacesDeps } from './fetch-places';
import { refreshModel } from './refresh-model';
import type { MadeChange, PlaceChange } from '../store/place-change';
import type { PinFarCheck } from './pin-far';
import { buildPlacesModel, type PlacesModel } from './places-model';

// One read model per e-shop serves the map's points, the search and the exports: one fill, then
// every change of a place made through any instance of the BFF is applied to it in place, with the
// platform's answer (issue 25): here at once, on the other instances at their next read, which
// finds the e-shop's generation in the shared database ahead of its model's and applies the change
// log's entries since (store/read-model-changes.ts). Changes made outside the BFF arrive with the
// background refresh every PLACES_REFRESH_SECONDS.

/** How long a model is served before it is read again from the platform, in the background. */
export const DEFAULT_REFRESH_SECONDS = 30;

export function createPlacesModelCache(
  deps: FetchPlacesDeps & {
    log: FastifyBaseLogger;
    generations: ReadModelGenerations;
    changes: ReadModelChanges;
    /** The pin-against-town check of the quality flags (issue 46); without it, no such flag. */
    pinFar?: PinFarCheck;
    /** Each fill's duration, and the event-loop delay meanwhile (p99 and max, seconds; metrics). */
    onFill?: (seconds: number, outcome: 'ok' | 'failed', loopDelay: { p99: number; max: number }) => void;
  },
) {
  const cache = createReadModelCache<PlacesModel, PlaceChange>({
    ttlMs: (deps.config.placesRefreshSeconds ?? DEFAULT_REFRESH_SECONDS) * 1000,
    fill: async (eshopId, previous) => {
      const started = performance.now();
      const delay = measureLoopDelay();
      const done = (outcome: 'ok' | 'failed') => {
        const { p99, max } = delay.stop();
        deps.onFill?.((performance.now() - started) / 1000, outcome, { p99, max });
      };
      try {
        // A refresh asks for each page with its ETag and changes the model it had in place.
        const known = previous?.pages;
        const { pages, changed } = await fetchPlacePages(deps, eshopId, known);
        if (previous && known && refreshModel(previous, pages, changed, known)) {
          done('ok');
          return previous;
        }
        const model = await buildPlacesModel(
          eshopId,
          pages.flatMap((page) => page.places),
          new Date(),
          deps.pinFar,
        );
        model.pages = pages;
        done('ok');
        return model;
      } catch (error) {
        done('failed');
        throw error;
      }
    },
    changesSince: (eshopId, from, to, limit) => deps.changes.since(eshopId, from, to, limit),
    apply: (model, change) => applyPlaceChange(model, change),
    onBackgroundError: (err, eshopId) =>
      deps.log.warn({ err, eshopId }, 'refreshing the places read model failed'),
  });

  async function logAndApply(eshopId: string, change: PlaceChange): Promise<void> {
    await cache.applyChange(eshopId, await deps.changes.record(eshopId, change), change);
  }

  return {
    /** The e-shop's model, holding every change made through any instance. */
    async get(eshopId: string): Promise<PlacesModel> {
      return cache.get(eshopId, await deps.generations.current(eshopId));
    },
    /**
     * A change of a place made here, as the platform answered it: logged for every instance and
     * applied here. One whose answer does not carry the place (an image upload) reads it again.
     */
    async applyChange(eshopId: string, change: MadeChange): Promise<void> {
      if (change.kind !== 'reread') return logAndApply(eshopId, change);
      const place = await fetchPlace(deps, change.placeId);
      await logAndApply(
        eshopId,
        place ? { kind: 'upsert', place } : { kind: 'delete', placeId: change.placeId },
      );
    },
    /** The generation the e-shop's model holds here (tests); undefined without a model. */
    generationOf: (eshopId: string) => cache.generationOf(eshopId),
    /** Per e-shop with a model: ms since it was last read from the platform in full or refreshed. */
    ages: () => cache.ages(),
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
