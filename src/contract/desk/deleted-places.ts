import { z } from 'zod';
import { UuidSchema } from '../common';

// The e-shop's recently deleted places (GET /bff/places/deleted), read from the place history's
// deletions, newest first, a page at a time; each may be restored (POST /bff/places/{id}/restore).

export const DeletedPlacesQuerySchema = z.object({
  eshopId: UuidSchema,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Deletions older than this history entry: the next page is `before` the last `entryId`. */
  before: z.coerce.number().int().min(1).optional(),
});
export type DeletedPlacesQuery = z.infer<typeof DeletedPlacesQuerySchema>;

export const DeletedPlaceSchema = z.object({
  /** The deletion's history entry. */
  entryId: z.number().int(),
  placeId: UuidSchema,
  name: z.string().nullable(),
  city: z.string().nullable(),
  deletedBy: z.string(),
  deletedAt: z.string(),
  /** The place that brought it back (null: not restored, or a restore under way). */
  restoredAs: UuidSchema.nullable(),
});
export type DeletedPlace = z.infer<typeof DeletedPlaceSchema>;

export const DeletedPlacesPageSchema = z.object({
  items: z.array(DeletedPlaceSchema),
  /** `before` of the next page; null: this is the last. */
  next: z.number().int().nullable(),
});
export type DeletedPlacesPage = z.infer<typeof DeletedPlacesPageSchema>;
