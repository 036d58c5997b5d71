import { z } from 'zod';
import { UuidSchema } from '../common';
import { PlaceFiltersSchema, listPattern } from '../place-search';
import { BulkActionSchema, JobActionSchema } from './bulk-actions';
import { FieldChangeSchema } from './place-fields';

// Bulk jobs of the BFF (POST /bff/jobs and the routes under /bff/jobs/{id}): a selection of places,
// an action, a preview before anything is sent, then a job that runs on the server.

/** Largest selection by ids; a filter may select any number of places. */
export const MAX_SELECTED_IDS = 100_000;
/** Places described one by one in a preview (the rest are counted). */
export const PREVIEW_SAMPLE = 50;

/** Most corners of an area drawn on the map (a lasso is thinned to this before it is sent). */
export const MAX_AREA_POINTS = 250;

/**
 * A closed shape on the map as [latitude, longitude] corners: what the map showed (its four
 * corners) or a lasso. The server tests each place's pin against it, so the selection stays a few
 * hundred bytes however many places it holds; places without a pin are never inside.
 */
export const AreaSchema = z
  .array(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]))
  .min(3, { error: 'needs at least 3 corners' })
  .max(MAX_AREA_POINTS);
export type Area = z.infer<typeof AreaSchema>;

/**
 * The places chosen: listed ids, or every match of the search's filters ("select all N"), within
 * an area of the map when one is given.
 */
export const SelectionSchema = z.union([
  z.strictObject({ ids: z.array(UuidSchema).min(1, { error: 'selects no place' }).max(MAX_SELECTED_IDS) }),
  z.strictObject({ filter: PlaceFiltersSchema.omit({ eshopId: true }), area: AreaSchema.optional() }),
]);
export type Selection = z.infer<typeof SelectionSchema>;

export const JobCreateSchema = z.strictObject({
  eshopId: UuidSchema,
  selection: SelectionSchema,
  action: BulkActionSchema,
  /** Only the preview: nothing is sent and no job is made. */
  dryRun: z.boolean().default(false),
});
export type JobCreate = z.input<typeof JobCreateSchema>;

export const PreviewItemSchema = z.object({
  placeId: UuidSchema,
  name: z.string(),
  changes: z.array(FieldChangeSchema),
  delete: z.boolean().optional(),
  /** Of `placePins`: its address found nothing; the job leaves the place as it is. */
  notFound: z.boolean().optional(),
});
export type PreviewItem = z.infer<typeof PreviewItemSchema>;

/** Places left as they are because the action cannot apply to them, by reason and country. */
export const PreviewNoteSchema = z.object({
  reason: z.literal('noHolidays'),
  country: z.string(),
  places: z.number().int(),
});
export type PreviewNote = z.infer<typeof PreviewNoteSchema>;

export const JobPreviewSchema = z.object({
  /** Places selected. */
  selected: z.number().int(),
  /** Of which this many change… */
  changing: z.number().int(),
  /** …and this many already hold the result (skipped). */
  unchanged: z.number().int(),
  /** The first PREVIEW_SAMPLE changing places, with their changes. */
  sample: z.array(PreviewItemSchema),
  /** Why some of the unchanged places could not be changed (a country without holiday data). */
  notes: z.array(PreviewNoteSchema),
});
export type JobPreview = z.infer<typeof JobPreviewSchema>;

export const JOB_STATES = ['running', 'cancelling', 'cancelled', 'finished'] as const;
export const JobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobStateSchema>;

export const ITEM_STATES = [
  'pending',
  'sending',
  'done',
  'unchanged',
  'failed',
  'conflict',
  'cancelled',
] as const;
export const ItemStateSchema = z.enum(ITEM_STATES);
export type ItemState = z.infer<typeof ItemStateSchema>;

export const JobCountsSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  conflicts: z.number().int(),
  cancelled: z.number().int(),
  remaining: z.number().int(),
});
export type JobCounts = z.infer<typeof JobCountsSchema>;

export const JobSchema = z.object({
  id: UuidSchema,
  eshopId: UuidSchema,
  action: JobActionSchema,
  state: JobStateSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The job this one undoes, or whose failed places it retries. */
  undoOf: UuidSchema.nullable(),
  retryOf: UuidSchema.nullable(),
  /** Places skipped before the start because they already held the result. */
  skipped: z.number().int(),
  counts: JobCountsSchema,
  /**
   * Places settled per second: while it runs, over the last few seconds (the pace it goes at now,
   * as the platform allows); once it ended, over the whole job. Null before the first.
   */
  rate: z.number().nullable(),
  /** Seconds left at that rate; null when unknown or finished. */
  etaSeconds: z.number().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListSchema = z.object({
  items: z.array(JobSchema),
  /** The `before` of the next page (older jobs); absent on the last page. */
  next: UuidSchema.optional(),
});
export type JobList = z.infer<typeof JobListSchema>;

export const JobItemSchema = z.object({
  placeId: UuidSchema,
  name: z.string(),
  state: ItemStateSchema,
  /** The platform's status of the last attempt. */
  status: z.number().int().nullable(),
  /** The platform's message, or the BFF's words for a conflict or a failure. */
  message: z.string().nullable(),
});
export type JobItem = z.infer<typeof JobItemSchema>;

export const JobItemsQuerySchema = z.object({
  /** Items in these states (comma-separated); every item without. */
  state: z
    .string()
    // The document states the listed values (the pipe below checks them after the split).
    .meta({ pattern: `^(${listPattern(ITEM_STATES)})?$` })
    .optional()
    .transform((s) => (s ? s.split(',') : []))
    .pipe(z.array(ItemStateSchema)),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export const JobItemsSchema = z.object({ items: z.array(JobItemSchema) });
export type JobItems = z.infer<typeof JobItemsSchema>;

export const JobIdParamsSchema = z.object({ id: UuidSchema });

/** Every kind of action a job runs (an import's apply is `import`, an undo `restore`). */
export const JOB_KINDS = JobActionSchema.options.map((o) => o.shape.kind.value);
export type JobKind = (typeof JOB_KINDS)[number];

/** Which jobs a list holds: `running` is also one being cancelled, `ended` finished or cancelled. */
export const JOB_LIST_STATES = ['running', 'ended'] as const;

/** The largest page of GET /bff/jobs; without `limit`, 50 (the answer before paging). */
export const MAX_JOB_PAGE = 100;

/**
 * GET /bff/jobs: the e-shop's jobs, newest first, a page at a time. `before` is the previous
 * page's `next` (the id of its last job: the page goes on after it).
 */
export const JobListQuerySchema = z.object({
  eshopId: UuidSchema,
  before: UuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_JOB_PAGE).default(50),
  /** `me`: only the signed-in user's jobs (by account); without, anyone's. */
  createdBy: z.enum(['me']).optional(),
  state: z.enum(JOB_LIST_STATES).optional(),
  kind: z.enum(JOB_KINDS as [JobKind, ...JobKind[]]).optional(),
});
export type JobListQuery = z.input<typeof JobListQuerySchema>;
