import { z } from 'zod';
import { DateTimeSchema, UuidSchema } from '../common';
import { RoleSchema } from './session';

// The audit log of changes made through the BFF (GET /bff/audit, admins only), filtered by who,
// what, which place and when; the same filters give every match as CSV (GET /bff/audit/export.csv).

/** The filters, each optional; an address without any lists everything, as before them. */
export const AuditFiltersSchema = z.object({
  /** Who (without case). */
  username: z.string().min(1).max(64).optional(),
  /** The operation, or a group of them by its first part (`place` is every `place.…`). */
  operation: z
    .string()
    .regex(/^[a-z0-9.-]{1,64}$/i, { error: 'must be letters, digits, dots or dashes' })
    .optional(),
  /** The place (its id) the entry names, also as the old or new place of a restore. */
  place: UuidSchema.optional(),
  /** From this moment, inclusive. */
  from: DateTimeSchema.optional(),
  /** Up to this moment, exclusive. */
  to: DateTimeSchema.optional(),
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AuditQuerySchema = AuditFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Entries older than this id: the next page is `before` the last id of this one. */
  before: z.coerce.number().int().optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditOutcomeSchema = z.enum(['success', 'denied', 'failure']);

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  role: RoleSchema,
  operation: z.string(),
  target: z.string().nullable(),
  status: z.number().int(),
  outcome: AuditOutcomeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema) });
export type AuditPage = z.infer<typeof AuditPageSchema>;
