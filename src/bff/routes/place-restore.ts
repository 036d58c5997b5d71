import type { FastifyInstance } from 'fastify';
import { HistoryParamsSchema, RestoreResultSchema, type RestoreResult } from '@/contract/desk/place-history';
import { EDITABLE_FIELDS, type FieldChange } from '@/contract/desk/place-fields';
import { PickupPlaceCreateSchema } from '@/contract/places';
import type { BffConfig } from '../config';
import { contractRoutes } from '@/server/contract-routes';
import { createBody } from '../imports/evaluate-row';
import { placeCalls } from '../jobs/place-calls';
import { Retryable, withRetries, DEFAULT_RETRY } from '../jobs/retry';
import { requireRole, requireUser } from '../plugins/session';
import { Problem } from '../problem';
import type { AuditLog } from '../store/audit';
import type { PlaceHistory } from '../store/place-history';
import type { UpstreamClient } from '../upstream/client';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';
import { routeOf } from './operation-route';
import { historyOperations } from '@/contract/operations/history';

// A deleted place made again (POST /bff/places/{id}/restore), after the page's short undo has
// passed: from the values its deletion recorded, as a new place (the platform gives it a new id).
// The deleted place's history gains a restore entry naming the new place, the new place's history
// starts with one naming the old; a deletion is restored once (a unique index keeps a second,
// parallel restore from creating a second place). Whoever may create a place may restore one.

interface Deps {
  config: BffConfig;
  upstream: UpstreamClient;
  history: PlaceHistory;
  audit: AuditLog;
  places: Pick<PlacesModelCache, 'applyChange'>;
}

const refused = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  new Problem(
    status,
    status === 409 ? 'conflict' : status === 422 ? 'validation-error' : 'upstream-error',
    'Cannot restore this place',
    detail,
    extra,
  );

/** The place's fields as its deletion recorded them (their values before it). */
const valuesBefore = (changes: readonly FieldChange[]): FieldChange[] =>
  changes.map((c) => ({ field: c.field, before: null, after: c.before }));

export function registerPlaceRestore(app: FastifyInstance, deps: Deps) {
  const { config, history } = deps;
  const managed = (eshopId: string) => config.eshops.some((e) => e.id === eshopId);

  contractRoutes(app).route({
    ...routeOf(historyOperations.restore),
    schema: { params: HistoryParamsSchema, response: { 201: RestoreResultSchema } },
    preValidation: requireRole('places:write'),
    handler: async (request, reply): Promise<RestoreResult> => {
      const user = requireUser(request);
      const { id } = request.params;
      let createdId: string | undefined;
      const audit = (status: number) =>
        deps.audit.record({
          username: user.username,
          role: user.role,
          operation: 'place.restore',
          target: createdId ? `${id} → ${createdId}` : id,
          status,
        });
      try {
        const [latest] = (await history.forPlace(id, 1)).filter((e) => managed(e.eshopId));
        if (!latest) throw new Problem(404, 'not-found', 'Not found', 'This place has no recorded history.');
        if (latest.operation === 'restore')
          throw refused(409, 'This place was restored already.', { restoredAs: latest.restoredAs ?? null });
        if (latest.operation !== 'delete')
          throw refused(409, 'This place is not deleted; only a deleted place can be restored.');
        const fields = valuesBefore(latest.changes);
        const body = createBody(latest.eshopId, fields);
        const valid = PickupPlaceCreateSchema.safeParse(body);
        if (!valid.success)
          throw refused(422, 'The recorded values do not make a complete place.', {
            errors: valid.error.issues.map((i) => ({
              field: i.path.join('.') || 'place',
              message: i.message,
            })),
          });
        const claim = await history.claimRestore({
          eshopId: latest.eshopId,
          placeId: id,
          username: user.username,
          role: user.role,
          operation: 'restore',
          revertOf: latest.id,
          changes: [],
        });
        if (claim === undefined) throw refused(409, 'This place is being restored or was restored already.');
        const calls = placeCalls(config, deps.upstream);
        const sent = await withRetries(() => calls.create(body), { ...DEFAULT_RETRY, attempts: 3 }).catch(
          async (error: unknown) => {
            await history.remove(claim);
            throw error instanceof Retryable
              ? refused(error.status === 429 ? 503 : 502, `The platform did not answer: ${error.message}`)
              : error;
          },
        );
        if (!sent.ok) {
          // Nothing was made: the deletion may be restored once the reason is gone.
          await history.remove(claim);
          throw refused(
            sent.status === 409 || sent.status === 422 ? sent.status : 502,
            `The platform refused to make the place again: ${sent.message}`,
          );
        }
        createdId = sent.id;
        await history.setDetails(claim, { restoredAs: sent.id });
        const entryId = await history.record({
          eshopId: latest.eshopId,
          placeId: sent.id,
          username: user.username,
          role: user.role,
          operation: 'restore',
          changes: fields.filter((c) => EDITABLE_FIELDS.includes(c.field) && c.after !== null),
          details: { restoredFrom: id },
        });
        await deps.places.applyChange(latest.eshopId, { kind: 'reread', placeId: sent.id });
        await audit(201);
        reply.code(201);
        const { eshopId: _, ...entry } = (await history.byId(entryId))!;
        return { placeId: sent.id, entry };
      } catch (error) {
        await audit(error instanceof Problem ? error.status : 500);
        throw error;
      }
    },
  });
}
