import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { negotiateLanguage } from '../contract/language-negotiation';
import { toFieldErrors } from '@/domain/words/messages';
import { Problem } from './problem';

// Routes declare their params, query, body and answers with the contract's zod schemas, so a route
// that drifts from the contract fails to compile. Fastify checks the request with them, but an
// invalid part is only attached to the request (`attachValidation`): the handler reports it with
// `rejectInvalid` where it always has, after sign-in and role for most routes (a refused change
// is audited first), so every error answer stays as it was.

/** A request part that does not match its schema. */
export class InvalidInput extends Error {
  constructor(readonly issues: z.ZodError) {
    super('The request does not match the contract.');
  }
}

export const contractValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new InvalidInput(result.error) };
  };

/**
 * Answer schemas are for the compiler only: the answer is written with JSON.stringify as Fastify
 * does without a schema, never stripped or reordered at run time (and costs no check per answer).
 */
export const plainSerializer: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

/** The app with the contract's schemas as route schemas, typed through the zod type provider. */
export function contractRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Sets the compilers once on the root instance, so every route of the BFF uses them. */
export function useContractSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(plainSerializer);
}

type Part = 'params' | 'querystring' | 'body';
const WHAT: Record<Part, string> = { params: 'path', querystring: 'query', body: 'request body' };

/** The proxy's wording: the part named, each field's message in the language asked for. */
export const fieldProblem = (request: FastifyRequest, part: Part, issues: z.ZodError) =>
  new Problem(400, 'validation-error', 'Invalid request', `The ${WHAT[part]} is invalid.`, {
    errors: toFieldErrors(issues, negotiateLanguage(request.headers['accept-language'])),
  });

/** The BFF's own endpoints' wording: zod's messages as they are. */
export const plainProblem = (issues: z.ZodError) =>
  new Problem(400, 'validation-error', 'Invalid request', 'The request is invalid.', {
    errors: issues.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });

/** Throws the 400 for `part` if Fastify found it invalid (Fastify checks params, body, query in turn). */
export function rejectInvalid(
  request: FastifyRequest,
  part: Part,
  problem: (issues: z.ZodError) => Problem = (issues) => fieldProblem(request, part, issues),
) {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!error || error.validationContext !== part) return;
  if (!(error instanceof InvalidInput)) throw error;
  throw problem(error.issues);
}
