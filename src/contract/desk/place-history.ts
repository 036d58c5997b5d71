import { z } from 'zod';
import { UuidSchema } from '../common';
import { FieldChangeSchema } from './place-fields';

// A place's history (GET /bff/places/{id}/history): every change the BFF made to it, newest first,
// with the fields it changed before and after (a creation from nothing, a deletion to nothing, so
// a deleted place's history stays readable by its id); a change may be reverted
// (POST /bff/places/{id}/history/{entryId}/revert), a creation or a deletion not.

/** Operations that cannot be reverted: the platform cannot bring a place back, nor un-create one. */
export const IRREVERSIBLE_OPERATIONS: readonly string[] = ['create', 'delete'];

/** `create` and `import`: a place made or changed by an import (a creation changes from nothing). */
export const HISTORY_OPERATIONS = ['update', 'bulk', 'revert', 'undo', 'delete', 'create', 'import'] as const;
export const HistoryOperationSchema = z.enum(HISTORY_OPERATIONS);

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  placeId: UuidSchema,
  at: z.string(),
  username: z.string(),
  operation: HistoryOperationSchema,
  /** The job that made it, if any. */
  jobId: UuidSchema.nullable(),
  /** The entry this one reverted, if it is a revert. */
  revertOf: z.number().int().nullable(),
  changes: z.array(FieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryPageSchema = z.object({ items: z.array(HistoryEntrySchema) });
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const HistoryParamsSchema = z.object({ id: UuidSchema });
export const RevertParamsSchema = z.object({ id: UuidSchema, entryId: z.coerce.number().int().min(1) });
