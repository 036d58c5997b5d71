import { z } from 'zod';
import { M } from './schema-messages';

// Building blocks shared by every resource of both specifications.

/** RFC 4122 UUID in its canonical textual form (any version: the platform's ids are not all v4). */
export const UuidSchema = z.uuid({ error: M.uuid.en });

/** ISO 8601 date-time as the platform sends it (with offset or Z). */
export const DateTimeSchema = z.iso.datetime({ offset: true });

/** ISO calendar date YYYY-MM-DD. */
export const DateSchema = z.iso.date();

/**
 * ProblemDetail (spec 000, 2.6; RFC 9457). Validation errors carry the offending fields in
 * `properties.errors` (FieldError, in field-error.ts so that messages.ts needs nothing from here).
 */
export { FieldErrorSchema, type FieldError } from './field-error';

export const ProblemDetailSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
export type ProblemDetail = z.infer<typeof ProblemDetailSchema>;

/** One item of the platform's error envelope (spec 001, 7). */
export const EnvelopeErrorSchema = z.object({
  message: z.string(),
  field: z.string(),
  value: z.unknown(),
});

/** The platform's response envelope (spec 001, 7): `data` on success, `errors` on failure. */
export const ErrorEnvelopeSchema = z.object({
  code: z.union([z.number(), z.string()]),
  status: z.literal('error'),
  message: z.string(),
  errors: z.array(EnvelopeErrorSchema),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const SuccessEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.union([z.number(), z.string()]),
    status: z.literal('success'),
    message: z.string(),
    data: data.optional(),
  });

/** CollectionPage (spec 000, 2.5). */
export const CollectionPageSchema = z.object({
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  size: z.number().int(),
  number: z.number().int(),
  first: z.boolean(),
  last: z.boolean(),
});
export type CollectionPage = z.infer<typeof CollectionPageSchema>;

/** A paged collection of any item (spec 000, 2.5: CollectionResponse…). */
export const CollectionResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: CollectionPageSchema.nullable() });
