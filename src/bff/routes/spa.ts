import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Bootstrap } from '@/contract/desk/bootstrap';
import { Problem } from '../problem';
import { withBootstrap } from './spa-bootstrap';
import type { RenderPlan } from './spa-render';
import { sendRendered } from './spa-stream';
import { APP_PATHS, preloadLinks, screenFor, type ScreenPreloads } from './spa-preloads';

/** The build's list of each first screen's scripts (scripts/screen-preloads.ts writes it). */
const PRELOADS_FILE = 'screen-preloads.json';

// The built SPA: hashed assets cached for a year, and every other browser navigation answered with
// index.html so deep links work (client-side routing). The root is the app for every client (curl
// included); source maps only for signed-in users. index.html carries this request's session and
// configuration (spa-bootstrap.ts), so it is never stored by any cache.

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

/** A file of the build, read again only when it changes (a rebuild under a running BFF); `missing` without it. */
function builtFile<T>(path: string, parse: (text: string) => T, missing: T) {
  let cached: { mtimeMs: number; value: Promise<T> } | undefined;
  return async (): Promise<T> => {
    const mtimeMs = await stat(path).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (mtimeMs < 0) return missing;
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: readFile(path, 'utf8').then(parse) };
    return cached.value;
  };
}

export async function registerSpa(
  app: FastifyInstance,
  webRoot: string,
  bootstrap: (request: FastifyRequest) => Promise<Bootstrap>,
  planPlaces?: (request: FastifyRequest, first: Bootstrap) => Promise<RenderPlan | undefined>,
) {
  const root = resolve(webRoot);
  const built = existsSync(join(root, 'index.html'));
  const page = builtFile(join(root, 'index.html'), (text) => text, '');
  // An older build (or a test's) has no list: the router then fetches the screen's scripts itself.
  const preloads = builtFile(
    join(root, PRELOADS_FILE),
    (text): ScreenPreloads => {
      try {
        return JSON.parse(text) as ScreenPreloads;
      } catch {
        return {};
      }
    },
    {},
  );
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

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const [html, first, screens] = await Promise.all([page(), bootstrap(request), preloads()]);
    const path = request.url.split('?')[0]!;
    const screen = screenFor(path, first.session);
    const plan = path === '/places' ? await planPlaces?.(request, first) : undefined;
    const links = preloadLinks(screen && screens[screen]);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (plan) return sendRendered(request, reply, { html, first, links, plan });
    return reply.send(withBootstrap(html, first, links));
  }
  // Only unknown deep paths need the Accept check (so an API typo stays a 404); the root is the app.
  app.get('/', (request, reply) => sendIndex(request, reply));
  // The app's own addresses as routes (router.tsx's; an unknown one still gets the page from the
  // not-found handler): routes get the compression hook (compression.ts) and that handler does not,
  // so the page of a deep link went uncompressed (Lighthouse: 3.8 KiB where 1.2 do). Nothing of the
  // request is written into the page (the path only picks one of the fixed preload lists), so
  // compressing it beside the session's CSRF token reveals nothing (BREACH needs the attacker's
  // text in the same answer). Not one catch-all: it would also take the API's unknown and
  // over-long paths, which must stay a 404 or 414 ProblemDetail.
  for (const path of APP_PATHS)
    app.get(path, (request, reply) =>
      isBrowserNavigation(request) ? sendIndex(request, reply) : reply.callNotFound(),
    );
  return sendIndex;
}
