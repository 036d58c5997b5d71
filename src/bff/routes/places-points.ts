import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { checkOpenFilters } from './places-search/query';
import { PlacePointsQuerySchema, type PlacePoints } from '@/contract/desk/points';
import type { PlaceFilters } from '@/contract/place-search';
import type { BffConfig } from '../config';
import { contractRoutes } from '@/server/contract-routes';
import { requireRole } from '../plugins/session';
import { managedEshop } from './places/context';
import { matchPlaces, parseSort } from '../read-model/match-places';
import type { PlacesModel } from '../read-model/places-model';
import type { PlacesModelCache } from '../read-model/places-model-cache';
import { routeOf } from './operation-route';
import { placeOperations } from '@/contract/operations/places';

// The map's view of an e-shop's places (GET /bff/places/points): only what a marker needs, in
// columns, gzipped once per fill of the places read model and per change applied to it
// (read-model/places-model-cache.ts: a change made through any instance of the BFF is applied
// there; changes made elsewhere show within PLACES_REFRESH_SECONDS and one fill). The table keeps using the real paged API; the platform's
// API is untouched. With a search text or filters (those of /bff/places/search) it holds only the
// matches, so the map shows what the list shows; such answers are made per request, not kept.

const gzipAsync = promisify(gzip);

interface Entry {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/** Whether the query narrows the places down at all (an empty text or list does not). */
const narrows = ({ eshopId: _, q, ...filters }: PlaceFilters) =>
  q !== '' || Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));

/** The map's columns of a model's places with coordinates (of `docs` only, when given). */
async function pointsOf(model: PlacesModel, docs?: Int32Array): Promise<Entry> {
  const points: PlacePoints = { ids: [], lat: [], lng: [], type: [], carrier: [], name: [] };
  const chosen = docs ? Array.from(docs, (doc) => model.places[doc]!) : model.places;
  for (const p of chosen) {
    if (!p.location.gps) continue;
    points.ids.push(p.id);
    points.lat.push(p.location.gps.latitude);
    points.lng.push(p.location.gps.longitude);
    points.type.push(p.type);
    points.carrier.push(p.carrier);
    points.name.push(p.name);
  }
  const json = Buffer.from(JSON.stringify(points));
  return {
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    json,
    // Compressed on libuv's thread pool: megabytes of JSON would hold up every other request.
    gzip: await gzipAsync(json, { level: 6 }),
  };
}

export function registerPlacesPoints(
  app: FastifyInstance,
  deps: { config: BffConfig; places: PlacesModelCache },
) {
  const { config } = deps;
  // Made once per fill of the model and per change applied to it, when the map first asks for it.
  const entries = new WeakMap<PlacesModel, { version: number; entry: Promise<Entry> }>();
  const entryOf = (model: PlacesModel) => {
    let made = entries.get(model);
    if (made?.version !== model.version)
      entries.set(model, (made = { version: model.version, entry: pointsOf(model) }));
    return made.entry;
  };

  // Sign-in and role are checked before the query, the e-shop after it. The answer is the gzipped
  // bytes of a PlacePoints, built in pointsOf() with the contract's type (so no answer schema: the
  // bytes are not what a schema describes).
  const route = {
    schema: { querystring: PlacePointsQuerySchema },
    preValidation: requireRole('places:read'),
    preHandler: managedEshop(config).inQuery,
  };
  contractRoutes(app).route({
    ...routeOf(placeOperations.points),
    ...route,
    handler: async (request, reply) => {
      const { eshopId } = request.query;
      const filtered = narrows(request.query);
      const model = await deps.places.get(eshopId);
      checkOpenFilters(model, request.query);
      const entry = filtered
        ? await pointsOf(model, matchPlaces(model, request.query, parseSort(undefined, false)).docs)
        : await entryOf(model);
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      }
      return reply.send(entry.json);
    },
  });

  return {
    /** Builds the unfiltered answer of the e-shop's current model (the start-up warm-up). */
    warm: async (eshopId: string) => void (await entryOf(await deps.places.get(eshopId))),
  };
}
