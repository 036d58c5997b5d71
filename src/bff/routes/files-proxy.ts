import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoutes } from '@/server/contract-routes';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import { requireRole } from '../plugins/session';
import type { UpstreamClient } from '../upstream/client';
import { browserHeaders, sendRelayed } from '../upstream/forward';
import { createPlatformClient } from '../upstream/platform-client';

/**
 * Image files of the embedded sandbox, served on the app's own origin so the Content-Security-Policy
 * can stay `img-src 'self'`. A real platform serves images from its storage (IMAGE_ORIGINS).
 * Only the paths the sandbox gives images (`pickup-places/<place id>/<file id>.<jpg|png|webp>`)
 * pass, checked after decoding: anything else (`..`, encoded slashes, other sandbox pages) is 404.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMAGE_PATH = new RegExp(`^pickup-places/${UUID}/${UUID}\\.(?:jpg|png|webp)$`);

/** The wildcard is always a string; what it must look like is the handler's 404, not a 400. */
const FileParamsSchema = z.object({ '*': z.string() });

export function registerFilesProxy(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient },
) {
  const files = createPlatformClient(deps.config, deps.upstream).files;
  const route = { schema: { params: FileParamsSchema }, preValidation: requireRole('places:read') };
  contractRoutes(app).get('/files/*', route, async (request, reply) => {
    const path = request.params['*'];
    if (!IMAGE_PATH.test(path))
      throw new Problem(404, 'not-found', 'Not found', 'There is no image at this address.');
    await sendRelayed(reply, await files.get(path, browserHeaders(request, ['if-none-match'])));
    return reply.header('cache-control', 'private, max-age=86400, immutable');
  });
}
