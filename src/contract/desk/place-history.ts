import { z } from 'zod';
import { UuidSchema } from '../common';
import { FieldChangeSchema } from './place-fields';

// A place's history (GET /bff/places/{id}/history): every change the BFF made to it, newest first,
// with the fields it changed before and after (a creation from nothing, a deletion to nothing, so
// a deleted place's history stays readable by its id); a change may be reverted
// (POST /bff/places/{id}/history/{entryId}/revert), a creation or a deletion not; a deleted place
// may be made again from its last recorded state (POST /bff/places/{id}/restore), once.

/**
 * Operations that cannot be reverted: the platform cannot un-create a place, a deleted place comes
 * back by its restore (a new place), and an image upload changes no editable field.
 */
export const IRREVERSIBLE_OPERATIONS: readonly string[] = ['create', 'delete', 'restore', 'image'];

/**
 * `create` and `import`: a place made or changed by an import (a creation changes from nothing).
 * `restore`: a deleted place made again from its last recorded state, recorded at both ids.
 * `image`: an image uploaded to the place (no field changes; see `image`).
 */
export const HISTORY_OPERATIONS = [
  'update',
  'bulk',
  'revert',
  'undo',
  'delete',
  'create',
  'import',
  'restore',
  'image',
] as const;
export const HistoryOperationSchema = z.enum(HISTORY_OPERATIONS);

/** An image upload: whether it replaced one the place had, and the platform's file. */
export const HistoryImageSchema = z.object({
  replaced: z.boolean(),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type HistoryImage = z.infer<typeof HistoryImageSchema>;

/** What the history's own store keeps beside the field changes (one JSON column). */
export const HistoryDetailsSchema = z.object({
  image: HistoryImageSchema.optional(),
  /** On a deleted place's `restore` entry: the place that brought it back (null while under way). */
  restoredAs: UuidSchema.nullable().optional(),
  /** On the new place's `restore` entry: the deleted place it was made from. */
  restoredFrom: UuidSchema.optional(),
});
export type HistoryDetails = z.infer<typeof HistoryDetailsSchema>;

/** A job as its card in the jobs panel names it: the action, who started it and when. */
export const HistoryJobSchema = z.object({
  id: UuidSchema,
  kind: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type HistoryJob = z.infer<typeof HistoryJobSchema>;

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
  image: HistoryImageSchema.optional(),
  restoredAs: UuidSchema.nullable().optional(),
  restoredFrom: UuidSchema.optional(),
  /** The job that made it, named; for an undo, `undoOf` is the job it undid. */
  job: HistoryJobSchema.extend({ undoOf: HistoryJobSchema.nullable() }).optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryPageSchema = z.object({ items: z.array(HistoryEntrySchema) });
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const HistoryParamsSchema = z.object({ id: UuidSchema });
/** The answer of a restore (POST /bff/places/{id}/restore): the new place's id and its entry. */
export const RestoreResultSchema = z.object({ placeId: UuidSchema, entry: HistoryEntrySchema });
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

export const RevertParamsSchema = z.object({ id: UuidSchema, entryId: z.coerce.number().int().min(1) });
