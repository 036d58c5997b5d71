import { z } from 'zod';
import { EditableFieldSchema } from './place-fields';

// The `properties` of the BFF's own problems that a client reads besides `errors` (ProblemDetail,
// common.ts): loose, so that what a later BFF adds passes, and each read with safeParse where it is
// used, so a malformed body is "not this problem" rather than a crash or a wrong screen.

/** A search refused for open-filter values no place holds (400): every allowed value by parameter. */
export const RefusedFiltersPropertiesSchema = z.looseObject({
  allowed: z.record(z.string(), z.array(z.string())),
});

/** A file that cannot be imported (import-file, payload-too-large): the reason code and its words' values. */
export const ImportFilePropertiesSchema = z.looseObject({
  reason: z.string(),
  row: z.number().optional(),
  limit: z.number().optional(),
  /** A workbook whose first sheet has no rows names its sheets, to choose another. */
  sheets: z.array(z.string()).optional(),
});
export type ImportFileProperties = z.infer<typeof ImportFilePropertiesSchema>;

/** A revert refused (409) because a later change touched the same fields: that change. */
export const LaterChangePropertiesSchema = z.looseObject({
  laterEntryId: z.number().optional(),
  laterUsername: z.string(),
  laterFields: z.array(EditableFieldSchema),
  laterAt: z.string(),
});
export type LaterChangeProperties = z.infer<typeof LaterChangePropertiesSchema>;
