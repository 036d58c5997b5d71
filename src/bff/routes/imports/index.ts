import type { FastifyInstance } from 'fastify';
import { registerImportApply } from './apply';
import type { ImportRouteDeps } from './deps';
import { registerImportReads } from './read';
import { registerImportTemplates } from './template';
import { registerImportUpload } from './upload';

/** Imports of places from a file: /bff/imports and /bff/imports/{id}/… */
export async function registerImportRoutes(app: FastifyInstance, deps: ImportRouteDeps) {
  await registerImportUpload(app, deps);
  registerImportReads(app, deps);
  registerImportApply(app, deps);
  registerImportTemplates(app);
}
