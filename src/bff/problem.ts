import type { FastifyReply } from 'fastify';
import type { FieldError } from '../contract/common';
import { problemType, type DeskProblem, type DeskProblemKind } from '../contract/desk/problems';

// Every error the browser sees is a ProblemDetail (RFC 9457), whatever the upstream sent.

/** A platform problem's own kind, relayed as it is (upstream/normalize.ts checks its form). */
export type RelayedKind = string & { readonly relayed: unique symbol };

export class Problem extends Error {
  constructor(
    readonly status: number,
    /** The BFF's own kinds are the contract's (contract/desk/problems.ts). */
    readonly kind: DeskProblemKind | RelayedKind,
    readonly title: string,
    detail: string,
    readonly extra: { errors?: FieldError[]; [key: string]: unknown } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function sendProblem(reply: FastifyReply, problem: Problem, instance: string) {
  const { errors, ...rest } = problem.extra;
  const properties = { ...rest, ...(errors?.length ? { errors } : {}) };
  return reply
    .code(problem.status)
    .headers(problem.headers)
    .type('application/problem+json; charset=utf-8')
    .send({
      type: problemType(problem.kind),
      title: problem.title,
      status: problem.status,
      detail: problem.message,
      instance,
      ...(Object.keys(properties).length ? { properties } : {}),
    } satisfies DeskProblem);
}

export const unauthenticated = () =>
  new Problem(401, 'unauthenticated', 'Sign in required', 'Your session has ended. Sign in again.');
export const forbidden = (detail: string) => new Problem(403, 'forbidden', 'Not allowed', detail);

/** The BFF's own database is away (a restart, a failover): try again shortly. */
export const databaseUnavailable = () =>
  new Problem(
    503,
    'database-unavailable',
    'Temporarily unavailable',
    'The service is unavailable for a moment. Try again shortly.',
    {},
    { 'retry-after': '5' },
  );
