import { gunzipSync, inflateSync } from 'node:zlib';
import type { FieldError } from '../../contract/common';
import { ErrorEnvelopeSchema, ProblemDetailSchema } from '../../contract/common';
import { OAuthErrorSchema } from '../../contract/orders';
import { Problem } from '../problem';
import type { UpstreamResponse } from './client';

// Turns whatever error the platform sent (ProblemDetail, the order endpoint's envelope, an OAuth
// error, an HTML page from a proxy, nothing) into one ProblemDetail the SPA can show.

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  412: 'Changed meanwhile',
  413: 'Too large',
  415: 'Unsupported format',
  422: 'Invalid data',
  429: 'Too many requests',
};

async function readText(res: UpstreamResponse): Promise<string> {
  const raw = Buffer.from(await res.body.arrayBuffer());
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  try {
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
    if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  } catch {
    return '';
  }
  return raw.toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function problemFromUpstream(res: UpstreamResponse): Promise<Problem> {
  const status = res.statusCode;
  const body = parseJson(await readText(res));
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

  const problem = ProblemDetailSchema.safeParse(body);
  if (problem.success && (problem.data.title || problem.data.detail)) {
    const errors = (problem.data.properties as { errors?: FieldError[] } | undefined)?.errors;
    const { type, title, detail } = problem.data;
    const kind = type?.startsWith('/problems/') ? type.slice('/problems/'.length) : 'upstream';
    return new Problem(
      status,
      kind,
      title ?? TITLES[status] ?? 'Request failed',
      detail ?? '',
      errors ? { errors } : {},
    );
  }
  const envelope = ErrorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const errors = envelope.data.errors.map((e) => ({ field: e.field, message: e.message }));
    return new Problem(
      status,
      'upstream',
      TITLES[status] ?? 'Request failed',
      envelope.data.message,
      errors.length ? { errors } : {},
    );
  }
  const oauth = OAuthErrorSchema.safeParse(body);
  if (oauth.success) {
    return new Problem(
      status,
      'upstream',
      TITLES[status] ?? 'Request failed',
      oauth.data.error_description ?? oauth.data.error,
    );
  }
  return new Problem(
    status,
    'upstream',
    TITLES[status] ?? 'Request failed',
    `The platform answered ${status}.`,
  );
}

function retryAfter(res: UpstreamResponse): Record<string, string> {
  const value = res.headers['retry-after'];
  return typeof value === 'string' ? { 'retry-after': value } : {};
}
