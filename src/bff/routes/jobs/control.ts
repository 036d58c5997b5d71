import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { JobIdParamsSchema, JobSchema, MAX_SELECTED_IDS, type Job } from '@/contract/desk/bulk-jobs';
import { contractRoutes } from '@/server/contract-routes';
import { jobView } from '@/bff/jobs/job-view';
import { requireRole, requireUser } from '@/bff/plugins/session';
import { Problem } from '@/bff/problem';
import { launchJob } from '@/bff/jobs/launch-job';
import { requireOwner } from './owner';
import { auditJob, jobFor, type JobRouteDeps } from './deps';
import { routeOf } from '../operation-route';
import { jobOperations } from '@/contract/operations/jobs';

// Cancel a job, retry its failed places (a new job with the same action), undo it (a new job that
// restores exactly the places it changed, refusing where someone changed them since). Each only by
// the job's maker or an administrator (owner.ts).

const stillRunning = () =>
  new Problem(409, 'conflict', 'The job is still running', 'Wait for the job to end, or cancel it first.');

export function registerJobControls(app: FastifyInstance, deps: JobRouteDeps) {
  const api = contractRoutes(app);
  const writer = { preValidation: requireRole('places:write') };
  /** Cancel answers the job; retry and undo the new job they start. */
  const cancel = { schema: { params: JobIdParamsSchema, response: { 200: JobSchema } }, ...writer };
  const start = { schema: { params: JobIdParamsSchema, response: { 202: JobSchema } }, ...writer };

  api.route({
    ...routeOf(jobOperations.cancel),
    ...cancel,
    handler: async (request): Promise<Job> => {
      const job = await jobFor(deps, request.params.id);
      await requireOwner(deps.audit, request, job, 'job.cancel', job.id);
      await deps.runner.cancel(job);
      await auditJob(deps, request, 'job.cancel', job.id, 200);
      return jobView(deps.jobs, (await deps.jobs.get(job.id))!);
    },
  });

  api.route({
    ...routeOf(jobOperations.retry),
    ...start,
    handler: async (request, reply): Promise<Job> => {
      const user = requireUser(request);
      const job = await jobFor(deps, request.params.id);
      await requireOwner(deps.audit, request, job, 'job.retry', job.id);
      if (job.state === 'running' || job.state === 'cancelling') throw stillRunning();
      if (job.action.kind === 'delete') requireUser(request, 'places:bulk-delete');
      // An import's items carry their rows' fields only until they settle: its file is uploaded again.
      if (job.action.kind === 'import')
        throw new Problem(
          409,
          'conflict',
          'Cannot be retried',
          'Upload the file again to retry its failed rows.',
        );
      const items = await deps.jobs.items(job.id, ['failed', 'conflict'], MAX_SELECTED_IDS);
      if (!items.length)
        throw new Problem(
          409,
          'empty-selection',
          'Nothing to retry',
          'No place of this job failed or conflicted.',
        );
      const id = randomUUID();
      const next = await launchJob(deps, {
        id,
        eshopId: job.eshopId,
        action: job.action,
        createdBy: user.username,
        createdById: user.id,
        createdRole: user.role,
        undoOf: job.undoOf,
        retryOf: job.id,
        skipped: 0,
        items: items.map((i) => ({ placeId: i.placeId, name: i.name })),
      });
      await auditJob(deps, request, 'job.retry', id, 202);
      reply.code(202).header('location', `/bff/jobs/${id}`);
      return next;
    },
  });

  api.route({
    ...routeOf(jobOperations.undo),
    ...start,
    handler: async (request, reply): Promise<Job> => {
      const user = requireUser(request);
      const job = await jobFor(deps, request.params.id);
      await requireOwner(deps.audit, request, job, 'job.undo', job.id);
      if (job.state === 'running' || job.state === 'cancelling') throw stillRunning();
      if (job.action.kind === 'delete')
        throw new Problem(409, 'conflict', 'Cannot be undone', 'Deleted places cannot be brought back.');
      const items = await deps.jobs.items(job.id, ['done'], MAX_SELECTED_IDS);
      if (!items.length)
        throw new Problem(409, 'empty-selection', 'Nothing to undo', 'The job changed no place.');
      const id = randomUUID();
      const next = await launchJob(deps, {
        id,
        eshopId: job.eshopId,
        action: { kind: 'restore', jobId: job.id },
        createdBy: user.username,
        createdById: user.id,
        createdRole: user.role,
        undoOf: job.id,
        retryOf: null,
        skipped: 0,
        items: items.map((i) => ({ placeId: i.placeId, name: i.name })),
      });
      await auditJob(deps, request, 'job.undo', id, 202);
      reply.code(202).header('location', `/bff/jobs/${id}`);
      return next;
    },
  });
}
