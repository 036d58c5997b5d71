import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { problemType, type DeskProblemKind } from '../contract/desk/problems';
import type { BffConfig } from './config';
import { registerSecurityHeaders } from './plugins/security-headers';
import { Problem, sendProblem } from './problem';

// Answers for the errors Fastify and Node produce before any hook of ours runs (a bad URL, a too
// long path parameter, an unparsable request, a request that took too long): ProblemDetails with
// the security headers like every other answer, never Fastify's or Node's own JSON.

export interface SecurityHeaderSets {
  http: Record<string, string>;
  https: Record<string, string>;
}

/** The headers the security plugin sets, read once from the plugin itself on a throwaway instance. */
export async function securityHeaderSets(config: BffConfig): Promise<SecurityHeaderSets> {
  const probe = Fastify({ logger: false, trustProxy: true });
  try {
    await registerSecurityHeaders(probe, config);
    probe.get('/', (_request, reply) => reply.send(reply.getHeaders()));
    const read = async (proto: string) => {
      const res = await probe.inject({ url: '/', headers: { 'x-forwarded-proto': proto } });
      return Object.fromEntries(
        Object.entries(res.json<Record<string, unknown>>()).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(', ') : String(v),
        ]),
      );
    };
    return { http: await read('http'), https: await read('https') };
  } finally {
    await probe.close();
  }
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!;

/** Drops whatever a failed handler had set (a half-written Location, say) and puts the security headers back. */
export function resetHeaders(reply: FastifyReply, request: FastifyRequest, sets: SecurityHeaderSets) {
  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
  reply.headers(request.protocol === 'https' ? sets.https : sets.http);
}

/** Fastify's `frameworkErrors`: a bad URL (400) or a path parameter over the router's limit (414). */
export function frameworkErrorAnswer(sets: SecurityHeaderSets) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    resetHeaders(reply, request, sets);
    const problem =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new Problem(
            414,
            'uri-too-long',
            'Address too long',
            'A part of the address is longer than allowed.',
          )
        : new Problem(400, 'bad-url', 'Invalid address', 'The address is not valid.');
    return sendProblem(reply, problem, pathOf(request.url).slice(0, 200));
  };
}

const CLIENT_ERRORS: Record<string, [number, DeskProblemKind, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'request-timeout',
    'Request too slow',
    'The request did not arrive in time.',
  ],
  HPE_HEADER_OVERFLOW: [431, 'headers-too-large', 'Headers too large', 'The request headers are too large.'],
};

/** Node's `clientError` (an unparsable or too slow request): a ProblemDetail, then the connection closes. */
export function clientErrorAnswer(sets: SecurityHeaderSets) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, kind, title, detail]: [number, DeskProblemKind, string, string] = CLIENT_ERRORS[
      error.code ?? ''
    ] ?? [400, 'bad-request', 'Invalid request', 'The request could not be read.'];
    const answered = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (socket.writable && !answered) {
      const body = JSON.stringify({ type: problemType(kind), title, status, detail });
      const headers = {
        ...sets.http,
        'content-type': 'application/problem+json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/** The ProblemDetail for an error that is not already one (Fastify's own, or an unexpected throw). */
export function problemOf(error: FastifyError): Problem {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new Problem(415, 'unsupported-media-type', 'Unsupported content type', 'Send the body as JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new Problem(400, 'invalid-json', 'Invalid request', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new Problem(413, 'payload-too-large', 'Too large', 'The request body is larger than allowed.');
  }
  if (status === 413)
    return new Problem(413, 'payload-too-large', 'Too large', 'The request body is larger than allowed.');
  if (status < 500) return new Problem(status, 'invalid-request', 'Invalid request', error.message);
  return new Problem(
    500,
    'internal',
    'Something went wrong',
    'The server failed to process the request. Try again.',
  );
}
