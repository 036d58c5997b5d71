import type { z } from 'zod';
import { ApiError } from './api-client';

// An error's problem properties read by the contract's schema (src/contract/desk/problem-properties.ts)
// rather than cast: a body of another shape is "not this problem". The schema comes from the
// caller, so zod stays in the screens' chunks and out of the first script (bench/bundle.ts).

/** The properties of an ApiError's problem as `schema` reads them, or undefined (another error, another shape). */
export function problemProperties<S extends z.ZodType>(
  error: unknown,
  schema: S,
  status?: number,
): z.infer<S> | undefined {
  if (!(error instanceof ApiError) || (status !== undefined && error.status !== status)) return undefined;
  const parsed = schema.safeParse(error.problem.properties);
  return parsed.success ? parsed.data : undefined;
}
