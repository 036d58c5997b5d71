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
import { jobView, jobViews } from '@/bff/jobs/job-view';
import { Problem } from '@/bff/problem';
import { requireRole, requireUser } from '@/bff/plugins/session';
import { jobFor, type JobRouteDeps } from './deps';
import { managedEshop } from '../places/context';
import { routeOf } from '../operation-route';
import { jobOperations } from '@/contract/operations/jobs';

// Reading jobs: an e-shop's jobs a page at a time (the Activity screen, the places screen's panel),
// one job's progress (polled by every user of the e-shop, also after a reload), and its places by
// outcome (the report of what failed and why).

/** A `before` that names no job of the e-shop: a page cannot go on after it. */
const unknownCursor = () =>
  new Problem(400, 'validation-error', 'Invalid request', 'The request is invalid.', {
    errors: [{ field: 'before', message: 'names no job of this e-shop' }],
  });

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
      const { eshopId, before, limit, createdBy, state, kind } = request.query;
      // One more than the page: whether there is a next one, without counting.
      const rows = await deps.jobs.list(eshopId, {
        before,
        limit: limit + 1,
        createdById: createdBy === 'me' ? requireUser(request).id : undefined,
        state,
        kind,
      });
      if (!rows) throw unknownCursor();
      const page = rows.slice(0, limit);
      reply.headers(noStore);
      return {
        items: await jobViews(deps.jobs, page),
        ...(rows.length > limit ? { next: page[page.length - 1]!.id } : {}),
      };
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
