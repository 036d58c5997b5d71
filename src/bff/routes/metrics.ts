import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { Metrics } from '../metrics';
import { requireRole } from '../plugins/session';

// GET /metrics in Prometheus's text format: for signed-in admins on the app's own port, or, with
// METRICS_PORT set, without a session on a port of its own (for a scraper inside the network),
// and then not on the app's port at all.

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  metricsPort: number | undefined,
) {
  if (metricsPort !== undefined) return;
  app.get('/metrics', { preValidation: requireRole('metrics:read') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** The separate metrics listener (METRICS_PORT): /metrics only. */
export async function listenForMetrics(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
