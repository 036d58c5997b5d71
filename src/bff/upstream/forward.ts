import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerVerdicts } from './answer-verdicts';
import type { UpstreamResponse } from './client';
import { problemFromUpstream } from './normalize';
import { badUpstream, decoded, discard, parseJson, readCapped } from './read-body';
import { guardedStream } from './stream-guard';
import { isJsonType } from './installation-answers';

// What passes from the platform to the browser: the status, a short list of headers, and the body.
// Only answers of the expected kind pass (JSON for the API, images for files); small ones are read
// whole and checked before a byte is sent. Anything else (cookies, WWW-Authenticate, server
// banners, redirects, HTML from a proxy) stays behind.

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

/** The successes the contract has: read, created, deleted, not modified. */
const RELAYED_STATUSES = new Set([200, 201, 204, 304]);

/** Answers up to this size (bytes, as declared by the platform) are relayed as one buffer. */
const BUFFER_LIMIT = 64 * 1024;
/** What an inspected answer (one whose body the BFF must see, a place) may be at most. */
const INSPECT_LIMIT = 1024 * 1024;

const IMAGE_TYPE = /^image\/(?:jpeg|png|webp|gif|avif)\s*(?:;|$)/i;

export interface Expected {
  kind: 'json' | 'image';
  /**
   * Checks a parsed JSON answer: false is a broken answer (502); it may also throw a Problem of its
   * own (a place of an e-shop this installation does not manage).
   */
  accept?: (body: unknown) => boolean;
  /** Read the answer whole whatever its size (up to 1 MiB), so `accept` always sees it. */
  inspect?: boolean;
  /** Bodies that passed before pass again unparsed (answer-verdicts.ts): `accept` may then not be called, so it must only judge. */
  verdicts?: AnswerVerdicts;
}

export const JSON_ANSWER: Expected = { kind: 'json' };
export const IMAGE_ANSWER: Expected = { kind: 'image' };

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

/** Sends a 2xx/304 answer of the expected kind through; anything else becomes the Problem thrown. */
export async function relay(reply: FastifyReply, res: UpstreamResponse, expected = JSON_ANSWER) {
  const status = res.statusCode;
  if (status >= 400) throw await problemFromUpstream(res);
  // A redirect would send the browser somewhere on the platform's say-so; 1xx and other 2xx/3xx
  // (202, 299, …) are not answers the contract knows.
  if (!RELAYED_STATUSES.has(status)) {
    discard(res);
    throw badUpstream();
  }
  if (status === 204 || status === 304) {
    await res.body.dump();
    return copyHeaders(reply.code(status), res).send();
  }
  const type = String(res.headers['content-type'] ?? '');
  if (!(expected.kind === 'json' ? isJsonType(type) : IMAGE_TYPE.test(type))) {
    discard(res);
    throw badUpstream();
  }
  // A small answer of known size (a place, an order) is read whole, checked and sent in one write:
  // relaying it as a stream costs more than the bytes. Larger or unsized answers (lists, files)
  // stream, and a stream that breaks off ends the browser's connection too.
  const length = Number(res.headers['content-length']);
  if (length <= BUFFER_LIMIT || expected.inspect) {
    const raw = await readCapped(res, expected.inspect ? INSPECT_LIMIT : BUFFER_LIMIT);
    if (expected.kind === 'json') {
      const judge = () => {
        const body = parseJson(decoded(res, raw, INSPECT_LIMIT * 8));
        return body !== undefined && (!expected.accept || expected.accept(body));
      };
      const encoding = String(res.headers['content-encoding'] ?? '');
      if (!(expected.verdicts ? expected.verdicts.check(raw, encoding, judge) : judge())) throw badUpstream();
    }
    return copyHeaders(reply.code(status), res).header('content-length', raw.length).send(raw);
  }
  // Checked as it streams (stream-guard.ts): its start, its size unpacked. Fastify destroys the
  // browser's connection when the stream fails after the headers went out (a stall past undici's
  // bodyTimeout, a cut, the cap): the browser sees a broken answer, never a clean end.
  const { body, unpacked } = await guardedStream(res, expected.kind);
  copyHeaders(reply.code(status), res);
  // Unpacked here: the browser gets the plain bytes, of a length nobody declared.
  if (unpacked) reply.removeHeader('content-length').removeHeader('content-encoding');
  return reply.send(body);
}

function copyHeaders(reply: FastifyReply, res: UpstreamResponse) {
  for (const name of RESPONSE_HEADERS) {
    const value = res.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  // The answer depends on the session; revalidate with the ETag instead of reusing blindly.
  return reply.header('cache-control', 'private, no-cache');
}
