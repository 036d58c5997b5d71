import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamResponse } from './client';
import { problemFromUpstream } from './normalize';

// What passes from the platform to the browser: the status, a short list of headers, and the body
// as a stream. Anything else (cookies, WWW-Authenticate, server banners) stays behind.

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

/** Answers up to this size (bytes, as declared by the platform) are relayed as one buffer. */
const BUFFER_LIMIT = 64 * 1024;

/** Request headers the platform may see from the browser. Credentials are added by the caller. */
export function browserHeaders(request: FastifyRequest, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
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

/** Sends a 2xx/304 answer through; an error answer becomes the ProblemDetail thrown. */
export async function relay(reply: FastifyReply, res: UpstreamResponse) {
  if (res.statusCode >= 400) throw await problemFromUpstream(res);
  reply.code(res.statusCode);
  for (const name of RESPONSE_HEADERS) {
    const value = res.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  // The answer depends on the session; revalidate with the ETag instead of reusing blindly.
  reply.header('cache-control', 'private, no-cache');
  if (res.statusCode === 204 || res.statusCode === 304) {
    await res.body.dump();
    return reply.send();
  }
  // A small answer of known size (a place, an order) is read whole and sent in one write: relaying
  // it as a stream costs more than the bytes. Larger or unsized answers (lists, files) stream.
  const length = Number(res.headers['content-length']);
  if (length <= BUFFER_LIMIT) return reply.send(Buffer.from(await res.body.arrayBuffer()));
  return reply.send(res.body);
}
