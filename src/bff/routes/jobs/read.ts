import type { FastifyInstance } from 'fastify';
import {
  JobIdParamsSchema,
  JobItemsQuerySchema,
  JobItemsSchema,
  JobListQuerySchema,
  JobListSchema,
  JobSchema,
  type Job,
  type JobItems,
  type JobList,
} from '@/contract/desk/bulk-jobs';
import { contractRoutes } from '@/server/contract-routes';
import { jobView } from '@/bff/jobs/job-view';
import { requireRole } from '@/bff/plugins/session';
import { jobFor, type JobRouteDeps } from './deps';
import { managedEshop } from '../places/context';
import { routeOf } from '../operation-route';
import { jobOperations } from '@/contract/operations/jobs';

// Reading jobs: an e-shop's recent jobs, one job's progress (polled by every user of the e-shop,
// also after a reload), and its places by outcome (the report of what failed and why).

export function registerJobReads(app: FastifyInstance, deps: JobRouteDeps) {
  const api = contractRoutes(app);
  const noStore = { 'cache-control': 'private, no-store' };
  const reader = { preValidation: requireRole('places:read') };

  api.route({
    ...routeOf(jobOperations.list),
    schema: { querystring: JobListQuerySchema, response: { 200: JobListSchema } },
    ...reader,
    preHandler: managedEshop(deps.config).inQuery,
    handler: async (request, reply): Promise<JobList> => {
      const rows = await deps.jobs.list(request.query.eshopId);
      reply.headers(noStore);
      return { items: await Promise.all(rows.map((row) => jobView(deps.jobs, row))) };
    },
  });

  api.route({
    ...routeOf(jobOperations.get),
    schema: { params: JobIdParamsSchema, response: { 200: JobSchema } },
    ...reader,
    handler: async (request, reply): Promise<Job> => {
      const job = await jobFor(deps, request.params.id);
      reply.headers(noStore);
      return jobView(deps.jobs, job);
    },
  });

  api.route({
    ...routeOf(jobOperations.items),
    schema: {
      params: JobIdParamsSchema,
      querystring: JobItemsQuerySchema,
      response: { 200: JobItemsSchema },
    },
    ...reader,
    handler: async (request, reply): Promise<JobItems> => {
      const job = await jobFor(deps, request.params.id);
      reply.headers(noStore);
      return { items: await deps.jobs.items(job.id, request.query.state, request.query.limit) };
    },
  });
}
