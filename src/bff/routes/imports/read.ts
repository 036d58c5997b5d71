import type { FastifyInstance } from 'fastify';
import {
  ImportIdParamsSchema,
  ImportMappingBodySchema,
  ImportRowsQuerySchema,
  type Import,
  type ImportRowsPage,
} from '@/contract/desk/import';
import { contractRoutes, plainProblem, rejectInvalid } from '@/bff/contract-routes';
import { evaluateImport } from '@/bff/imports/evaluate';
import { Problem } from '@/bff/problem';
import { requireOwner } from '../jobs/owner';
import { importFor, importView, type ImportRouteDeps } from './deps';

// An import after its upload: read it, page its dry run (errors first, by outcome), and check it
// again under the user's mapping.

export function registerImportReads(app: FastifyInstance, deps: ImportRouteDeps) {
  const api = contractRoutes(app);
  const noStore = { 'cache-control': 'private, no-store' };
  api.get(
    '/bff/imports/:id',
    { schema: { params: ImportIdParamsSchema }, attachValidation: true },
    async (request, reply): Promise<Import> => {
      rejectInvalid(request, 'params', plainProblem);
      reply.headers(noStore);
      return importView(await importFor(deps, request, request.params.id));
    },
  );

  api.get(
    '/bff/imports/:id/rows',
    { schema: { params: ImportIdParamsSchema, querystring: ImportRowsQuerySchema }, attachValidation: true },
    async (request, reply): Promise<ImportRowsPage> => {
      rejectInvalid(request, 'params', plainProblem);
      rejectInvalid(request, 'querystring', plainProblem);
      const found = await importFor(deps, request, request.params.id);
      const { outcome, page, size } = request.query;
      const { items, total } = await deps.imports.results(found.id, outcome, page, size);
      reply.headers(noStore);
      return { items, page: { number: page, size, totalElements: total } };
    },
  );

  api.put(
    '/bff/imports/:id/mapping',
    { schema: { params: ImportIdParamsSchema, body: ImportMappingBodySchema }, attachValidation: true },
    async (request): Promise<Import> => {
      rejectInvalid(request, 'params', plainProblem);
      const found = await importFor(deps, request, request.params.id);
      await requireOwner(deps.audit, request, found, 'import.mapping', found.id);
      rejectInvalid(request, 'body', plainProblem);
      const { mapping, defaults } = request.body;
      const header = found.columns.map((c) => c.header);
      if (mapping.length !== header.length)
        throw new Problem(400, 'validation-error', 'Invalid request', 'The mapping must name every column.', {
          errors: [{ field: 'mapping', message: `must have ${header.length} entries` }],
        });
      const taken = mapping.filter((t): t is NonNullable<typeof t> => t !== null);
      const twice = taken.find((t, i) => taken.indexOf(t) !== i);
      if (twice)
        throw new Problem(400, 'validation-error', 'Invalid request', 'Two columns fill the same field.', {
          errors: [{ field: 'mapping', message: `maps two columns to ${twice}` }],
        });
      if (found.jobId)
        throw new Problem(
          409,
          'conflict',
          'Already applied',
          'This import has been applied; upload the file again.',
        );
      const model = await deps.places.get(found.eshopId);
      await deps.imports.setMapping(
        found.id,
        mapping,
        await evaluateImport(deps.imports, found.id, header, mapping, model, defaults),
        defaults,
      );
      return importView((await deps.imports.get(found.id))!);
    },
  );
}
