import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { negotiateLanguage } from '@/contract/language-negotiation';
import { toFieldErrors } from '@/domain/words/messages';
import { inputAnswer, type InputWording, type InvalidInput, type Part } from '@/server/contract-routes';
import { Problem } from './problem';

// How the BFF answers input that does not match a route's schema (src/server/contract-routes.ts):
// the app's error handler turns it into the ProblemDetail of the wording the route declares in
// `config.invalidInput`, the BFF's own one (`plainInput`) when it declares none.

const WHAT: Record<Part, string> = {
  params: 'path',
  querystring: 'query',
  body: 'request body',
  headers: 'headers',
};

/** The proxy's wording: the part named, each field's message in the language asked for. */
const fieldProblem = (request: FastifyRequest, part: Part, issues: z.ZodError) =>
  new Problem(400, 'validation-error', 'Invalid request', `The ${WHAT[part]} is invalid.`, {
    errors: toFieldErrors(issues, negotiateLanguage(request.headers['accept-language'])),
  });

/** The BFF's own endpoints' wording: zod's messages as they are. */
export const plainProblem = (issues: z.ZodError) =>
  new Problem(400, 'validation-error', 'Invalid request', 'The request is invalid.', {
    errors: issues.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });

/** The places proxy's routes: `config: { invalidInput: proxyInput }`. */
export const proxyInput: InputWording = (invalid, request) =>
  fieldProblem(request, invalid.part, invalid.issues);

/** The BFF's own endpoints (/bff/…): the wording of a route that declares none. */
export const plainInput: InputWording = (invalid) => plainProblem(invalid.issues);

/** The ProblemDetail that answers `invalid`, in its route's wording (every wording of the BFF is one). */
export function inputProblem(invalid: InvalidInput, request: FastifyRequest): Problem {
  const answer = inputAnswer(invalid, request, plainInput);
  return answer instanceof Problem ? answer : plainProblem(invalid.issues);
}
