import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { negotiateLanguage } from '@/contract/language-negotiation';
import { JobCreateSchema, type Job, type JobPreview } from '@/contract/desk/bulk-jobs';
import { contractRoutes, plainProblem, rejectInvalid } from '@/bff/contract-routes';
import { launchJob } from '@/bff/jobs/launch-job';
import { prepareJob } from '@/bff/jobs/prepare-job';
import { requireUser } from '@/bff/plugins/session';
import { auditJob, type JobRouteDeps } from './deps';
import { requireManagedEshop } from '../places/context';

// POST /bff/jobs: the preview of a bulk action (dryRun), or the job itself, which answers 202 at
// once and runs on the server. Every limit is checked before anything starts.

export function registerJobCreate(app: FastifyInstance, deps: JobRouteDeps) {
  const api = contractRoutes(app);
  api.post(
    '/bff/jobs',
    { schema: { body: JobCreateSchema }, attachValidation: true },
    async (request, reply): Promise<Job | JobPreview> => {
      const user = requireUser(request, 'places:write');
      rejectInvalid(request, 'body', plainProblem);
      const { eshopId, selection, action, dryRun } = request.body;
      requireManagedEshop(deps.config, eshopId);
      if (action.kind === 'delete') requireUser(request, 'places:bulk-delete');
      const language = negotiateLanguage(request.headers['accept-language']);
      const prepared = prepareJob(await deps.places.get(eshopId), selection, action, language);
      if (dryRun) return prepared.preview;
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
  );
}
