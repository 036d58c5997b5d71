import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  JobCreateSchema,
  JobPreviewSchema,
  JobSchema,
  type Job,
  type JobPreview,
} from '@/contract/desk/bulk-jobs';
import { contractRoutes } from '@/server/contract-routes';
import { launchJob } from '@/bff/jobs/launch-job';
import { prepareJob } from '@/bff/jobs/prepare-job';
import { withFoundPins } from '@/bff/jobs/preview-pins';
import { refusalOf, requireRole, requireUser } from '@/bff/plugins/session';
import { auditJob, type JobRouteDeps } from './deps';
import { managedEshop } from '../places/context';
import { routeOf } from '../operation-route';
import { jobOperations } from '@/contract/operations/jobs';

// POST /bff/jobs: the preview of a bulk action (dryRun), or the job itself, which answers 202 at
// once and runs on the server. Every limit is checked before anything starts.

/** preHandler hook: a bulk delete needs a role of its own (once the body says what the job does). */
const deleteNeedsItsRole = (
  request: FastifyRequest & { body: { action: { kind: string } } },
  _reply: unknown,
  done: HookHandlerDoneFunction,
) => done(request.body.action.kind === 'delete' ? refusalOf(request.user, 'places:bulk-delete') : undefined);

export function registerJobCreate(app: FastifyInstance, deps: JobRouteDeps) {
  const api = contractRoutes(app);
  api.route({
    ...routeOf(jobOperations.start),
    schema: { body: JobCreateSchema, response: { 200: JobPreviewSchema, 202: JobSchema } },
    preValidation: requireRole('places:write'),
    preHandler: [managedEshop(deps.config).inBody, deleteNeedsItsRole],
    handler: async (request, reply): Promise<Job | JobPreview> => {
      const user = requireUser(request);
      const { eshopId, selection, action, dryRun } = request.body;
      const model = await deps.places.get(eshopId);
      const prepared = prepareJob(model, selection, action);
      if (dryRun)
        return action.kind === 'placePins' && deps.pins
          ? withFoundPins(prepared.preview, model, deps.pins)
          : prepared.preview;
      const id = randomUUID();
      const job = await launchJob(deps, {
        id,
        eshopId,
        action: prepared.action,
        createdBy: user.username,
        createdById: user.id,
        createdRole: user.role,
        undoOf: null,
        retryOf: null,
        skipped: prepared.preview.unchanged,
        items: prepared.changing,
      });
      await auditJob(deps, request, 'job.create', id, 202);
      reply.code(202).header('location', `/bff/jobs/${id}`);
      return job;
    },
  });
}
