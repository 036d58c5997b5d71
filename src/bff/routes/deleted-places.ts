import type { FastifyInstance } from 'fastify';
import {
  DeletedPlacesPageSchema,
  DeletedPlacesQuerySchema,
  type DeletedPlace,
  type DeletedPlacesPage,
} from '@/contract/desk/deleted-places';
import type { FieldChange } from '@/contract/desk/place-fields';
import { adminOperations } from '@/contract/operations/admin';
import { contractRoutes } from '@/server/contract-routes';
import type { BffConfig } from '../config';
import { requireRole } from '../plugins/session';
import type { PlaceHistory } from '../store/place-history';
import { managedEshop } from './places/context';
import { routeOf } from './operation-route';

// The e-shop's recently deleted places (GET /bff/places/deleted), from the deletions the place
// history recorded: the name and town as they were before, who deleted it and when, and the place
// a restore made. For whoever may restore one (the restore's own role, places:write).

const before = (changes: readonly FieldChange[], field: string) =>
  changes.find((c) => c.field === field)?.before;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function registerDeletedPlaces(
  app: FastifyInstance,
  deps: { config: BffConfig; history: PlaceHistory },
) {
  contractRoutes(app).route({
    ...routeOf(adminOperations.deletedPlaces),
    schema: { querystring: DeletedPlacesQuerySchema, response: { 200: DeletedPlacesPageSchema } },
    preValidation: requireRole('places:write'),
    preHandler: managedEshop(deps.config).inQuery,
    handler: async (request, reply): Promise<DeletedPlacesPage> => {
      const { eshopId, limit, before: older } = request.query;
      // One more than the page tells whether there is a next one.
      const rows = await deps.history.deletions(eshopId, limit + 1, older);
      const items = rows.slice(0, limit).map((r): DeletedPlace => ({
        entryId: r.id,
        placeId: r.placeId,
        name: text(before(r.changes, 'name')),
        city: text((before(r.changes, 'location') as { city?: unknown } | null | undefined)?.city),
        deletedBy: r.username,
        deletedAt: r.at,
        restoredAs: r.restoredAs,
      }));
      reply.header('cache-control', 'no-store');
      return { items, next: rows.length > limit ? items.at(-1)!.entryId : null };
    },
  });
}
