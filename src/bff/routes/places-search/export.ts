import type { FastifyInstance, FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { Readable, pipeline } from 'node:stream';
import { PlaceCsvExportQuerySchema, PlaceFiltersSchema } from '@/contract/place-search';
import { matchPlaces, parseSort } from '@/bff/read-model/match-places';
import type { PlacesModel } from '@/bff/read-model/places-model';
import { flagsOfMask } from '@/bff/read-model/quality-flags';
import { csvOptions, csvRow } from './csv-columns';
import { contractRoutes } from '@/server/contract-routes';
import { checkOpenFilters, searchRoute, type SearchDeps } from './query';
import { routeOf } from '../operation-route';
import { placeOperations } from '@/contract/operations/places';

// The filtered set (every match, not a page) as a file: CSV (UTF-8 with a byte order mark, so Excel
// reads the Czech letters right; semicolons on request, for spreadsheets whose decimal separator is
// a comma) or GeoJSON. Written as the client reads it, a few hundred places at a time, so 100 000
// places never sit in memory as one text.

/** Places written per chunk of the GeoJSON stream. */
const FEATURES_PER_CHUNK = 500;

function* places(model: PlacesModel, docs: Int32Array) {
  for (const doc of docs) yield { place: model.places[doc]!, flags: flagsOfMask(model.flags[doc]!) };
}

function* geojsonChunks(model: PlacesModel, docs: Int32Array) {
  yield '{"type":"FeatureCollection","features":[';
  let chunk: string[] = [];
  let first = true;
  for (const { place, flags } of places(model, docs)) {
    const { gps, ...location } = place.location;
    chunk.push(
      JSON.stringify({
        type: 'Feature',
        id: place.id,
        geometry: gps ? { type: 'Point', coordinates: [gps.longitude, gps.latitude] } : null,
        properties: { ...place, location, flags },
      }),
    );
    if (chunk.length === FEATURES_PER_CHUNK) {
      yield (first ? '' : ',') + chunk.join(',');
      first = false;
      chunk = [];
    }
  }
  if (chunk.length) yield (first ? '' : ',') + chunk.join(',');
  yield ']}\n';
}

/** The e-shop's name as a file name says it ("Demo e-shop" → demo-e-shop); its id without a name. */
export function fileSlug(name: string | undefined, id: string): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || id;
}

const attachment = (reply: FastifyReply, model: PlacesModel, deps: SearchDeps, extension: string) => {
  const eshop = deps.config.eshops.find((e) => e.id === model.eshopId);
  const date = model.filledAt.toISOString().slice(0, 10);
  return reply
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="places-${fileSlug(eshop?.name, model.eshopId)}-${date}.${extension}"`,
    );
};

export function registerPlacesExport(app: FastifyInstance, deps: SearchDeps) {
  const routes = contractRoutes(app);
  const csvRoute = searchRoute(PlaceCsvExportQuerySchema, deps.config);
  routes.route({
    ...routeOf(placeOperations.exportCsv),
    ...csvRoute,
    handler: async (request, reply) => {
      const query = request.query;
      const model = await deps.places.get(query.eshopId);
      checkOpenFilters(model, query);
      const { docs } = matchPlaces(model, query, parseSort(undefined, Boolean(query.q)));
      const csv = stringify(csvOptions(query.separator === 'semicolon' ? ';' : ','));
      const rows = Readable.from(
        (function* () {
          for (const { place, flags } of places(model, docs))
            yield csvRow(place, flags, query.decimal === 'comma');
        })(),
      );
      // A client that goes away ends the whole chain, the source of rows included.
      pipeline(rows, csv, () => {});
      attachment(reply, model, deps, 'csv').type('text/csv; charset=utf-8');
      return reply.send(csv);
    },
  });

  const geojsonRoute = searchRoute(PlaceFiltersSchema, deps.config);
  routes.route({
    ...routeOf(placeOperations.exportGeojson),
    ...geojsonRoute,
    handler: async (request, reply) => {
      const query = request.query;
      const model = await deps.places.get(query.eshopId);
      checkOpenFilters(model, query);
      const { docs } = matchPlaces(model, query, parseSort(undefined, Boolean(query.q)));
      attachment(reply, model, deps, 'geojson').type('application/geo+json; charset=utf-8');
      return reply.send(Readable.from(geojsonChunks(model, docs), { objectMode: false }));
    },
  });
}
