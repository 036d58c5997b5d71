import type { FastifyInstance } from 'fastify';
import {
  HistoryEntrySchema,
  HistoryPageSchema,
  HistoryParamsSchema,
  RevertParamsSchema,
  type HistoryEntry,
  type HistoryPage,
} from '@/contract/desk/place-history';
import type { EditableField } from '@/contract/desk/place-fields';
import type { LaterChangeProperties } from '@/contract/desk/problem-properties';
import { editableOf, holds, patchOf } from '@/domain/place-fields';
import type { BffConfig } from '../config';
import { contractRoutes } from '@/server/contract-routes';
import { placeCalls } from '../jobs/place-calls';
import { withRetries, DEFAULT_RETRY } from '../jobs/retry';
import { requireRole, requireUser } from '../plugins/session';
import { Problem } from '../problem';
import type { AuditLog } from '../store/audit';
import type { JobsStore } from '../store/jobs';
import type { PlaceHistory } from '../store/place-history';
import type { UpstreamClient } from '../upstream/client';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';
import { routeOf } from './operation-route';
import { historyOperations } from '@/contract/operations/history';

// A place's history (GET /bff/places/{id}/history) and the revert of one of its changes, itself a
// recorded change. A revert is refused when a later change touched the same fields, or when the
// place no longer holds what the change set (changed outside the app): the newer edit is kept.

interface Deps {
  config: BffConfig;
  upstream: UpstreamClient;
  history: PlaceHistory;
  audit: AuditLog;
  places: Pick<PlacesModelCache, 'applyChange'>;
  jobs: Pick<JobsStore, 'get'>;
}

type Named = NonNullable<HistoryEntry['job']>;

/** Names the entries' jobs as the jobs panel does (action, who, when); an undo also the job it undid. */
async function withJobs(entries: HistoryEntry[], jobs: Deps['jobs']): Promise<HistoryEntry[]> {
  const read = new Map<string, Promise<Omit<Named, 'undoOf'> | null>>();
  const nameOf = (id: string) => {
    if (!read.has(id))
      read.set(
        id,
        jobs
          .get(id)
          .then((job) =>
            job
              ? { id: job.id, kind: job.action.kind, createdBy: job.createdBy, createdAt: job.createdAt }
              : null,
          ),
      );
    return read.get(id)!;
  };
  const undone = async (id: string) => {
    const job = await jobs.get(id);
    return job?.undoOf ? nameOf(job.undoOf) : null;
  };
  return Promise.all(
    entries.map(async (entry) => {
      const job = entry.jobId ? await nameOf(entry.jobId) : null;
      if (!job) return entry;
      return { ...entry, job: { ...job, undoOf: entry.operation === 'undo' ? await undone(job.id) : null } };
    }),
  );
}

const conflict = (detail: string, extra: Record<string, unknown> = {}) =>
  new Problem(409, 'conflict', 'Cannot revert this change', detail, extra);
const noEntry = () => new Problem(404, 'not-found', 'Not found', 'This place has no such change.');

export function registerPlaceHistoryRoutes(app: FastifyInstance, deps: Deps) {
  const { config, history } = deps;
  const api = contractRoutes(app);
  const managed = (eshopId: string) => config.eshops.some((e) => e.id === eshopId);

  api.route({
    ...routeOf(historyOperations.list),
    schema: { params: HistoryParamsSchema, response: { 200: HistoryPageSchema } },
    preValidation: requireRole('places:read'),
    handler: async (request, reply): Promise<HistoryPage> => {
      const entries = await history.forPlace(request.params.id);
      reply.header('cache-control', 'private, no-store');
      const items = entries.filter((e) => managed(e.eshopId)).map(({ eshopId: _, ...entry }) => entry);
      return { items: await withJobs(items, deps.jobs) };
    },
  });

  api.route({
    ...routeOf(historyOperations.revert),
    schema: { params: RevertParamsSchema, response: { 201: HistoryEntrySchema } },
    preValidation: requireRole('places:write'),
    handler: async (request, reply): Promise<HistoryEntry> => {
      const user = requireUser(request);
      const { id, entryId } = request.params;
      const audit = (status: number) =>
        deps.audit.record({
          username: user.username,
          role: user.role,
          operation: 'place.revert',
          target: id,
          status,
        });
      try {
        const entry = await history.byId(entryId);
        if (!entry || entry.placeId !== id || !managed(entry.eshopId)) throw noEntry();
        if (entry.operation === 'create')
          throw conflict('A creation cannot be reverted; delete the place instead.');
        if (entry.operation === 'delete')
          throw conflict(
            'A deletion cannot be reverted; restore the deleted place from its history instead.',
          );
        if (entry.operation === 'restore' || entry.operation === 'image' || !entry.changes.length)
          throw conflict('This change cannot be reverted.');
        const fields = entry.changes.map((c) => c.field) as EditableField[];
        const later = await history.laterTouching(id, entryId, fields);
        if (later)
          throw conflict(
            `${later.username} changed ${later.changes.map((c) => c.field).join(', ')} again on ${later.at}; revert that change first.`,
            {
              // The page words it itself (who, which fields, when in local time), also when its
              // copy of the history predates that change.
              laterEntryId: later.id,
              laterUsername: later.username,
              laterFields: later.changes.map((c) => c.field),
              laterAt: later.at,
            } satisfies LaterChangeProperties,
          );
        const calls = placeCalls(config, deps.upstream, undefined, undefined, (change) =>
          deps.places.applyChange(entry.eshopId, change),
        );
        const read = await withRetries(() => calls.read(id), { ...DEFAULT_RETRY, attempts: 3 });
        if (!read.ok)
          throw new Problem(
            read.status === 404 ? 404 : 502,
            read.status === 404 ? 'not-found' : 'upstream-error',
            'Cannot revert this change',
            read.message,
          );
        if (!holds(editableOf(read.place), entry.changes, 'after'))
          throw conflict('The place was changed outside this app since; its current values are kept.');
        const sent = await calls.patch(id, read.etag, patchOf(entry.changes, 'before'));
        if (!sent.ok && sent.status === 412)
          throw conflict('Someone changed the place a moment ago; its current values are kept.');
        if (!sent.ok) throw new Problem(502, 'upstream-error', 'Cannot revert this change', sent.message);
        const changes = entry.changes.map((c) => ({ field: c.field, before: c.after, after: c.before }));
        const newId = await history.record({
          eshopId: entry.eshopId,
          placeId: id,
          username: user.username,
          role: user.role,
          operation: 'revert',
          revertOf: entryId,
          changes,
        });
        await audit(200);
        reply.code(201);
        const { eshopId: _, ...created } = (await history.byId(newId))!;
        return created;
      } catch (error) {
        await audit(error instanceof Problem ? error.status : 500);
        throw error;
      }
    },
  });
}
