import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { ImportUploadQuerySchema, type Import, type ImportLimits } from '@/contract/desk/import';
import { proposeMapping } from '@/contract/desk/import-mapping';
import { contractRoutes, plainProblem, rejectInvalid } from '@/bff/contract-routes';
import { evaluateImport } from '@/bff/imports/evaluate';
import { receiveFile } from '@/bff/imports/receive';
import { readUpload } from '@/bff/imports/upload';
import { requireUser } from '@/bff/plugins/session';
import { requireManagedEshop } from '../places/context';
import { importView, limitsOf, type ImportRouteDeps } from './deps';

// POST /bff/imports?eshopId=: the file (multipart, part "file") is read into rows, a mapping is
// proposed from its header, and the dry run under that mapping answers at once. GET
// /bff/imports/limits: the limits the upload states.

export async function registerImportUpload(app: FastifyInstance, deps: ImportRouteDeps) {
  // Multipart is parsed here only: the image upload streams its multipart body to the platform as
  // it is, so its parser (the raw stream) is replaced in this scope alone.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart);
    const api = contractRoutes(scope);
    api.post(
      '/bff/imports',
      { schema: { querystring: ImportUploadQuerySchema }, attachValidation: true },
      async (request, reply): Promise<Import> => {
        const user = requireUser(request, 'places:write');
        rejectInvalid(request, 'querystring', plainProblem);
        const { eshopId, encoding, delimiter, sheet } = request.query;
        requireManagedEshop(deps.config, eshopId);
        const limits = limitsOf(deps.config);
        const file = await receiveFile(request, limits.maxBytes);
        const id = randomUUID();
        try {
          const read = await readUpload(
            file,
            { encoding, delimiter, sheet },
            deps.imports,
            id,
            limits.maxRows,
          );
          const createdAt = new Date().toISOString();
          await deps.imports.create({
            id,
            eshopId,
            fileName: file.name.slice(0, 255),
            format: read.format,
            createdAt,
            createdBy: user.username,
            createdById: user.id,
            meta: read.meta,
          });
          const header = read.meta.columns.map((c) => c.header);
          const mapping = proposeMapping(header);
          const model = await deps.places.get(eshopId);
          await deps.imports.setMapping(
            id,
            mapping,
            await evaluateImport(deps.imports, id, header, mapping, model),
          );
        } catch (error) {
          await deps.imports.remove(id);
          throw error;
        } finally {
          await file.dispose();
        }
        void deps.imports
          .prune()
          .catch((err: unknown) => request.log.warn({ err }, 'pruning imports failed'));
        deps.audit.record({
          username: user.username,
          role: user.role,
          operation: 'import.upload',
          target: id,
          status: 201,
        });
        reply.code(201).header('location', `/bff/imports/${id}`);
        return importView((await deps.imports.get(id))!);
      },
    );
  });

  contractRoutes(app).get('/bff/imports/limits', {}, async (request): Promise<ImportLimits> => {
    requireUser(request, 'places:write');
    return limitsOf(deps.config);
  });
}
