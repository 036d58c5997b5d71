import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlaceListQuerySchema } from '../../../contract/places';
import { requireUser } from '../../plugins/session';
import type { Expected } from '../../upstream/forward';
import { BASE, idOf, relay, validate, type PlacesContext, type PlacesDeps } from './context';
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
  const place = managedPlace(ctx);

  app.get(BASE, async (request, reply) => {
    requireUser(request, 'places:read');
    const query = validate(PlaceListQuerySchema, request.query, request, 'query');
    ctx.managed(query.eshopId);
    const target = ctx.url(BASE, queryOf(request).replace(/(^|&)prettyPrint=[^&]*/g, ''));
    const res = await upstream.call(target, {
      method: 'GET',
      headers: ctx.headers(request),
      idempotent: true,
    });
    return relay(reply, res, LIST_PAGE);
  });

  app.get(`${BASE}/:id`, async (request, reply) => {
    requireUser(request, 'places:read');
    const res = await upstream.call(ctx.url(`${BASE}/${idOf(request)}`), {
      method: 'GET',
      headers: ctx.headers(request),
      idempotent: true,
    });
    return relay(reply, res, place);
  });
}
