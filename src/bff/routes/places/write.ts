import type { FastifyInstance } from 'fastify';
import { PickupPlaceCreateSchema, PickupPlaceUpdateSchema } from '../../../contract/places';
import { BASE, idOf, relay, validate, type PlacesContext, type PlacesDeps } from './context';
import { managedPlace, requireManagedPlace } from './scope';

// Creating, changing and deleting places: checked with the contract and against the managed
// e-shops before the platform is asked, and audited whatever the outcome.

export function registerPlaceWrites(app: FastifyInstance, deps: PlacesDeps, ctx: PlacesContext) {
  const { upstream } = deps;
  const place = managedPlace(ctx);

  app.post(BASE, async (request, reply) => {
    let createdId: string | undefined;
    return ctx.audited(
      request,
      'place.create',
      () => createdId,
      async () => {
        const body = validate(PickupPlaceCreateSchema, request.body, request, 'request body');
        ctx.managed(body.eshopId);
        const res = await upstream.call(ctx.url(BASE), {
          method: 'POST',
          headers: ctx.headers(request, { 'content-type': 'application/json' }),
          body: JSON.stringify(request.body),
        });
        createdId =
          String(res.headers.location ?? '')
            .split('/')
            .pop() || undefined;
        return relay(reply, res, place);
      },
      () => reply.statusCode,
    );
  });

  app.patch(`${BASE}/:id`, async (request, reply) => {
    const id = idOf(request);
    return ctx.audited(
      request,
      'place.update',
      id,
      async () => {
        validate(PickupPlaceUpdateSchema, request.body, request, 'request body');
        await requireManagedPlace(ctx, upstream, request, id);
        const res = await upstream.call(ctx.url(`${BASE}/${id}`), {
          method: 'PATCH',
          headers: ctx.headers(request, { 'content-type': 'application/json' }),
          body: JSON.stringify(request.body),
        });
        return relay(reply, res, place);
      },
      () => reply.statusCode,
    );
  });

  app.delete(`${BASE}/:id`, async (request, reply) => {
    const id = idOf(request);
    return ctx.audited(
      request,
      'place.delete',
      id,
      async () => {
        await requireManagedPlace(ctx, upstream, request, id);
        const res = await upstream.call(ctx.url(`${BASE}/${id}`), {
          method: 'DELETE',
          headers: ctx.headers(request),
        });
        return relay(reply, res);
      },
      () => reply.statusCode,
    );
  });
}
