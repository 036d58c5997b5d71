import type { FastifyInstance } from 'fastify';
import { DriftReportSchema } from '@/contract/desk/platform-drift';
import { contractRoutes } from '@/server/contract-routes';
import { requireRole } from '../plugins/session';
import type { DriftRecorder } from '../upstream/drift-recorder';
import { routeOf } from './operation-route';
import { deskOperations } from '@/contract/operations/desk';

// GET /bff/platform-drift: what the platform has sent that this version does not know (issue 42),
// for administrators, who decide whether to upgrade or to ask the platform.

export function registerPlatformDriftRoute(app: FastifyInstance, deps: { drift: DriftRecorder }) {
  const route = {
    schema: { response: { 200: DriftReportSchema } },
    preValidation: requireRole('drift:read'),
  };
  contractRoutes(app).route({
    ...routeOf(deskOperations.platformDrift),
    ...route,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.drift.report();
    },
  });
}
