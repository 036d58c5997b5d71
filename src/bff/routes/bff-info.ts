import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema, type AuditPage } from '../../contract/desk/audit';
import type { AppConfig } from '../../contract/desk/config';
import { LANGUAGES } from '../../contract/languages';
import type { BffConfig } from '../config';
import { requireUser } from '../plugins/session';
import type { AuditLog } from '../store/audit';
import type { UpstreamClient } from '../upstream/client';

// The BFF's own endpoints: configuration for the SPA, the audit log, liveness and readiness.

export function registerBffInfoRoutes(
  app: FastifyInstance,
  deps: { config: BffConfig; audit: AuditLog; upstream: UpstreamClient },
) {
  const { config, audit, upstream } = deps;

  app.get('/bff/config', async (request, reply): Promise<AppConfig> => {
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

  app.get('/bff/audit', async (request): Promise<AuditPage> => {
    requireUser(request, 'audit:read');
    const q = AuditQuerySchema.parse(request.query);
    return { items: audit.list(q.limit, q.before) };
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
