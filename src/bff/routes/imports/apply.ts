import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { JobSchema, type Job } from '@/contract/desk/bulk-jobs';
import { ImportIdParamsSchema } from '@/contract/desk/import';
import { contractRoutes } from '@/server/contract-routes';
import { NEW_PLACE } from '@/bff/jobs/run-import-item';
import { requireRole, requireUser } from '@/bff/plugins/session';
import { Problem } from '@/bff/problem';
import type { NewJob } from '@/bff/store/jobs';
import { launchJob } from '@/bff/jobs/launch-job';
import { requireOwner } from '../jobs/owner';
import { importFor, type ImportRouteDeps } from './deps';
import { routeOf } from '../operation-route';
import { importOperations } from '@/contract/operations/imports';

// POST /bff/imports/{id}/apply: the rows the dry run found to create or update become a bulk job
// (progress, cancel, resume, report and undo as every job); a row with an error is never among
// them. An import is applied once, by whoever uploaded it or an administrator.

export function registerImportApply(app: FastifyInstance, deps: ImportRouteDeps) {
  contractRoutes(app).route({
    ...routeOf(importOperations.apply),
    schema: { params: ImportIdParamsSchema, response: { 202: JobSchema } },
    preValidation: requireRole('places:write'),
    handler: async (request, reply): Promise<Job> => {
      const user = requireUser(request);
      const found = await importFor(deps, request.params.id);
      await requireOwner(deps.audit, request, found, 'import.apply', found.id);
      if (found.counts.create + found.counts.update === 0)
        throw new Problem(
          409,
          'empty-selection',
          'Nothing to apply',
          'No row of the file creates or changes a place.',
        );
      const id = randomUUID();
      if (!(await deps.imports.setJob(found.id, id)))
        throw new Problem(409, 'conflict', 'Already applied', 'This import has been applied already.');
      const items: NewJob['items'] = [];
      for await (const batch of deps.imports.writable(found.id))
        for (const row of batch)
          items.push({ placeId: row.placeId ?? NEW_PLACE, name: row.name, changes: row.changes });
      const job = await launchJob(deps.jobs, {
        id,
        eshopId: found.eshopId,
        action: { kind: 'import', importId: found.id },
        createdBy: user.username,
        createdById: user.id,
        createdRole: user.role,
        undoOf: null,
        retryOf: null,
        skipped: found.counts.unchanged,
        items,
      });
      await deps.audit.record({
        username: user.username,
        role: user.role,
        operation: 'import.apply',
        target: id,
        status: 202,
      });
      reply.code(202).header('location', `/bff/jobs/${id}`);
      return job;
    },
  });
}
