import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// What the BFF and the sandbox share about their routes: routes declare their params, query, body
// and answers with the contract's zod schemas, so a route that drifts from the contract fails to
// compile. Fastify checks each request with them before the handler runs: an invalid part is
// thrown (`InvalidInput`), never handed to a handler, and each app's one error handler answers it
// in the wording the route declares (`config.invalidInput`). What must be answered before the
// input (sign-in, a role, an API key) is a hook of the route: onRequest or preValidation run
// before the check, preHandler after it.

/** The parts of a request a route's schema checks, as Fastify names them. */
const PARTS = ['params', 'querystring', 'body', 'headers'] as const;
export type Part = (typeof PARTS)[number];

/** A request part that does not match its schema (Fastify checks params, body, query in turn). */
export class InvalidInput extends Error {
  constructor(
    readonly part: Part,
    readonly issues: z.ZodError,
  ) {
    super('The request does not match the contract.');
  }
}

/** How a route words its invalid input: the error its app answers instead (a Problem, an ApiError…). */
export type InputWording = (invalid: InvalidInput, request: FastifyRequest) => Error;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer to this route's invalid input; unset, the app's own wording. */
    invalidInput?: InputWording;
  }
}

export const contractValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new InvalidInput(PARTS.find((part) => part === httpPart) ?? 'body', result.error) };
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

/** Sets the compilers once on the root instance, so every route of the app uses them. */
export function useContractSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(plainSerializer);
}

/** What answers `invalid`: the wording its route declares, else the app's own (`fallback`). */
export function inputAnswer(invalid: InvalidInput, request: FastifyRequest, fallback: InputWording) {
  return (request.routeOptions.config.invalidInput ?? fallback)(invalid, request);
}

type Checked = { value: unknown } | { error: InvalidInput };

/**
 * preValidation hook that reports an invalid path at once, before the hooks declared after it and
 * before the body: Fastify checks every part only after the last preValidation hook. For a route
 * that answers a bad address before the credentials or the body's type (`/places/not-a-uuid`).
 */
export const checkPathFirst: preValidationHookHandler = (request, _reply, done) => {
  // The route's own compiled check of its params: contractValidator's function.
  const check = request.getValidationFunction('params') as unknown as
    ((data: unknown) => Checked) | undefined;
  const checked = check?.(request.params);
  done(checked && 'error' in checked ? checked.error : undefined);
};
