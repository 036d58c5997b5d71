import type { FastifyInstance } from 'fastify';
import {
  GeocodeReverseAnswerSchema,
  GeocodeReverseQuerySchema,
  GeocodeSearchAnswerSchema,
  GeocodeSearchQuerySchema,
  type GeocodeReverseAnswer,
  type GeocodeSearchAnswer,
} from '@/contract/desk/geocoding';
import { geocodingOperations } from '@/contract/operations/geocoding';
import { contractRoutes } from '@/server/contract-routes';
import type { Geocoder } from '../geocoding/geocoder';
import { requireRole } from '../plugins/session';
import { Problem } from '../problem';
import { routeOf } from './operation-route';

// GET /bff/geocode/search and /bff/geocode/reverse (issue 46): the editor's "Find on map" and
// "Suggest the address", through the BFF so the browser stays on its own origin (the CSP). For
// whoever may read places; the answer is the same for everyone, so it may be cached a while.

const unavailable = () =>
  new Problem(
    502,
    'geocoder-unavailable',
    'Address search unavailable',
    'The address search did not answer.',
  );

async function asked<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof Problem) throw error;
    throw unavailable();
  }
}

export function registerGeocodingRoutes(app: FastifyInstance, deps: { geocoder: Geocoder }) {
  const { geocoder } = deps;
  const routes = contractRoutes(app);
  routes.route({
    ...routeOf(geocodingOperations.search),
    schema: { querystring: GeocodeSearchQuerySchema, response: { 200: GeocodeSearchAnswerSchema } },
    preValidation: requireRole('places:read'),
    handler: async (request, reply): Promise<GeocodeSearchAnswer> => {
      const candidates = await asked(() => geocoder.search(request.query));
      reply.header('cache-control', 'private, max-age=300');
      return { provider: geocoder.provider, attribution: geocoder.attribution, candidates };
    },
  });
  routes.route({
    ...routeOf(geocodingOperations.reverse),
    schema: { querystring: GeocodeReverseQuerySchema, response: { 200: GeocodeReverseAnswerSchema } },
    preValidation: requireRole('places:read'),
    handler: async (request, reply): Promise<GeocodeReverseAnswer> => {
      const candidate = await asked(() => geocoder.reverse(request.query));
      reply.header('cache-control', 'private, max-age=300');
      return { provider: geocoder.provider, attribution: geocoder.attribution, candidate };
    },
  });
}
