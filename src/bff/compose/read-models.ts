import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BffConfig } from '../config';
import type { Metrics } from '../metrics';
import { createJobRunner, DEFAULT_JOB_LEASE_MS } from '../jobs/runner';
import { chooseGeocoder } from '../geocoding/choose-geocoder';
import { createEmbeddedGeocoder } from '../geocoding/embedded-geocoder';
import { createPinLookup } from '../jobs/pin-lookup';
import { createPinFarCheck } from '../read-model/pin-far';
import { createPlacesModelCache } from '../read-model/places-model-cache';
import { createJobLeases } from '../store/job-leases';
import { createMemoryChangeLog } from '../store/memory-change-log';
import { createReadModelChanges } from '../store/read-model-changes';
import { createReadModelGenerations } from '../store/read-model-generations';
import type { Stores } from './stores';
import type { Upstream } from './upstream';

/**
 * One read model per e-shop for the map, the search and the exports; every change made through
 * any instance is applied to it in place (the change log carries them to the other instances).
 * The only instance (SQLite) keeps them in memory: no other instance reads them.
 */
export function createReadModels(
  config: BffConfig,
  { database, db }: Pick<Stores, 'database' | 'db'>,
  { upstream }: Pick<Upstream, 'upstream'>,
  metrics: Metrics,
  log: FastifyBaseLogger,
) {
  const { generations, changes: changeLog } =
    database.engine === 'sqlite'
      ? createMemoryChangeLog()
      : { generations: createReadModelGenerations(db), changes: createReadModelChanges(db) };
  // The embedded gazetteer: the pins' check against their towns, and the geocoding routes' default.
  const geocoder = createEmbeddedGeocoder();
  const pinFar = createPinFarCheck(geocoder);
  // The configured one (GEOCODER): one instance for the routes and the jobs, so one rate gate.
  const chosenGeocoder = chooseGeocoder(config, geocoder);
  const places = createPlacesModelCache({
    config,
    upstream,
    log,
    generations,
    changes: changeLog,
    pinFar,
    onFill: (seconds, outcome, loopDelay) => {
      metrics.readModelFills.labels(outcome).observe(seconds);
      metrics.readModelFillLoopDelay.labels('0.99').set(loopDelay.p99);
      metrics.readModelFillLoopDelay.labels('max').set(loopDelay.max);
    },
  });
  return { places, changeLog, geocoder, chosenGeocoder, pins: createPinLookup(chosenGeocoder, pinFar) };
}

export type ReadModels = ReturnType<typeof createReadModels>;

/** Bulk jobs run here, in the BFF; every change they make reaches the read models. */
export function createRunner(
  config: BffConfig,
  { database, db, jobs, history }: Pick<Stores, 'database' | 'db' | 'jobs' | 'history'>,
  { upstream }: Pick<Upstream, 'upstream'>,
  { places, pins }: Pick<ReadModels, 'places' | 'pins'>,
  metrics: Metrics,
  log: FastifyBaseLogger,
) {
  return createJobRunner({
    config,
    upstream,
    jobs,
    // This process's name on the leases of the jobs it runs: unique across instances and restarts.
    leases: createJobLeases(db, randomUUID(), config.jobLeaseMs ?? DEFAULT_JOB_LEASE_MS),
    soleInstance: database.engine === 'sqlite',
    onPlaceSettled: (outcome) => metrics.jobPlaces.labels(outcome).inc(),
    history,
    log,
    pins,
    ...(config.jobRetry ? { retry: config.jobRetry } : {}),
    onChange: (eshopId, change) =>
      places.applyChange(eshopId, change).catch((err: unknown) => {
        log.warn({ err, eshopId }, 'applying a job’s change to the read model failed');
      }),
  });
}
