import type { FastifyInstance } from 'fastify';
import { AuditPageSchema, AuditQuerySchema } from '@/contract/desk/audit';
import { AppConfigSchema, type AppConfig } from '@/contract/desk/config';
import { LANGUAGES } from '@/contract/languages';
import { roleMay } from '@/contract/desk/roles';
import type { BffConfig } from '../config';
import { contractRoutes } from '@/server/contract-routes';
import { requireRole } from '../plugins/session';
import type { AuditLog } from '../store/audit';
import type { User } from '../store/users';
import type { ReadinessProbe } from '../readiness';
import { routeOf } from './operation-route';
import { deskOperations } from '@/contract/operations/desk';

// The BFF's own endpoints: configuration for the SPA, the audit log, liveness and readiness.

/** GET /bff/config's answer (also written into index.html: spa-bootstrap.ts). */
export function appConfigFor(config: BffConfig, user: User | undefined): AppConfig {
  return {
    // The e-shops are the installation's business: only for signed-in users.
    eshops: user ? config.eshops : [],
    sandbox: config.sandbox,
    maxImageBytes: config.maxImageBytes,
    mapTileUrl: config.mapTileUrl,
    mapTileAttribution: config.mapTileAttribution,
    platformOAuth: config.oauth !== null,
    languages: [...LANGUAGES],
    sso: config.oidc ? { name: config.oidc.name } : null,
    localLogin: config.localLogin ?? true,
  };
}

export function registerBffInfoRoutes(
  app: FastifyInstance,
  deps: { config: BffConfig; audit: AuditLog; readiness: ReadinessProbe },
) {
  const { config, audit, readiness } = deps;
  const api = contractRoutes(app);

  api.route({
    ...routeOf(deskOperations.config),
    schema: { response: { 200: AppConfigSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return appConfigFor(config, request.user);
    },
  });

  // The role is checked before the query.
  const auditRoute = {
    schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } },
    preValidation: requireRole('audit:read'),
  };
  api.route({
    ...routeOf(deskOperations.audit),
    ...auditRoute,
    handler: async (request) => {
      const { limit, before, ...filters } = request.query;
      return { items: await audit.list(limit, before, filters) };
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  // The load balancer asks anonymously and learns only ready or not (no socket counts for anyone
  // to watch); who may read the metrics also gets the reason and the request pool's load.
  app.get('/readyz', async (request, reply) => {
    const { ready, ...details } = await readiness.check();
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    const status = ready ? 'ready' : 'unavailable';
    const user = request.user;
    return user && roleMay(user.role, 'metrics:read') ? { status, ...details } : { status };
  });
}
