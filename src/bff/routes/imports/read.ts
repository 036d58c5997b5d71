import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ImportIdParamsSchema,
  ImportMappingBodySchema,
  ImportRowsPageSchema,
  ImportRowsQuerySchema,
  ImportSchema,
  type Import,
  type ImportRowsPage,
} from '@/contract/desk/import';
import { checkPathFirst, contractRoutes } from '@/server/contract-routes';
import { evaluateImport, missingWeekOf } from '@/bff/imports/evaluate';
import { requireRole } from '@/bff/plugins/session';
import { Problem } from '@/bff/problem';
import { requireOwner } from '../jobs/owner';
import { importFor, importView, type ImportRouteDeps } from './deps';
import { negotiateLanguage } from '@/contract/language-negotiation';
import { routeOf } from '../operation-route';
import { importOperations } from '@/contract/operations/imports';

// An import after its upload: read it, page its dry run (errors first, by outcome), and check it
// again under the user's mapping. A read checks the role once its address is checked; a new
// mapping answers a bad address first, then the role, the import and its owner (a refusal audited),
// and only then a bad body.

export function registerImportReads(app: FastifyInstance, deps: ImportRouteDeps) {
  const api = contractRoutes(app);
  const noStore = { 'cache-control': 'private, no-store' };
  const writer = requireRole('places:write');
  /** preValidation hook of a new mapping: the import, and the user its owner or an administrator. */
  const owned = async (request: FastifyRequest & { params: { id: string } }) => {
    const found = await importFor(deps, request.params.id);
    await requireOwner(deps.audit, request, found, 'import.mapping', found.id);
  };

  api.route({
    ...routeOf(importOperations.get),
    schema: { params: ImportIdParamsSchema, response: { 200: ImportSchema } },
    preHandler: writer,
    handler: async (request, reply): Promise<Import> => {
      reply.headers(noStore);
      return importView(await importFor(deps, request.params.id));
    },
  });

  api.route({
    ...routeOf(importOperations.rows),
    schema: {
      params: ImportIdParamsSchema,
      querystring: ImportRowsQuerySchema,
      response: { 200: ImportRowsPageSchema },
    },
    preHandler: writer,
    handler: async (request, reply): Promise<ImportRowsPage> => {
      const found = await importFor(deps, request.params.id);
      const { outcome, page, size } = request.query;
      const { items, total } = await deps.imports.results(found.id, outcome, page, size);
      reply.headers(noStore);
      return { items, page: { number: page, size, totalElements: total } };
    },
  });

  api.route({
    ...routeOf(importOperations.remap),
    schema: {
      params: ImportIdParamsSchema,
      body: ImportMappingBodySchema,
      response: { 200: ImportSchema },
    },
    preValidation: [checkPathFirst, writer, owned],
    handler: async (request): Promise<Import> => {
      const found = await importFor(deps, request.params.id);
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
      // The template is read as a row's opening_hours cell is; one that is not hours is the
      // request's fault, not every row's.
      if (missingWeekOf(defaults) === null)
        throw new Problem(400, 'validation-error', 'Invalid request', 'The hours template is not hours.', {
          errors: [{ field: 'defaults.hoursTemplate', message: 'is not opening hours (Mo-Fr 08:00-17:00)' }],
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
        await evaluateImport(
          deps.imports,
          found.id,
          header,
          mapping,
          model,
          defaults,
          negotiateLanguage(request.headers['accept-language']),
        ),
        defaults,
      );
      return importView((await deps.imports.get(found.id))!);
    },
  });
}
