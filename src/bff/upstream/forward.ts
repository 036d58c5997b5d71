import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { UpstreamResponse } from './client';
import { relayedAnswer, type Expected, type Relayed } from './platform-answers';

// What passes from the platform to the browser: the status, a short list of headers, and the body
// that platform-answers.ts checked (only answers of the expected kind pass: JSON for the API, images
// for files). Anything else (cookies, WWW-Authenticate, server banners, redirects, HTML from a
// proxy) stays behind.

const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'location',
  'allow',
  'retry-after',
];

/** Request headers the platform may see from the browser. Credentials are added by the caller. */
export function browserHeaders(request: FastifyRequest, names: string[]): Record<string, string> {
  // The request's id goes along, so the platform's logs can be matched with the BFF's.
  const out: Record<string, string> = { 'x-request-id': request.id };
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

export const PASS_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'accept-encoding',
  'if-none-match',
  'if-match',
];

/**
 * Sends a checked answer (platform-client.ts) to the browser; a failure is the Problem thrown.
 * Resolves once the answer went out (a FastifyReply resolves when its response has ended).
 */
export async function sendRelayed(reply: FastifyReply, answer: Relayed) {
  if (answer.kind !== 'ok') throw answer.problem;
  const { status, body } = answer;
  copyHeaders(reply.code(status), answer.headers);
  if (body === undefined) return reply.send();
  if (Buffer.isBuffer(body)) return reply.header('content-length', body.length).send(body);
  // Fastify destroys the browser's connection when the stream fails after the headers went out (a
  // stall past undici's bodyTimeout, a cut, the cap): the browser sees a broken answer, never a
  // clean end. Unpacked here, the browser gets the plain bytes, of a length nobody declared.
  if (answer.unpacked) reply.removeHeader('content-length').removeHeader('content-encoding');
  return reply.send(body);
}

/** Sends a 2xx/304 answer of the expected kind through; anything else becomes the Problem thrown. */
export async function relay(reply: FastifyReply, res: UpstreamResponse, expected?: Expected) {
  return sendRelayed(reply, await relayedAnswer(res, expected));
}

function copyHeaders(reply: FastifyReply, headers: IncomingHttpHeaders) {
  for (const name of RESPONSE_HEADERS) {
    const value = headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  // The answer depends on the session; revalidate with the ETag instead of reusing blindly.
  return reply.header('cache-control', 'private, no-cache');
}
