import type { Worker } from 'node:worker_threads';
import type { GeocodeCandidate } from '@/contract/desk/geocoding';
import { tsWorker } from '../imports/ts-worker';
import type { Town } from './gazetteer';
import type { GazetteerAnswer, GazetteerRequest } from './gazetteer-protocol';
import type { Geocoder } from './geocoder';

// The embedded default (demo mode, no network): GeoNames' towns, in a thread started by the first
// question and kept (unreferenced, so it never holds the process open). Town level only: a
// candidate's precision says so.

export const GEONAMES_ATTRIBUTION = 'Towns © GeoNames (geonames.org), CC BY 4.0';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Ask = <A extends GazetteerAnswer>(request: WithoutId<GazetteerRequest>) => Promise<A>;

export interface EmbeddedGeocoder extends Geocoder {
  /** The towns each (country, town field) names, for checking many pins at once. */
  townsNamed(addresses: [countryCode: string, city: string][]): Promise<Town[][]>;
}

export const candidateOf = (town: Town): GeocodeCandidate => ({
  latitude: town.latitude,
  longitude: town.longitude,
  precision: 'town',
  label: [town.name, town.city, town.countryCode].filter(Boolean).join(', '),
  address: { city: town.city ?? town.name, countryCode: town.countryCode },
});

function gazetteerThread(): { ask: Ask; close: () => Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (a: GazetteerAnswer) => void; reject: (e: Error) => void }>();
  const start = () => {
    const w = tsWorker(new URL('./gazetteer-worker.ts', import.meta.url), {});
    w.unref();
    w.on('message', (answer: GazetteerAnswer) => {
      const waiter = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) waiter?.reject(new Error(answer.error));
      else waiter?.resolve(answer);
    });
    // A thread that died is started again by the next question; its questions fail now.
    w.on('error', (error) => {
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
      worker = undefined;
    });
    return w;
  };
  const ask: Ask = (request) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (a: GazetteerAnswer) => void, reject });
      worker.postMessage({ ...request, id });
    });
  return {
    ask,
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

export function createEmbeddedGeocoder(): EmbeddedGeocoder {
  const thread = gazetteerThread();
  return {
    provider: 'embedded',
    attribution: GEONAMES_ATTRIBUTION,
    search: async ({ q, countryCode, limit }) => {
      const { towns } = await thread.ask<{ id: number; towns: Town[] }>({ op: 'line', line: q, countryCode });
      return towns.slice(0, limit).map(candidateOf);
    },
    reverse: async ({ latitude, longitude }) => {
      const { town } = await thread.ask<{ id: number; town: Town | null }>({
        op: 'nearest',
        latitude,
        longitude,
      });
      return town ? candidateOf(town) : null;
    },
    townsNamed: async (addresses) =>
      (await thread.ask<{ id: number; named: Town[][] }>({ op: 'named', addresses })).named,
    close: thread.close,
  };
}
