import type { FastifyInstance } from 'fastify';
import { PickupPlaceCreateSchema, PickupPlaceSchema, PickupPlaceUpdateSchema } from '@/contract/places';
import { checkPathFirst, contractRoutes } from '@/server/contract-routes';
import { proxyInput } from '@/bff/invalid-input';
import { sendRelayed } from '@/bff/upstream/forward';
import {
  IdParamsSchema,
  keepBodyAsSent,
  type ChangedPlace,
  type PlacesContext,
  type PlacesDeps,
} from './context';
import { recordCreate, recordDelete, recordEdit } from './record-edit';
import { managedPlace, requireManagedPlace } from './scope';
import { routeOf } from '../operation-route';
import { placeOperations } from '@/contract/operations/places';

// Creating, changing and deleting places: checked with the contract and against the managed
// e-shops before the platform is asked, audited whatever the outcome, and recorded in the place's
// history when done. The route's hooks answer a bad path at once, then sign-in and role, then a
// bad body, so a refused or invalid change is audited. The body is forwarded as the browser sent it.

/** The read model's change from the platform's answer; its id alone when the answer is no place. */
function changeOf(answer: unknown, placeId: string | undefined): ChangedPlace {
  const place = PickupPlaceSchema.safeParse(answer);
  if (place.success) return { change: { kind: 'upsert', place: place.data } };
  return placeId ? { change: { kind: 'reread', placeId } } : {};
}

export function registerPlaceWrites(app: FastifyInstance, deps: PlacesDeps, ctx: PlacesContext) {
  const place = managedPlace(ctx);
  const api = contractRoutes(app);
  const change = { config: { invalidInput: proxyInput }, onError: ctx.recordRefusal };

  const create = {
    schema: { body: PickupPlaceCreateSchema },
    ...change,
    preValidation: [keepBodyAsSent, ctx.creating('place.create')],
    preHandler: ctx.managed.inBody,
  };
  api.route({
    ...routeOf(placeOperations.create),
    ...create,
    handler: async (request, reply) => {
      let createdId: string | undefined;
      return ctx.audited(
        request,
        'place.create',
        () => createdId,
        async (changed) => {
          changed.eshopId = request.body.eshopId;
          let created: unknown;
          // Before the answer leaves (its onSend applies the change to the read model).
          const accept = (body: unknown) => {
            Object.assign(changed, changeOf((created = body), createdId));
            return place.accept!(body);
          };
          const answer = await ctx.platform.places.relay.create(
            JSON.stringify(request.bodyAsSent),
            ctx.headers(request),
            { ...place, accept },
            (location) => (createdId = location?.split('/').pop() || undefined),
          );
          const sent = await sendRelayed(reply, answer);
          if (reply.statusCode < 300) await recordCreate(deps.history, request, created);
          return sent;
        },
        () => reply.statusCode,
      );
    },
  });

  const update = {
    schema: { params: IdParamsSchema, body: PickupPlaceUpdateSchema },
    ...change,
    preValidation: [checkPathFirst, keepBodyAsSent, ctx.changingPlace('place.update')],
  };
  api.route({
    ...routeOf(placeOperations.update),
    ...update,
    handler: async (request, reply) => {
      const id = request.params.id;
      return ctx.audited(
        request,
        'place.update',
        id,
        async (changed) => {
          const managed = await requireManagedPlace(ctx, request, id);
          changed.eshopId = managed.eshopId;
          const before = managed.place;
          let after: unknown;
          const accept = (body: unknown) => {
            Object.assign(changed, changeOf((after = body), id));
            return place.accept!(body);
          };
          const answer = await ctx.platform.places.relay.patch(
            id,
            JSON.stringify(request.bodyAsSent),
            ctx.headers(request),
            {
              ...place,
              accept,
            },
          );
          const sent = await sendRelayed(reply, answer);
          await recordEdit(deps.history, request, before, after);
          return sent;
        },
        () => reply.statusCode,
      );
    },
  });

  api.route({
    ...routeOf(placeOperations.delete),
    schema: { params: IdParamsSchema },
    ...change,
    preValidation: [checkPathFirst, ctx.changingPlace('place.delete')],
    handler: async (request, reply) => {
      const id = request.params.id;
      return ctx.audited(
        request,
        'place.delete',
        id,
        async (changed) => {
          const managed = await requireManagedPlace(ctx, request, id);
          changed.eshopId = managed.eshopId;
          const answer = await ctx.platform.places.relay.remove(id, ctx.headers(request));
          changed.change = { kind: 'delete', placeId: id }; // applied only after a success
          const sent = await sendRelayed(reply, answer);
          if (reply.statusCode < 300) await recordDelete(deps.history, request, managed.place);
          return sent;
        },
        () => reply.statusCode,
      );
    },
  });
}
