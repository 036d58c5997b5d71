import { z } from 'zod';
import { RoleSchema } from './session';

// The audit log of changes made through the BFF (GET /bff/audit, admins only).

export const AuditQuerySchema = z.object({
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
