import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';
import { requireUser } from '../plugins/session';
import type { UpstreamClient } from '../upstream/client';
import { browserHeaders, relay } from '../upstream/forward';

/**
 * Image files of the embedded sandbox, served on the app's own origin so the Content-Security-Policy
 * can stay `img-src 'self'`. A real platform serves images from its storage (IMAGE_ORIGINS).
 */
export function registerFilesProxy(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient },
) {
  app.get('/files/*', async (request, reply) => {
    requireUser(request, 'places:read');
    const path = (request.params as { '*': string })['*'];
    const res = await deps.upstream.call(`${deps.config.pickup!.baseUrl}/files/${path}`, {
      method: 'GET',
      headers: browserHeaders(request, ['if-none-match']),
      idempotent: true,
    });
    await relay(reply, res);
    return reply.header('cache-control', 'private, max-age=86400, immutable');
  });
}
