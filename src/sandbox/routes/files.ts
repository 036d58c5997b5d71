import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoutes } from '@/server/contract-routes';
import { ApiError } from '../errors';
import { allowOnly } from '../http/error-handler';
import { etagMatches } from '../http/conventions';
import type { ImageStore } from '../store/image-store';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Any path: one the store does not hold is a 404 of the handler. */
const FileParamsSchema = z.object({ '*': z.string() });

/** Image content at the FileInfo `url`: public like a storage media link, immutable per path. */
export function registerFileRoutes(app: FastifyInstance, images: ImageStore) {
  contractRoutes(app).get('/files/*', { schema: { params: FileParamsSchema } }, async (request, reply) => {
    const path = request.params['*'];
    const type = TYPES[path.split('.').pop() ?? ''];
    let size: number;
    try {
      if (!type) throw new Error('unknown type');
      size = (await stat(images.resolve(path))).size;
    } catch {
      throw new ApiError(404, 'not-found', 'No file at this address.');
    }
    // A new upload always gets a new path, so the path itself is the validator.
    const etag = `"${path.split('/').pop()}-${size}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (etagMatches(request.headers['if-none-match'], etag, true)) return reply.code(304).send();
    return reply
      .type(type!)
      .header('content-length', size)
      .send(createReadStream(images.resolve(path)));
  });
  // Another method: 405 with Allow, as on the API's paths (not the catch-all's 404; issue 49).
  allowOnly(app, '/files/*', ['GET']);
}
