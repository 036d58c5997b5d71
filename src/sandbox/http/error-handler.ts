import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toFieldErrors } from '@/domain/words/messages';
import { inputAnswer, InvalidInput, type InputWording, type Part } from '@/server/contract-routes';
import { ApiError, OAuthError, PageError } from '../errors';
import { errorBody, errorContentType } from './error-body';
import { errorPageHtml } from './html';

// Every method Fastify routes (TRACE and QUERY among them, issue 49: they answered 404 and 400);
// a method no route can have is Node's or Fastify's to refuse.
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'] as const;

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const instance = request.url.split('?')[0]!;
  const body = errorBody({
    status: error.status,
    kind: error.kind,
    detail: error.message,
    fields: error.fields,
    instance,
    locale: request.locale,
  });
  return reply.code(error.status).headers(error.headers).type(errorContentType(request.url)).send(body);
}

/** How the detail names each part (`The path is invalid.`). */
const WHAT: Record<Part, string> = {
  params: 'path',
  querystring: 'query',
  body: 'request body',
  headers: 'headers',
};

/**
 * The platform's answer to input that does not match a route's schema (src/server/contract-routes.ts):
 * a 400 naming the part and every bad field, in the request's language. Routes check credentials,
 * and the body's Content-Type, in hooks before it where the platform does (spec 000, 5; 001, 7).
 */
export const platformInput: InputWording = (invalid, request) => {
  const what = WHAT[invalid.part];
  const fields = toFieldErrors(invalid.issues, request.locale);
  const detail = request.locale === 'cs' ? `Neplatné údaje (${what}).` : `The ${what} is invalid.`;
  return new ApiError(400, 'validation-error', detail, fields);
};

/** The authorization pages' answer to a request that does not fit its form (a field given twice). */
export const pageInput: InputWording = () => new PageError(400, 'The request is malformed.');

/** Token answers must not be cached (RFC 6749, 5.1). */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  if (error.status === 401) reply.header('www-authenticate', 'Basic realm="ClientApi"');
  return reply
    .code(error.status)
    .headers(NO_STORE)
    .send({ error: error.code, error_description: error.message });
}

/** Maps Fastify's own errors (body parsing, limits) onto the platform's statuses. */
function fromFastify(error: Error & Partial<Pick<FastifyError, 'code' | 'statusCode'>>): ApiError {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported-media-type', 'This Content-Type is not supported here.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'payload-too-large', 'The request body is larger than allowed.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'validation-error', 'The request body is empty.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'malformed-body', 'The request body is not valid JSON.');
  }
  if (status === 415)
    return new ApiError(
      415,
      'unsupported-media-type',
      'This Content-Encoding or Content-Type is not supported.',
    );
  if (status >= 400 && status < 500) return new ApiError(status, 'http', error.message);
  return new ApiError(500, 'internal', 'The sandbox failed to process the request.');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | ApiError | InvalidInput, request, reply) => {
    const error = thrown instanceof InvalidInput ? inputAnswer(thrown, request, platformInput) : thrown;
    if (error instanceof PageError)
      return reply.code(error.status).type('text/html; charset=utf-8').send(errorPageHtml(error.message));
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    const apiError = error instanceof ApiError ? error : fromFastify(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new ApiError(404, 'not-found', `No resource at ${request.url.split('?')[0]}.`)),
  );
}

/** Answers the methods a path does not have with 405 and an Allow header (spec 001, 7). */
export function allowOnly(app: FastifyInstance, url: string, allowed: string[]) {
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  const others = ALL_METHODS.filter((m) => !allowed.includes(m));
  const refuse = async (request: FastifyRequest) => {
    throw new ApiError(405, 'method-not-allowed', `${request.method} is not allowed here.`, [], {
      allow: allow.join(', '),
    });
  };
  // Refused before the body is read: QUERY's (a body method) was parsed first, and one without a
  // content type answered 400 or 415 instead of 405 (issue 49).
  app.route({ method: others, url, onRequest: refuse, handler: refuse });
}
