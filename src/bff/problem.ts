import type { FastifyReply } from 'fastify';
import type { FieldError } from '../contract/common';

// Every error the browser sees is a ProblemDetail (RFC 9457), whatever the upstream sent.

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly kind: string,
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
      type: `/problems/${problem.kind}`,
      title: problem.title,
      status: problem.status,
      detail: problem.message,
      instance,
      ...(Object.keys(properties).length ? { properties } : {}),
    });
}

export const unauthenticated = () =>
  new Problem(401, 'unauthenticated', 'Sign in required', 'Your session has ended. Sign in again.');
export const forbidden = (detail: string) => new Problem(403, 'forbidden', 'Not allowed', detail);
