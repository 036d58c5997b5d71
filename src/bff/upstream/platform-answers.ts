import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Problem } from '../problem';
import type { AnswerVerdicts } from './answer-verdicts';
import type { UpstreamResponse } from './client';
import { problemFromUpstream } from './normalize';
import { badUpstream, decoded, discard, parseJson, readCapped } from './read-body';
import { guardedStream } from './stream-guard';

// What the platform answered, judged once for every caller (platform-client.ts): its status (the
// installation's credentials refused, not found, a conflict, busy, failed), whether its body is of
// the kind expected (JSON by its Content-Type, an image), within its cap, and what the contract
// says it is. Callers get a discriminated union to switch on, never the raw answer. A call that
// got no answer at all (the platform not reached, not answering in time, aborted) still throws
// the client's Problem (client.ts).

/** Whatever the platform said that is not the success asked for; `problem` is what a browser gets. */
export type Failure =
  /** 404. */
  | { kind: 'not-found'; status: number; problem: Problem }
  /** 409, or 412: the If-Match sent no longer holds. */
  | { kind: 'conflict'; status: number; problem: Problem }
  /**
   * 401/403. The installation's own credentials refused are a broken installation (502
   * upstream-credentials, never 401: the user stays signed in); a user's are relayed as they are.
   */
  | { kind: 'refused'; status: number; problem: Problem }
  /** 429, with the wait the platform named (Retry-After) in milliseconds. */
  | { kind: 'rate-limited'; status: number; retryAfterMs: number | undefined; problem: Problem }
  /** 502, 503 (maintenance) or 504, with the Retry-After the platform named. */
  | { kind: 'unavailable'; status: number; retryAfterMs: number | undefined; problem: Problem }
  /** Any other error status. */
  | { kind: 'upstream-error'; status: number; problem: Problem }
  /**
   * A success the app cannot use: an unexpected status (a redirect, 202), the wrong Content-Type,
   * a body cut off, stalled or over its cap, or not what the contract says. `status` is the
   * problem's (502, or 504 for a stall).
   */
  | { kind: 'bad-answer'; status: number; problem: Problem };

/** A typed call's answer: its data parsed against the contract, with the ETag it came with. */
export type Answer<T> = { kind: 'ok'; status: number; data: T; etag: string | undefined } | Failure;

/** An answer revalidated with If-None-Match that has not changed (304: no body). */
export type NotModified = { kind: 'not-modified'; etag: string | undefined };

/**
 * A relayed call's answer, checked and ready for the browser (forward.ts sends it): the status, the
 * platform's headers (forward.ts passes a short list of them), and the body, whole (read and
 * checked) or streaming (checked as it streams), or none (204, 304).
 */
export type Relayed =
  | {
      kind: 'ok';
      status: number;
      headers: IncomingHttpHeaders;
      body: Buffer | Readable | undefined;
      /** A stream unpacked here: its Content-Length and Content-Encoding no longer hold. */
      unpacked: boolean;
    }
  | Failure;

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const IMAGE_TYPE = /^image\/(?:jpeg|png|webp|gif|avif)\s*(?:;|$)/i;

/** Whether an answer's Content-Type is of the kind expected (a +json type such as problem+json too). */
function isOfKind(res: UpstreamResponse, kind: 'json' | 'image'): boolean {
  return (kind === 'json' ? JSON_TYPE : IMAGE_TYPE).test(String(res.headers['content-type'] ?? ''));
}

/** Which credential was refused, as the administrator knows it. */
export const API_KEY_REFUSED = 'The platform refused the installation’s API key. Tell an administrator.';
export const API_TOKEN_REFUSED =
  'The installation’s API token was refused by the platform. Tell an administrator.';

/**
 * Whose credentials a call carries: the installation's (`detail` says which, should the platform
 * refuse them) or, null, a user's or none (a refusal is relayed as the platform's problem).
 */
export type RefusedDetail = string | null;

const credentialsRefused = (detail: string) =>
  new Problem(502, 'upstream-credentials', 'The platform refused this installation', detail);

/** Retry-After as seconds or an HTTP date (RFC 9110, 10.2.3), in milliseconds from now. */
export function retryAfterMs(header: unknown, now = Date.now()): number | undefined {
  if (typeof header !== 'string' || !header.trim()) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** An error status (400 and above) judged: its kind, and its problem in the BFF's words. */
async function failureOf(res: UpstreamResponse, refused: RefusedDetail): Promise<Failure> {
  const status = res.statusCode;
  const refusal = status === 401 || status === 403;
  if (refusal && refused !== null) {
    discard(res);
    return { kind: 'refused', status, problem: credentialsRefused(refused) };
  }
  const problem = await problemFromUpstream(res);
  if (refusal) return { kind: 'refused', status, problem };
  if (status === 404) return { kind: 'not-found', status, problem };
  if (status === 409 || status === 412) return { kind: 'conflict', status, problem };
  const retryAfter = () => retryAfterMs(res.headers['retry-after']);
  if (status === 429) return { kind: 'rate-limited', status, retryAfterMs: retryAfter(), problem };
  if (status === 502 || status === 503 || status === 504)
    return { kind: 'unavailable', status, retryAfterMs: retryAfter(), problem };
  return { kind: 'upstream-error', status, problem };
}

const badAnswer = (problem: Problem): Failure => ({ kind: 'bad-answer', status: problem.status, problem });

/** A body that could not be read (cut off, stalled, over its cap) is a bad answer; anything else is thrown. */
function unreadable(error: unknown): Failure {
  if (error instanceof Problem) return badAnswer(error);
  throw error;
}

/** How a typed call's answer is read. */
export interface Reading<T> {
  /** The successes of this call: 200 alone for a read, any 2xx for a change. */
  success: (status: number) => boolean;
  refused: RefusedDetail;
  /** The most its body may be (bytes, and again unpacked). */
  cap: number;
  /** The contract's view of the JSON body; undefined when it is not what the contract says. */
  parse?: (json: unknown) => T | undefined | Promise<T | undefined>;
  /** Runs before the body's JSON is parsed (a page's parse waits for a time slice of its own). */
  beforeParse?: () => Promise<void>;
  /** The problem of a success that cannot be used, in the words of this call. */
  broken: () => Problem;
  /**
   * A change made whatever its answer says: a body that cannot be used (cut off, not JSON, not the
   * contract's) is no failure, only no data.
   */
  madeAnyway?: boolean;
  /** Hears the status the moment the headers arrive, before any body is read (CallOptions.heard). */
  heard?: Heard | undefined;
}

/** Told an answer's status and Retry-After (in milliseconds) as soon as its headers arrive. */
export type Heard = (status: number, retryAfterMs: number | undefined) => void;

/** A typed call's answer: status judged, body checked for JSON, capped, and parsed against the contract. */
export async function typedAnswer<T>(res: UpstreamResponse, how: Reading<T>): Promise<Answer<T>> {
  const status = res.statusCode;
  how.heard?.(status, retryAfterMs(res.headers['retry-after']));
  if (status >= 400) return failureOf(res, how.refused);
  if (!how.success(status)) {
    discard(res);
    return badAnswer(how.broken());
  }
  const tag = res.headers.etag;
  const ok = (data: T): Answer<T> => ({
    kind: 'ok',
    status,
    data,
    etag: typeof tag === 'string' ? tag : undefined,
  });
  const parsed = async (): Promise<T | undefined> => {
    if (!how.parse) {
      await res.body.dump({ limit: how.cap }).catch(() => undefined);
      return undefined;
    }
    if (!isOfKind(res, 'json')) {
      discard(res);
      return undefined;
    }
    const raw = await readCapped(res, how.cap);
    await how.beforeParse?.();
    return how.parse(parseJson(decoded(res, raw, how.cap)));
  };
  let data: T | undefined;
  try {
    data = await parsed();
  } catch (error) {
    if (how.madeAnyway) return ok(undefined as T);
    return unreadable(error);
  }
  if (data !== undefined || how.madeAnyway || !how.parse) return ok(data as T);
  return badAnswer(how.broken());
}

/** Whether an answer is a 304 to a request revalidated with If-None-Match (its body, none, dropped). */
export function notModified(res: UpstreamResponse, revalidating: boolean): NotModified | undefined {
  if (res.statusCode !== 304 || !revalidating) return undefined;
  discard(res);
  const tag = res.headers.etag;
  return { kind: 'not-modified', etag: typeof tag === 'string' ? tag : undefined };
}

/** What a relayed answer must be. */
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

/** The successes the contract has: read, created, deleted, not modified. */
const RELAYED_STATUSES = new Set([200, 201, 204, 304]);

/** Answers up to this size (bytes, as declared by the platform) are relayed as one buffer. */
const BUFFER_LIMIT = 64 * 1024;
/** What an inspected answer (one whose body the BFF must see, a place) may be at most. */
const INSPECT_LIMIT = 1024 * 1024;

/**
 * A relayed call's answer: a 2xx/304 of the expected kind, checked; anything else the failure it
 * is. Small answers of known size are read whole and checked before a byte is sent; larger or
 * unsized ones (lists, files) stream, checked as they stream (stream-guard.ts). Nothing is parsed
 * that the check does not need.
 */
export async function relayedAnswer(
  res: UpstreamResponse,
  expected = JSON_ANSWER,
  refused: RefusedDetail = null,
): Promise<Relayed> {
  const status = res.statusCode;
  if (status >= 400) return failureOf(res, refused);
  // A redirect would send the browser somewhere on the platform's say-so; 1xx and other 2xx/3xx
  // (202, 299, …) are not answers the contract knows.
  if (!RELAYED_STATUSES.has(status)) {
    discard(res);
    return badAnswer(badUpstream());
  }
  const ok = (body: Buffer | Readable | undefined, unpacked = false): Relayed => ({
    kind: 'ok',
    status,
    headers: res.headers,
    body,
    unpacked,
  });
  if (status === 204 || status === 304) {
    await res.body.dump();
    return ok(undefined);
  }
  if (!isOfKind(res, expected.kind)) {
    discard(res);
    return badAnswer(badUpstream());
  }
  // A small answer of known size (a place, an order) is read whole, checked and sent in one write:
  // relaying it as a stream costs more than the bytes.
  const length = Number(res.headers['content-length']);
  if (length <= BUFFER_LIMIT || expected.inspect) {
    let raw: Buffer;
    try {
      raw = await readCapped(res, expected.inspect ? INSPECT_LIMIT : BUFFER_LIMIT);
    } catch (error) {
      return unreadable(error);
    }
    if (expected.kind === 'json') {
      const judge = () => {
        const body = parseJson(decoded(res, raw, INSPECT_LIMIT * 8));
        return body !== undefined && (!expected.accept || expected.accept(body));
      };
      const encoding = String(res.headers['content-encoding'] ?? '');
      if (!(expected.verdicts ? expected.verdicts.check(raw, encoding, judge) : judge()))
        return badAnswer(badUpstream());
    }
    return ok(raw);
  }
  try {
    const { body, unpacked } = await guardedStream(res, expected.kind);
    return ok(body, unpacked);
  } catch (error) {
    return unreadable(error);
  }
}
