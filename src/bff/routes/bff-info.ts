import type { FastifyInstance } from 'fastify';
import { AuditPageSchema, AuditQuerySchema } from '@/contract/desk/audit';
import { AppConfigSchema, type AppConfig } from '@/contract/desk/config';
import { LANGUAGES } from '@/contract/languages';
import { roleMay } from '@/contract/desk/roles';
import type { BffConfig } from '../config';
import { contractRoutes, plainProblem, rejectInvalid } from '../contract-routes';
import { requireUser } from '../plugins/session';
import type { AuditLog } from '../store/audit';
import type { User } from '../store/users';
import type { ReadinessProbe } from '../readiness';

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

  api.get('/bff/config', { schema: { response: { 200: AppConfigSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return appConfigFor(config, request.user);
  });

  // A bad query is reported after the role check (see contract-routes.ts).
  const auditRoute = { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } };
  api.get('/bff/audit', { schema: auditRoute, attachValidation: true }, async (request) => {
    requireUser(request, 'audit:read');
    rejectInvalid(request, 'querystring', plainProblem);
    const q = request.query;
    return { items: await audit.list(q.limit, q.before) };
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
