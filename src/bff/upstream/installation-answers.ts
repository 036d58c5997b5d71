import { Problem } from '../problem';
import type { UpstreamResponse } from './client';
import { discard } from './read-body';

// What every caller of the platform judges the same way: a JSON answer by its type, and the
// platform refusing the installation's own credentials (the API key, the orders' Basic token).
// That refusal (401/403) is a broken installation, not the user's session ending, which a 401
// relayed to the browser would tell the SPA: it becomes a 502 that says so.

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** application/json, or a +json type such as application/problem+json. */
export const isJsonType = (contentType: unknown): boolean => JSON_TYPE.test(String(contentType ?? ''));

export const isJsonAnswer = (res: UpstreamResponse): boolean => isJsonType(res.headers['content-type']);

/** `detail`: which credential was refused, as the administrator knows it. */
export const credentialsRefused = (
  detail = 'The platform refused the installation’s API key. Tell an administrator.',
) => new Problem(502, 'upstream-credentials', 'The platform refused this installation', detail);

/** Whether the platform refused the installation's credentials (401 or 403). */
export const refusedCredentials = (res: UpstreamResponse): boolean =>
  res.statusCode === 401 || res.statusCode === 403;

/** Throws credentialsRefused (its body discarded) when the platform refused the credentials. */
export function throwIfCredentialsRefused(res: UpstreamResponse, detail?: string): void {
  if (!refusedCredentials(res)) return;
  discard(res);
  throw credentialsRefused(detail);
}
