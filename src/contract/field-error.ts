import { z } from 'zod';

/**
 * One field's validation error, as carried in a ProblemDetail's `properties.errors` (our choice where
 * the spec says "not shown"), so a client can put each message on the field it names. A file of its
 * own so that common.ts (which uses the messages) and messages.ts (which builds these) do not
 * import each other.
 */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;
