import type { FastifyInstance } from 'fastify';
import {
  CitySuggestionsQuerySchema,
  CitySuggestionsSchema,
  type CitySuggestions,
} from '@/contract/desk/city-suggestions';
import { placeOperations } from '@/contract/operations/places';
import { suggestCities } from '@/bff/read-model/city-suggestions';
import { contractRoutes } from '@/server/contract-routes';
import { routeOf } from '../operation-route';
import { searchRoute, type SearchDeps } from './query';

// GET /bff/places/cities: the towns of an e-shop's places that a typed start matches, for the
// city filter's suggestions (same sign-in, role and e-shop scope as the search).

export function registerCitySuggestions(app: FastifyInstance, deps: SearchDeps) {
  const { schema, ...hooks } = searchRoute(CitySuggestionsQuerySchema, deps.config);
  contractRoutes(app).route({
    ...routeOf(placeOperations.cities),
    schema: { ...schema, response: { 200: CitySuggestionsSchema } },
    ...hooks,
    handler: async (request, reply): Promise<CitySuggestions> => {
      const { eshopId, q, limit } = request.query;
      const model = await deps.places.get(eshopId);
      reply.header('cache-control', 'private, no-store');
      return { items: suggestCities(model, q, limit) };
    },
  });
}
