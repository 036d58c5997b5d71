import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Problem } from '../problem';

// The built SPA: hashed assets cached for a year, index.html always revalidated, and every other
// browser navigation answered with index.html so deep links work (client-side routing). The root
// is the app for every client (curl included); source maps only for signed-in users.

const API_PREFIXES = ['/api/', '/auth/', '/bff/', '/files/', '/healthz', '/readyz'];

export const isBrowserNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
  String(request.headers.accept ?? '').includes('text/html');

/** A source map's path, however it is spelt (`%2Emap`, `.MAP`, a trailing slash). */
function isSourceMap(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // not decodable: judged as it is
  }
  return /\.map\/?$/i.test(decoded);
}

export async function registerSpa(app: FastifyInstance, webRoot: string) {
  const root = resolve(webRoot);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The brotli and gzip copies made at build time (scripts/precompress.ts), chosen by the
      // browser's Accept-Encoding; they are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The sources are no secret, but there is no reason to hand them to anyone who is not signed in.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.user) return done();
    const path = request.url.split('?')[0]!;
    if (!isSourceMap(path)) return done();
    done(new Problem(404, 'not-found', 'Not found', `Nothing at ${path}.`));
  });

  function sendIndex(reply: FastifyReply) {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }
  // Only unknown deep paths need the Accept check (so an API typo stays a 404); the root is the app.
  app.get('/', (_request, reply) => sendIndex(reply));
  return sendIndex;
}
