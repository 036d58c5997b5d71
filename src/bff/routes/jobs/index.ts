import type { FastifyInstance } from 'fastify';
import { registerJobControls } from './control';
import { registerJobCreate } from './create';
import type { JobRouteDeps } from './deps';
import { registerJobReads } from './read';

/** Bulk jobs: /bff/jobs and /bff/jobs/{id}/… */
export function registerJobRoutes(app: FastifyInstance, deps: JobRouteDeps) {
  registerJobCreate(app, deps);
  registerJobReads(app, deps);
  registerJobControls(app, deps);
}
