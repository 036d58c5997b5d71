import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from '@/contract/language-negotiation';
import type { Locale } from '@/domain/words/messages';
import { ApiError } from '../errors';

// Platform conventions that apply to every request (spec 001, 7 and 9), as Fastify hooks.

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** JSON is indented unless prettyPrint=false (spec 001, 7); read before the query is parsed. */
    prettyPrint: boolean;
  }
}

/** Paths that answer JSON and so honour Accept negotiation; the authorize page and files do not. */
const isJsonApi = (path: string) => /^\/(api\/|oauth\/token|v\d+(\/|$))/.test(path);

/** application/json (and problem+json) are served; XML is being discontinued (spec 001, 7), not offered. */
export function acceptsJson(accept: string | undefined): boolean {
  if (!accept || !accept.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) return false;
    return ['*/*', 'application/*', 'application/json', 'application/problem+json'].includes(type.trim());
  });
}

/** A strong validator of a representation: a hash of its compact JSON. */
export function etagOf(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 list matching; `*` matches any current representation. */
export function etagMatches(header: string | undefined, etag: string, weak: boolean): boolean {
  if (!header) return false;
  const strip = (t: string) => (weak ? t.replace(/^W\//, '') : t);
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || strip(tag) === strip(etag);
  });
}

export function registerConventions(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('prettyPrint', true);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.locale = negotiateLanguage(request.headers['accept-language']);
    const path = request.url.split('?')[0]!;
    // Fastify's raw query (the route's schema, which knows no prettyPrint, has not run yet).
    const pretty = (request.query as Record<string, unknown>).prettyPrint !== 'false';
    request.prettyPrint = pretty;
    // JSON is indented unless prettyPrint=false (spec 001, 7).
    reply.serializer((payload: unknown) =>
      // Fastify hands strings (the HTML pages) to a custom serializer too: send those as they are.
      typeof payload === 'string' ? payload : JSON.stringify(payload, null, pretty ? 2 : undefined),
    );

    // Spec 001, 5 refuses plain HTTP with 426. The sandbox itself listens on loopback without TLS, so
    // it refuses only what a proxy in front of it reports as plain HTTP; the root stays open.
    if (request.headers['x-forwarded-proto'] === 'http' && path !== '/') {
      throw new ApiError(426, 'https-required', 'Use HTTPS: plain HTTP is refused.', [], {
        upgrade: 'TLS/1.2, HTTP/1.1',
      });
    }
    if (/^\/v1(\/|$)/.test(path) || /^\/api\/v0(\/|$)/.test(path)) {
      throw new ApiError(410, 'gone', 'This API version is no longer supported; use a current version.');
    }
    if (isJsonApi(path) && !acceptsJson(request.headers.accept)) {
      throw new ApiError(406, 'not-acceptable', 'Only application/json responses are available.');
    }
  });

  // A reply serializer of our own means Fastify no longer types JSON answers itself.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
    return payload;
  });

  // Every GET answer carries an ETag; If-None-Match with a current tag gives 304 (spec 001, 7).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = etagOf(payload.toString());
      reply.header('etag', etag);
    }
    if (etagMatches(request.headers['if-none-match'], etag, true)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return null; // no body, so compression (a later onSend hook) leaves the 304 alone
    }
    return payload;
  });
}

/**
 * Hook of a route (preValidation, or preHandler after its path is checked): refuses a body whose
 * Content-Type is not one the operation reads (spec 001, 7: 415), before the body is checked.
 */
export const contentType =
  (...types: string[]) =>
  async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!types.includes(type)) {
      throw new ApiError(415, 'unsupported-media-type', `Send the body as ${types.join(' or ')}.`);
    }
  };
