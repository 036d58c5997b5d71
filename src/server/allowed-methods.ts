import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

// Every method Fastify routes (TRACE and QUERY among them, issue 49); a method no route can have
// is Node's or Fastify's to refuse before any hook runs.
export const ALL_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'QUERY',
] as const;

/** The router options that change what a path matches: the shadow router must match as Fastify does. */
export interface MatchOptions {
  maxParamLength?: number;
  ignoreTrailingSlash?: boolean;
  ignoreDuplicateSlashes?: boolean;
  caseSensitive?: boolean;
}

/**
 * Learns every route as it is registered (an `onRoute` hook, so no route can be left out) into a
 * router of its own, find-my-way, the one Fastify routes with: Fastify's router answers only
 * "which handler for this method", and a 405 needs "which methods has this path". Call it before
 * any route is added; each HEAD route Fastify exposes beside a GET passes through the hook too, so
 * `Allow` names HEAD exactly where Fastify answers it.
 */
export function learnRouteMethods(app: FastifyInstance, options: MatchOptions = {}) {
  const router = FindMyWay({ ...options, defaultRoute: () => {} });
  const known = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (known.has(key) || !(ALL_METHODS as readonly string[]).includes(method)) continue;
      known.add(key);
      router.on(method as HTTPMethod, route.url, () => {});
    }
  });
  /** The methods some route answers at this path (without its query), in ALL_METHODS' order; none: no such path. */
  return (path: string): string[] =>
    ALL_METHODS.filter((method) => router.find(method as HTTPMethod, path) !== null);
}

/**
 * Refuses a request no route took but whose path other methods have, in `onRequest` (so before its
 * body is read: a QUERY or a POST without a content type would otherwise answer 400 or 415), with
 * the error `refuse` makes of the methods the path has (spec 001, 7: 405 with them in `Allow`). A
 * path no method has is left to the not-found handler. Add it before hooks that answer for
 * themselves, so the same request is not judged by the session first.
 */
export function refuseOtherMethods(
  app: FastifyInstance,
  methodsAt: (path: string) => string[],
  refuse: (request: FastifyRequest, allowed: string[]) => Error,
) {
  app.addHook('onRequest', async (request) => {
    if (!request.is404) return;
    const allowed = methodsAt(request.url.split('?')[0]!);
    if (allowed.length > 0 && !allowed.includes(request.method)) throw refuse(request, allowed);
  });
}
