import { z } from 'zod';
import { DRIFT_KINDS } from '../drift';

// What the platform has sent that this version does not know (GET /bff/platform-drift, admins
// only; not part of the platform's API). Counted by each BFF instance since it started, from every
// place and order it read (issue 42).

/** What the platform sent: a drift kind, or a place that could not be read at all (skipped). */
export const DRIFT_REPORT_KINDS = [...DRIFT_KINDS, 'unreadable'] as const;
export const DriftReportKindSchema = z.enum(DRIFT_REPORT_KINDS);
export type DriftReportKind = z.infer<typeof DriftReportKindSchema>;

export const DriftResourceSchema = z.enum(['place', 'order']);
export type DriftResource = z.infer<typeof DriftResourceSchema>;

export const DriftEntrySchema = z.object({
  resource: DriftResourceSchema,
  kind: DriftReportKindSchema,
  /** Dotted path, `[]` for any item of a list (`carrier`, `openingHours.exceptions[].from`); "" for a whole place. */
  field: z.string(),
  /** The unknown value, for kind `value`. */
  value: z.string().optional(),
  /** Distinct places (or orders) it was seen on, counted up to `MAX_DRIFT_IDS`. */
  seenOn: z.number().int(),
  /** A few of their ids, to open one. */
  examples: z.array(z.string()).max(5),
  /** The e-shops of those places, when known (orders name their e-shop too). */
  eshopIds: z.array(z.string()),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type DriftEntry = z.infer<typeof DriftEntrySchema>;

export const DriftReportSchema = z.object({
  /** When this instance started counting (its start). */
  since: z.string(),
  entries: z.array(DriftEntrySchema),
});
export type DriftReport = z.infer<typeof DriftReportSchema>;

/** Ids remembered per entry: past it, `seenOn` stops growing (the report says "10 000 or more"). */
export const MAX_DRIFT_IDS = 10_000;
