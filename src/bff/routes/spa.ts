import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The built SPA: hashed assets cached for a year, index.html always revalidated, and every other
// browser navigation answered with index.html so deep links work (client-side routing).

const API_PREFIXES = ['/api/', '/auth/', '/bff/', '/files/', '/healthz', '/readyz'];

export const isBrowserNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
  String(request.headers.accept ?? '').includes('text/html');

export async function registerSpa(app: FastifyInstance, webRoot: string) {
  const root = resolve(webRoot);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  return function sendIndex(reply: FastifyReply) {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
