import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { toFieldErrors } from '@/domain/words/messages';
import { ApiError } from '../errors';

// Routes declare their params, query, body and answers with the contract's zod schemas, so a route
// that drifts from the contract fails to compile. Fastify checks the request with them, but an
// invalid part is only attached to the request (`attachValidation`): the handler reports it with
// `rejectInvalid` at the point where the platform reports it, after the API key is checked and
// before the body's Content-Type is, so every error answer stays what the specs say.

/** A request part that does not match its schema; becomes a 400 naming every bad field. */
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
 * Response schemas are for the compiler only: answers are written by the conventions' own
 * serializer (indented unless prettyPrint=false), never stripped or reordered by a schema.
 */
export const plainSerializer: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

/** The app with the contract's schemas as route schemas, typed through the zod type provider. */
export function contractRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(plainSerializer);
  return app.withTypeProvider<ZodTypeProvider>();
}

type Part = 'params' | 'querystring' | 'body';
/** How the detail names each part (`The path is invalid.`). */
const WHAT: Record<Part, string> = { params: 'path', querystring: 'query', body: 'request body' };

/** Throws the 400 for `part` if Fastify found it invalid; Fastify checks params, body, query in turn. */
export function rejectInvalid(request: FastifyRequest, part: Part) {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!error || error.validationContext !== part) return;
  if (!(error instanceof InvalidInput)) throw error;
  const what = WHAT[part];
  const fields = toFieldErrors(error.issues, request.locale);
  const detail = request.locale === 'cs' ? `Neplatné údaje (${what}).` : `The ${what} is invalid.`;
  throw new ApiError(400, 'validation-error', detail, fields);
}
