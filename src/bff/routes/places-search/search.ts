import type { FastifyInstance } from 'fastify';
import {
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
  type PlaceSearchResult,
} from '@/contract/place-search';
import { flagsOfMask } from '@/bff/read-model/quality-flags';
import { createSearchMatches } from '@/bff/read-model/search-matches';
import { contractRoutes } from '@/server/contract-routes';
import { checkOpenFilters, otherValuesOf, searchRoute, type SearchDeps } from './query';
import { routeOf } from '../operation-route';
import { placeOperations } from '@/contract/operations/places';

// GET /bff/places/search: a page of an e-shop's places matching a text and filters, with the count
// of each data-quality flag and the bounds of every match (the map zooms to them).

export function registerPlacesSearch(app: FastifyInstance, deps: SearchDeps) {
  const { schema, ...hooks } = searchRoute(PlaceSearchQuerySchema, deps.config);
  const route = { schema: { ...schema, response: { 200: PlaceSearchResultSchema } }, ...hooks };
  // The same search asked again (another page, another user, 200 at once) is cut from one match.
  const searchMatches = createSearchMatches();
  contractRoutes(app).route({
    ...routeOf(placeOperations.search),
    ...route,
    handler: async (request, reply): Promise<PlaceSearchResult> => {
      const query = request.query;
      const model = await deps.places.get(query.eshopId);
      checkOpenFilters(model, query);
      const { docs, flagCounts, bounds } = searchMatches(model, query);
      const from = query.page * query.size;
      const items = Array.from(docs.subarray(from, from + query.size), (doc) => ({
        ...model.places[doc]!,
        flags: flagsOfMask(model.flags[doc]!),
      }));
      reply.header('cache-control', 'private, no-store');
      return {
        items,
        page: {
          number: query.page,
          size: query.size,
          totalElements: docs.length,
          totalPages: Math.ceil(docs.length / query.size),
        },
        flagCounts,
        bounds,
        filledAt: model.filledAt.toISOString(),
        otherValues: otherValuesOf(model),
      };
    },
  });
}
