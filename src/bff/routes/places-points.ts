import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PlacePointsQuerySchema, type PlacePoints } from '../../contract/desk/points';
import { MAX_PAGE_SIZE, PlacePointsSourcePageSchema } from '../../contract/places';
import type { BffConfig } from '../config';
import { contractRoutes, plainProblem, rejectInvalid } from '../contract-routes';
import { Problem } from '../problem';
import { requireUser } from '../plugins/session';
import type { UpstreamClient } from '../upstream/client';
import { problemFromUpstream } from '../upstream/normalize';
import { badUpstream, decoded, discard, parseJson, readCapped } from '../upstream/read-body';
import { credentialsRefused } from './places/context';
import { createReadModelCache, type ReadModelCache } from './read-model-cache';

// A compact read model of all places of an e-shop for the map (GET /bff/places/points): only what a
// marker needs, in columns, gzipped once per fill and cached briefly (see read-model-cache.ts: a
// change made through the BFF drops it at once; changes made elsewhere show within the TTL, or a
// few minutes while the map is in use). The table keeps using the real paged API; the platform's
// API is untouched.

/** How long an answer is served as it is… */
const TTL_MS = 30_000;
/** …and how much longer it may still be served while a fresh one is filled in the background. */
const STALE_MS = 5 * 60_000;
const CONCURRENCY = 4;
/**
 * What one upstream page of 2000 places may be at most: about 4 KiB a place, several times a
 * compact place with long texts (the seed's average is 1.2 KiB). Reading stops past it.
 */
const PAGE_LIMIT = 8 * 1024 * 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** Short on purpose: never the zod issues or the body, which can be as large as the page. */
const unreadablePage = () =>
  badUpstream('The platform sent a page of places the map cannot read. Try again shortly.');
const gzipAsync = promisify(gzip);

interface Entry {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/** What the places proxy needs of the read model: dropping it after every change it forwards. */
export type PointsCache = Pick<ReadModelCache<unknown>, 'invalidate'>;

export function registerPlacesPoints(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient },
): PointsCache {
  const { config, upstream } = deps;

  async function page(eshopId: string, n: number) {
    const url = `${config.pickup!.baseUrl}/api/v1/pickup-place?prettyPrint=false&eshopId=${eshopId}&size=${MAX_PAGE_SIZE}&page=${n}`;
    const res = await upstream.call(url, {
      method: 'GET',
      headers: { 'x-api-key': config.pickup!.apiKey, accept: 'application/json' },
      idempotent: true,
    });
    // The installation's key refused is not the user's session ending (a 401 would sign them out).
    if (res.statusCode === 401 || res.statusCode === 403) {
      discard(res);
      throw credentialsRefused();
    }
    if (res.statusCode >= 400) throw await problemFromUpstream(res);
    if (res.statusCode !== 200 || !JSON_TYPE.test(String(res.headers['content-type'] ?? ''))) {
      discard(res);
      throw unreadablePage();
    }
    // Only the fields the map needs are checked (and kept): validating whole places would cost more
    // than the rest of the fill at 100 000 places.
    const raw = await readCapped(res, PAGE_LIMIT);
    const page = PlacePointsSourcePageSchema.safeParse(parseJson(decoded(res, raw, PAGE_LIMIT)));
    if (!page.success) throw unreadablePage();
    return page.data;
  }

  async function fill(eshopId: string): Promise<Entry> {
    const first = await page(eshopId, 0);
    const pages = [first];
    const total = first.page?.totalPages ?? 1;
    // The remaining pages in parallel, a few at a time, so the platform is not flooded.
    let next = 1;
    const workers = Array.from({ length: Math.min(CONCURRENCY, Math.max(0, total - 1)) }, async () => {
      while (next < total) {
        const n = next++;
        pages[n] = await page(eshopId, n);
      }
    });
    await Promise.all(workers);
    const points: PlacePoints = { ids: [], lat: [], lng: [], type: [], carrier: [], name: [] };
    for (const p of pages.flatMap((pg) => pg.items)) {
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

  const readModel = createReadModelCache({
    ttlMs: TTL_MS,
    staleMs: STALE_MS,
    fill,
    onBackgroundError: (err, eshopId) => app.log.warn({ err, eshopId }, 'refreshing the map points failed'),
  });

  // A bad query is reported after sign-in and role (see contract-routes.ts). The answer is the
  // gzipped bytes of a PlacePoints, built in fill() with the contract's type.
  const route = { schema: { querystring: PlacePointsQuerySchema }, attachValidation: true };
  contractRoutes(app).get('/bff/places/points', route, async (request, reply) => {
    requireUser(request, 'places:read');
    rejectInvalid(request, 'querystring', plainProblem);
    const { eshopId } = request.query;
    if (!config.pickup)
      throw new Problem(
        503,
        'not-configured',
        'Not configured',
        'This installation has no pickup place service configured.',
      );
    if (!config.eshops.some((e) => e.id === eshopId))
      throw new Problem(404, 'not-found', 'Not found', 'This installation does not manage that e-shop.');
    const entry = await readModel.get(eshopId);
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
  });

  return readModel;
}
