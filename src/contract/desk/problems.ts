import { z } from 'zod';
import { ProblemDetailSchema } from '../common';

// The problem types the BFF answers with in its own words (`type: /problems/<kind>`). A platform
// error whose kind the BFF recognises is relayed under the platform's kind instead, so a client
// must still expect kinds beyond this list.

export const DESK_PROBLEM_KINDS = [
  // the request itself
  'bad-request',
  'bad-url',
  'uri-too-long',
  'headers-too-large',
  'request-timeout',
  'invalid-json',
  'invalid-request',
  'validation-error',
  'unsupported-media-type',
  'payload-too-large',
  'image-too-large',
  'upload-stalled',
  'too-many-uploads',
  'not-found',
  // a path that has other methods (spec 001, 7: 405 with them in Allow)
  'method-not-allowed',
  // a change refused because someone changed the same fields later (history revert)
  'conflict',
  'empty-selection',
  // an import's file that cannot be read as a whole (properties.reason names why)
  'import-file',
  // who is asking
  'unauthenticated',
  'invalid-credentials',
  'too-many-attempts',
  'forbidden',
  'csrf',
  // LOCAL_LOGIN=false: staff sign in through single sign-on only
  'local-login-disabled',
  // the installation and the platform behind it
  'not-configured',
  'platform-oauth-unavailable',
  'platform-connect-required',
  'platform-reconnect-required',
  'upstream',
  'upstream-error',
  'upstream-credentials',
  'upstream-unavailable',
  'upstream-maintenance',
  'upstream-timeout',
  'bad-upstream',
  // the geocoder (issue 46): its thread or the configured provider failed or did not answer
  'geocoder-unavailable',
  // the BFF's own database (a restart, a failover): answered 503 until it is back
  'database-unavailable',
  'internal',
] as const;
export const DeskProblemKindSchema = z.enum(DESK_PROBLEM_KINDS);
export type DeskProblemKind = z.infer<typeof DeskProblemKindSchema>;

/** The `type` of a problem of that kind. */
export const problemType = (kind: string) => `/problems/${kind}`;

/** The kind of a problem `type` (`/problems/csrf` → `csrf`), or '' for any other type. */
export const problemKindOf = (type: string | undefined) =>
  type?.startsWith('/problems/') ? type.slice('/problems/'.length) : '';

/** Every BFF error answer: a ProblemDetail with the fields the BFF always sets. */
export const DeskProblemSchema = ProblemDetailSchema.extend({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
});
export type DeskProblem = z.infer<typeof DeskProblemSchema>;
