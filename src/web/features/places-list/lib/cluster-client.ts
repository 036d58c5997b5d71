import type { Area } from '@/contract/desk/bulk-jobs';
import { pathOf } from '@/contract/operations/operation';
import { placeOperations } from '@/contract/operations/places';
import { apiLanguage, failedRequest } from '@/web/shared/lib/api-client';
import type { MapFeature } from './cluster-index';
import type { BBox, ClusterReply, ClusterRequest } from './cluster-protocol';

// The page's side of the clustering worker: one worker for the page's life (so points loaded for
// an e-shop survive leaving and reopening the map, as the query cache expects), request/answer
// pairs matched by id.

type Pending = { resolve: (reply: ClusterReply) => void; reject: (error: Error) => void };
type WithoutId<T> = T extends unknown ? Omit<T, 'requestId'> : never;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function rejectAll(error: Error) {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<ClusterReply>) => {
    const p = pending.get(event.data.requestId);
    pending.delete(event.data.requestId);
    p?.resolve(event.data);
  };
  created.onerror = (event) => {
    // A worker that failed to start or crashed is replaced on the next request.
    event.preventDefault();
    worker = undefined;
    created.terminate();
    rejectAll(new Error(`The map's clustering stopped: ${event.message || 'unknown error'}`));
  };
  return (worker = created);
}

function ask(message: WithoutId<ClusterRequest>): Promise<ClusterReply> {
  const requestId = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(requestId, { resolve, reject });
    ensureWorker().postMessage({ ...message, requestId } as ClusterRequest);
  });
}

/** Points are gone from the worker: the map's query should load them again. */
export class PointsMissingError extends Error {}

export interface LoadedPoints {
  key: string;
  count: number;
  extent: BBox | undefined;
  /** A point has a type this version does not know (issue 42). */
  otherTypes: boolean;
}

/** The e-shop's points, or only the matches of a search: `query` holds the e-shop and the filters. */
export async function loadPoints(eshopId: string, query?: URLSearchParams): Promise<LoadedPoints> {
  const search = query ?? new URLSearchParams({ eshopId });
  const key = search.toString();
  const url = new URL(pathOf(placeOperations.points, {}, search), location.origin).href;
  const reply = await ask({ type: 'load', key, url, language: apiLanguage() });
  if (reply.type === 'failed') throw failedRequest(reply.status, reply.problem);
  if (reply.type !== 'loaded') throw new Error(`Unexpected answer from the map worker: ${reply.type}`);
  // User Timing entries (DevTools' performance panel, the benchmark): when the answer had been read,
  // and how long the worker then parsed and indexed it.
  const receivedAt = reply.receivedAt - performance.timeOrigin;
  performance.mark('places-map:data', { startTime: receivedAt, detail: { count: reply.count } });
  performance.measure('places-map:parse', { start: receivedAt, duration: reply.parseMs });
  performance.measure('places-map:index', { start: receivedAt + reply.parseMs, duration: reply.indexMs });
  return { key, count: reply.count, extent: reply.extent, otherTypes: reply.otherTypes };
}

export async function featuresIn(key: string, bbox: BBox, zoom: number): Promise<MapFeature[]> {
  const reply = await ask({ type: 'features', key, bbox, zoom });
  if (reply.type === 'missing') throw new PointsMissingError();
  return reply.type === 'features' ? reply.features : [];
}

export async function expansionZoom(key: string, clusterId: number): Promise<number | undefined> {
  const reply = await ask({ type: 'expansion', key, clusterId });
  return reply.type === 'expansion' ? reply.zoom : undefined;
}

/** How many of the loaded points lie inside an area (counted in the worker, off the main thread). */
export async function countIn(key: string, area: Area): Promise<number> {
  const reply = await ask({ type: 'countIn', key, area });
  if (reply.type === 'missing') throw new PointsMissingError();
  if (reply.type !== 'count') throw new Error(`Unexpected answer from the map worker: ${reply.type}`);
  performance.measure('places-map:area-count', { start: performance.now() - reply.ms, duration: reply.ms });
  return reply.count;
}
