import type { FastifyInstance } from 'fastify';
import {
  JobIdParamsSchema,
  JobItemsQuerySchema,
  JobListQuerySchema,
  type Job,
  type JobItems,
  type JobList,
} from '@/contract/desk/bulk-jobs';
import { contractRoutes, plainProblem, rejectInvalid } from '@/bff/contract-routes';
import { jobView } from '@/bff/jobs/job-view';
import { requireUser } from '@/bff/plugins/session';
import { jobFor, type JobRouteDeps } from './deps';
import { requireManagedEshop } from '../places/context';

// Reading jobs: an e-shop's recent jobs, one job's progress (polled by every user of the e-shop,
// also after a reload), and its places by outcome (the report of what failed and why).

export function registerJobReads(app: FastifyInstance, deps: JobRouteDeps) {
  const api = contractRoutes(app);
  const noStore = { 'cache-control': 'private, no-store' };

  api.get(
    '/bff/jobs',
    { schema: { querystring: JobListQuerySchema }, attachValidation: true },
    async (request, reply): Promise<JobList> => {
      requireUser(request, 'places:read');
      rejectInvalid(request, 'querystring', plainProblem);
      requireManagedEshop(deps.config, request.query.eshopId);
      const rows = await deps.jobs.list(request.query.eshopId);
      reply.headers(noStore);
      return { items: await Promise.all(rows.map((row) => jobView(deps.jobs, row))) };
    },
  );

  api.get(
    '/bff/jobs/:id',
    { schema: { params: JobIdParamsSchema }, attachValidation: true },
    async (request, reply): Promise<Job> => {
      requireUser(request, 'places:read');
      rejectInvalid(request, 'params', plainProblem);
      const job = await jobFor(deps, request, request.params.id);
      reply.headers(noStore);
      return jobView(deps.jobs, job);
    },
  );

  api.get(
    '/bff/jobs/:id/items',
    { schema: { params: JobIdParamsSchema, querystring: JobItemsQuerySchema }, attachValidation: true },
    async (request, reply): Promise<JobItems> => {
      requireUser(request, 'places:read');
      rejectInvalid(request, 'params', plainProblem);
      rejectInvalid(request, 'querystring', plainProblem);
      const job = await jobFor(deps, request, request.params.id);
      reply.headers(noStore);
      return { items: await deps.jobs.items(job.id, request.query.state, request.query.limit) };
    },
  );
}
