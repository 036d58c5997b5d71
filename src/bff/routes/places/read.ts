import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlaceListQuerySchema } from '@/contract/places';
import { contractRoutes, rejectInvalid } from '@/bff/contract-routes';
import { requireUser } from '@/bff/plugins/session';
import { answerVerdicts } from '@/bff/upstream/answer-verdicts';
import type { Expected } from '@/bff/upstream/forward';
import { BASE, IdParamsSchema, relay, type PlacesContext, type PlacesDeps } from './context';
import { managedPlace } from './scope';

// Reading places: a page of an e-shop's list, and one place.

/** A list page is checked as far as is cheap: an object with items (the rest streams as it is). */
const LIST_PAGE: Expected = {
  kind: 'json',
  accept: (body) => Array.isArray((body as { items?: unknown } | null)?.items),
};

const queryOf = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

export function registerPlaceReads(app: FastifyInstance, deps: PlacesDeps, ctx: PlacesContext) {
  const { upstream } = deps;
  // A place read again unchanged is not parsed and checked again: the e-shops this installation
  // manages are fixed while it runs, so a pass stays a pass. (Reads only: a write's check also
  // takes the answer for the history and the read model.)
  const place: Expected = { ...managedPlace(ctx), verdicts: answerVerdicts() };
  const api = contractRoutes(app);

  // Invalid input is reported after sign-in and role (see contract-routes.ts). The list's query is
  // forwarded as the browser wrote it; the schema vouches for it.
  const list = { schema: { querystring: PlaceListQuerySchema }, attachValidation: true };
  api.get(BASE, list, async (request, reply) => {
    requireUser(request, 'places:read');
    rejectInvalid(request, 'querystring');
    ctx.managed(request.query.eshopId);
    const target = ctx.url(BASE, queryOf(request).replace(/(^|&)prettyPrint=[^&]*/g, ''));
    const res = await upstream.call(target, {
      method: 'GET',
      headers: ctx.headers(request),
      idempotent: true,
    });
    return relay(reply, res, LIST_PAGE);
  });

  api.get(
    `${BASE}/:id`,
    { schema: { params: IdParamsSchema }, attachValidation: true },
    async (request, reply) => {
      requireUser(request, 'places:read');
      rejectInvalid(request, 'params');
      const res = await upstream.call(ctx.url(`${BASE}/${request.params.id}`), {
        method: 'GET',
        headers: ctx.headers(request),
        idempotent: true,
      });
      return relay(reply, res, place);
    },
  );
}
