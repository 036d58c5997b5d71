import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_IMPORT_MAX_CONCURRENT,
  ImportLimitsSchema,
  ImportSchema,
  ImportUploadQuerySchema,
  type Import,
  type ImportLimits,
} from '@/contract/desk/import';
import { proposeColumns } from '@/domain/import-mapping';
import { contractRoutes } from '@/server/contract-routes';
import { evaluateImport } from '@/bff/imports/evaluate';
import { receiveFile } from '@/bff/imports/receive';
import { fileProblem } from '@/bff/imports/file-problem';
import { importSlots } from '@/bff/imports/slots';
import { readUpload } from '@/bff/imports/upload';
import { requireRole, requireUser } from '@/bff/plugins/session';
import { discardRestOfBody } from '@/bff/upstream/linger';
import { managedEshop } from '../places/context';
import { importView, limitsOf, readLimitsOf, type ImportRouteDeps } from './deps';
import { negotiateLanguage } from '@/contract/language-negotiation';
import { routeOf } from '../operation-route';
import { importOperations } from '@/contract/operations/imports';

// POST /bff/imports?eshopId=: the file (multipart, part "file") is read into rows, a mapping is
// proposed from its header, and the dry run under that mapping answers at once. GET
// /bff/imports/limits: the limits the upload states. A body whose Content-Length is already over
// the limit is refused before it is read, and so is an import while too many are being read.

/** What multipart wraps around the file: its boundaries and part headers. */
const MULTIPART_SLACK = 64 * 1024;

export async function registerImportUpload(app: FastifyInstance, deps: ImportRouteDeps) {
  const takeSlot = importSlots(deps.config.importMaxConcurrent ?? DEFAULT_IMPORT_MAX_CONCURRENT);
  // Multipart is parsed here only: the image upload streams its multipart body to the platform as
  // it is, so its parser (the raw stream) is replaced in this scope alone.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart);
    const api = contractRoutes(scope);
    api.route({
      ...routeOf(importOperations.upload),
      schema: { querystring: ImportUploadQuerySchema, response: { 201: ImportSchema } },
      preValidation: requireRole('places:write'),
      preHandler: managedEshop(deps.config).inQuery,
      handler: async (request, reply): Promise<Import> => {
        const user = requireUser(request);
        const { eshopId, encoding, delimiter, sheet } = request.query;
        const limits = readLimitsOf(deps.config);
        let release: () => void;
        try {
          if (Number(request.headers['content-length']) > limits.maxBytes + MULTIPART_SLACK)
            throw fileProblem('too_large', 413, { limit: limits.maxBytes });
          release = takeSlot();
        } catch (error) {
          discardRestOfBody(request.raw); // within its caps, so the client reads the answer
          throw error;
        }
        const file = await receiveFile(request, limits.maxBytes).catch((error: unknown) => {
          release();
          throw error;
        });
        const id = randomUUID();
        try {
          const read = await readUpload(file, { encoding, delimiter, sheet }, deps.imports, id, limits);
          // Proposed from each header and its first values: a `type` or `ID` whose values are not
          // place types or UUIDs is offered, not chosen (issue 43).
          const proposed = proposeColumns(read.meta.columns);
          read.meta.columns = read.meta.columns.map((c, i) => ({ ...c, offered: proposed[i]!.offered }));
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
          const mapping = proposed.map((c) => c.target);
          const model = await deps.places.get(eshopId);
          await deps.imports.setMapping(
            id,
            mapping,
            await evaluateImport(
              deps.imports,
              id,
              header,
              mapping,
              model,
              {},
              negotiateLanguage(request.headers['accept-language']),
            ),
          );
        } catch (error) {
          await deps.imports.remove(id);
          throw error;
        } finally {
          await file.dispose();
          release();
        }
        void deps.imports
          .prune()
          .catch((err: unknown) => request.log.warn({ err }, 'pruning imports failed'));
        await deps.audit.record({
          username: user.username,
          role: user.role,
          operation: 'import.upload',
          target: id,
          status: 201,
        });
        reply.code(201).header('location', `/bff/imports/${id}`);
        return importView((await deps.imports.get(id))!);
      },
    });
  });

  const limits = {
    schema: { response: { 200: ImportLimitsSchema } },
    preValidation: requireRole('places:write'),
  };
  contractRoutes(app).route({
    ...routeOf(importOperations.limits),
    ...limits,
    handler: async (): Promise<ImportLimits> => limitsOf(deps.config),
  });
}
