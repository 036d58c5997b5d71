import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlaceListQuerySchema } from '@/contract/places';
import { contractRoutes } from '@/server/contract-routes';
import { proxyInput } from '@/bff/invalid-input';
import { requireRole } from '@/bff/plugins/session';
import { answerVerdicts } from '@/bff/upstream/answer-verdicts';
import { sendRelayed } from '@/bff/upstream/forward';
import type { Expected } from '@/bff/upstream/platform-answers';
import { IdParamsSchema, type PlacesContext, type PlacesDeps } from './context';
import { managedPlace } from './scope';
import { routeOf } from '../operation-route';
import { placeOperations } from '@/contract/operations/places';

// Reading places: a page of an e-shop's list, and one place.

const queryOf = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

export function registerPlaceReads(app: FastifyInstance, deps: PlacesDeps, ctx: PlacesContext) {
  // A place read again unchanged is not parsed and checked again: the e-shops this installation
  // manages are fixed while it runs, so a pass stays a pass. (Reads only: a write's check also
  // takes the answer for the history and the read model.)
  const place: Expected = { ...managedPlace(ctx), verdicts: answerVerdicts() };
  const api = contractRoutes(app);

  // Sign-in and role are checked before the input, the e-shop after it. The list's query is
  // forwarded as the browser wrote it; the schema vouches for it.
  const reader = { preValidation: requireRole('places:read'), config: { invalidInput: proxyInput } };
  const list = { schema: { querystring: PlaceListQuerySchema }, ...reader, preHandler: ctx.managed.inQuery };
  api.route({
    ...routeOf(placeOperations.list),
    ...list,
    handler: async (request, reply) => {
      const query = queryOf(request).replace(/(^|&)prettyPrint=[^&]*/g, '');
      return sendRelayed(reply, await ctx.platform.places.relay.list(query, ctx.headers(request)));
    },
  });

  api.route({
    ...routeOf(placeOperations.get),
    schema: { params: IdParamsSchema },
    ...reader,
    handler: async (request, reply) => {
      const answer = await ctx.platform.places.relay.get(request.params.id, ctx.headers(request), place);
      return sendRelayed(reply, answer);
    },
  });
}
