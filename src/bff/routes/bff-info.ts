import type { FastifyInstance } from 'fastify';
import { AuditPageSchema, AuditQuerySchema } from '@/contract/desk/audit';
import { AppConfigSchema } from '@/contract/desk/config';
import { LANGUAGES } from '@/contract/languages';
import type { BffConfig } from '../config';
import { contractRoutes, plainProblem, rejectInvalid } from '../contract-routes';
import { requireUser } from '../plugins/session';
import type { AuditLog } from '../store/audit';
import type { UpstreamClient } from '../upstream/client';

// The BFF's own endpoints: configuration for the SPA, the audit log, liveness and readiness.

export function registerBffInfoRoutes(
  app: FastifyInstance,
  deps: { config: BffConfig; audit: AuditLog; upstream: UpstreamClient },
) {
  const { config, audit, upstream } = deps;
  const api = contractRoutes(app);

  api.get('/bff/config', { schema: { response: { 200: AppConfigSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      // The e-shops are the installation's business: only for signed-in users.
      eshops: request.user ? config.eshops : [],
      sandbox: config.sandbox,
      maxImageBytes: config.maxImageBytes,
      mapTileUrl: config.mapTileUrl,
      mapTileAttribution: config.mapTileAttribution,
      platformOAuth: config.oauth !== null,
      languages: [...LANGUAGES],
    };
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

  // Ready when the upstream pool has a free socket and every configured upstream answers at all
  // (any status below 500). A saturated pool is checked first: every place and order request
  // would wait for a socket, so the instance must leave the load balancer's rotation, and asking
  // the platform would only queue behind the rest.
  app.get('/readyz', async (request, reply) => {
    const load = upstream.load();
    if (load.saturated) {
      return reply.code(503).send({
        status: 'unavailable',
        reason: 'upstream-pool-saturated',
        busy: load.running,
        queued: load.queued,
        connections: load.connections,
      });
    }
    const targets = [
      config.pickup && `${config.pickup.baseUrl}/`,
      config.rest && `${config.rest.url}/`,
    ].filter((t): t is string => Boolean(t));
    const checks = await Promise.all(
      [...new Set(targets)].map(async (url) => {
        try {
          const res = await upstream.call(url, {
            method: 'GET',
            headers: { accept: 'application/json' },
            idempotent: true,
          });
          await res.body.dump();
          return res.statusCode < 500;
        } catch {
          return false;
        }
      }),
    );
    const ready = checks.every(Boolean);
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      ...(ready ? {} : { reason: 'upstream-unreachable' }),
      upstreams: checks.length,
    });
  });
}
