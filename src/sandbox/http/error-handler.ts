import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { errorBody, errorContentType } from './error-body';

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

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

/** Maps Fastify's own errors (body parsing, limits) onto the platform's statuses. */
function fromFastify(error: FastifyError): ApiError {
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
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
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
  app.route({
    method: others,
    url,
    handler: async (request) => {
      throw new ApiError(405, 'method-not-allowed', `${request.method} is not allowed here.`, [], {
        allow: allow.join(', '),
      });
    },
  });
}
