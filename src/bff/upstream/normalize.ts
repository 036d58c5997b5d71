import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  FieldErrorSchema,
  ProblemDetailSchema,
  type FieldError,
} from '@/contract/common';
import { OAuthErrorSchema } from '@/contract/orders/oauth-token';
import { problemKindOf } from '@/contract/desk/problems';
import { Problem, type RelayedKind } from '../problem';
import { secretsSentFor, type UpstreamResponse } from './client';
import { isKnownDetail, isKnownFieldMessage, isKnownFieldPath } from './known-messages';
import { decoded, discard, parseJson, readCapped } from './read-body';

// Turns whatever error the platform sent (ProblemDetail, the order endpoint's envelope, an OAuth
// error, an HTML page from a proxy, nothing) into one ProblemDetail the SPA can show. Its words are
// the platform's only where they are the platform's known messages (known-messages.ts); otherwise
// the BFF's own for that status.

/** An error body longer than this is not a ProblemDetail worth reading. */
const ERROR_BODY_LIMIT = 64 * 1024;

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Changed meanwhile',
  413: 'Too large',
  414: 'Address too long',
  415: 'Unsupported format',
  422: 'Invalid data',
  426: 'Upgrade required',
  429: 'Too many requests',
};

const DETAILS: Record<number, string> = {
  400: 'The platform refused the request as invalid.',
  401: 'The platform refused the credentials.',
  403: 'The platform does not allow this.',
  404: 'The platform has no such record.',
  409: 'The change conflicts with another record.',
  412: 'The record has changed since it was read; read it again.',
  413: 'The request is larger than the platform accepts.',
  415: 'The platform does not accept this format.',
  422: 'The platform found the data invalid.',
  429: 'The platform is receiving too many requests. Try again shortly.',
};

/** The sandbox's titles (English and Czech) and the BFF's own pass as they are. */
const KNOWN_TITLES = new Set([
  ...Object.values(TITLES),
  'Bad Request', 'Chybný požadavek', 'Unauthorized', 'Neověřený přístup', 'Forbidden',
  'Přístup odepřen', 'Not Found', 'Nenalezeno', 'Method Not Allowed', 'Metoda není povolena',
  'Not Acceptable', 'Nepřijatelný formát odpovědi', 'Konflikt', 'Verze API již není podporována',
  'Precondition Failed', 'Záznam se mezitím změnil', 'Payload Too Large', 'Příliš velký obsah',
  'URI Too Long', 'Příliš dlouhá adresa', 'Unsupported Media Type', 'Nepodporovaný typ obsahu',
  'Unprocessable Content', 'Data neprošla kontrolou', 'Upgrade Required', 'Je nutné použít HTTPS',
]); // prettier-ignore

const titleFor = (status: number) => TITLES[status] ?? 'Request failed';
const detailFor = (status: number) => DETAILS[status] ?? `The platform refused the request (${status}).`;
/** A platform's field error read whatever it holds: a part that is not text is empty (then not known). */
const LenientFieldErrorSchema = FieldErrorSchema.extend({
  field: z.string().catch(''),
  message: z.string().catch(''),
}).catch({ field: '', message: '' });
const KIND = /^[a-z][a-z0-9-]{0,40}$/;
/** The platform's kind when it has a plain form, to be relayed as it is; else the BFF's `upstream`. */
const relayedKind = (kind: string) => (KIND.test(kind) ? (kind as RelayedKind) : 'upstream');

async function readBody(res: UpstreamResponse): Promise<unknown> {
  try {
    const raw = await readCapped(res, ERROR_BODY_LIMIT);
    return parseJson(decoded(res, raw, ERROR_BODY_LIMIT * 4));
  } catch {
    return undefined; // too large, cut off or stalled: the status alone tells what happened
  }
}

export async function problemFromUpstream(res: UpstreamResponse): Promise<Problem> {
  const status = res.statusCode;
  if (status >= 500) discard(res);
  if (status === 503) {
    return new Problem(
      503,
      'upstream-maintenance',
      'The platform is under maintenance',
      'The platform is temporarily unavailable (maintenance). Try again later.',
      {},
      retryAfter(res),
    );
  }
  if (status === 504)
    return new Problem(
      504,
      'upstream-timeout',
      'The platform did not answer in time',
      'The platform took too long to answer. Try again.',
    );
  if (status >= 500) {
    return new Problem(
      502,
      'upstream-error',
      'The platform failed',
      `The platform answered with an error (${status}). Try again shortly.`,
    );
  }

  const body = await readBody(res);
  const secrets = secretsSentFor(res);
  const detail = (text: string | null | undefined) =>
    text && isKnownDetail(text, secrets) ? text : detailFor(status);
  const fieldErrors = (errors: unknown[]): FieldError[] =>
    errors.slice(0, 100).map((e) => {
      const { field, message } = LenientFieldErrorSchema.parse(e);
      return {
        field: isKnownFieldPath(field) ? field : '',
        message: isKnownFieldMessage(message, secrets) ? message : 'is invalid',
      };
    });

  const problem = ProblemDetailSchema.safeParse(body);
  if (problem.success && (problem.data.title || problem.data.detail)) {
    const raw = problem.data.properties?.errors;
    const errors: FieldError[] = Array.isArray(raw) ? fieldErrors(raw) : [];
    const { type, title } = problem.data;
    return new Problem(
      status,
      relayedKind(problemKindOf(type)),
      title && KNOWN_TITLES.has(title) ? title : titleFor(status),
      detail(problem.data.detail),
      errors.length ? { errors } : {},
    );
  }
  const envelope = ErrorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const errors = fieldErrors(envelope.data.errors);
    return new Problem(
      status,
      'upstream',
      titleFor(status),
      detail(envelope.data.message),
      errors.length ? { errors } : {},
    );
  }
  const oauth = OAuthErrorSchema.safeParse(body);
  if (oauth.success) {
    return new Problem(status, 'upstream', titleFor(status), detail(oauth.data.error_description));
  }
  return new Problem(status, 'upstream', titleFor(status), detailFor(status));
}

function retryAfter(res: UpstreamResponse): Record<string, string> {
  const value = res.headers['retry-after'];
  return typeof value === 'string' && /^[\w ,:]{1,40}$/.test(value) ? { 'retry-after': value } : {};
}
