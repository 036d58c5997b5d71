import { z } from 'zod';
import { UuidSchema } from '../common';
import { listPattern } from '../place-search';
import { HoursTextWarningSchema } from '../hours-text';
import { DAYS } from '../opening-hours';
import {
  CountryCodeSchema,
  DestinationTypeSchema,
  PickupPlaceCreateSchema,
  StorageDaysSchema,
  StorageTimeTypeSchema,
} from '../places';
import { ImportRowReasonSchema } from './import-reasons';
import { EditableFieldSchema, FieldChangeSchema } from './place-fields';

// Import of places from a file (issue 14): POST /bff/imports uploads and checks it (a dry run with
// a proposed mapping), PUT /bff/imports/{id}/mapping checks it again with the user's mapping,
// GET /bff/imports/{id}/rows pages the result, POST /bff/imports/{id}/apply runs it as a bulk job.
// Reasons are codes; the web words them in the user's language.

/** Defaults of IMPORT_MAX_BYTES and IMPORT_MAX_ROWS. */
export const DEFAULT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_IMPORT_MAX_ROWS = 100_000;
/** Defaults of IMPORT_MAX_UNPACKED_BYTES (an .xlsx unpacked), IMPORT_MAX_CELLS (its cells, and
 * its shared strings, each) and IMPORT_MAX_CONCURRENT (imports read at once per instance). */
export const DEFAULT_IMPORT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
export const DEFAULT_IMPORT_MAX_CELLS = 3_000_000;
export const DEFAULT_IMPORT_MAX_CONCURRENT = 2;

/** The place id of an import's item that creates a place, until the platform gives it one. */
export const NEW_PLACE_ID = '00000000-0000-0000-0000-000000000000';

export const IMPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export const ImportFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormatSchema>;

/** How a CSV was decoded: UTF-8, UTF-8 with a byte order mark, or Czech Excel's Windows-1250. */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-8-bom', 'windows-1250'] as const;
export const ImportEncodingSchema = z.enum(IMPORT_ENCODINGS);
export type ImportEncoding = z.infer<typeof ImportEncodingSchema>;

/** The fields a file's column can fill (what a header proposes: src/domain/import-mapping.ts). */
export const IMPORT_TARGETS = [
  'id',
  'originPickupPlaceId',
  'type',
  'name',
  'countryCode',
  'line1',
  'line2',
  'city',
  'region',
  'state',
  'zipCode',
  'latitude',
  'longitude',
  'phone',
  'email',
  'note',
  'storageTimeInDays',
  'storageTimeType',
  ...DAYS,
  /** The week in OpenStreetMap's opening_hours syntax (`Mo-Fr 08:00-17:00`). */
  'openingHours',
  /** The export's JSON of dated exceptions. */
  'exceptions',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

export const ImportTargetSchema = z.enum(IMPORT_TARGETS);

/** Query of the upload: the e-shop, and what to use instead of what is detected. */
export const ImportUploadQuerySchema = z.object({
  eshopId: UuidSchema,
  encoding: z.enum(['auto', 'utf-8', 'windows-1250']).default('auto'),
  delimiter: z.enum(['auto', 'comma', 'semicolon']).default('auto'),
  /** The sheet of an .xlsx (its name); the first without. */
  sheet: z.string().max(200).optional(),
});
export type ImportUploadQuery = z.input<typeof ImportUploadQuerySchema>;

export const ImportRowErrorSchema = z.object({
  /** The file's column (its header), or null when no column is mapped to the field. */
  column: z.string().nullable(),
  /** The field the column is mapped to, when the reason is about a field. */
  target: ImportTargetSchema.nullable(),
  reason: ImportRowReasonSchema,
  /** The platform's or the schema's words, in English, for the details (allowed values, limits). */
  detail: z.string().optional(),
  /** Of `hours_guessed`: what the reader of hours text said, for the screen's words. */
  warnings: z.array(HoursTextWarningSchema).optional(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/**
 * What the dry run did to a row that is not an error (issue 43): a field filled from the mapping's
 * defaults (`default`; `openingHours` when the row had no hours), a coordinate rounded to
 * COORDINATE_DECIMALS (`rounded`), or hours text stored with what the reader said of it (`hours`:
 * a comment or a fallback rule not saved as hours, `So` read as Saturday), or a pin the row writes
 * farther than PIN_FAR_KM from every town its address names (`pin_far`, issue 46: a warning, the
 * row is still applied). Every other field of the row is the file's.
 */
export const IMPORT_NOTE_KINDS = ['default', 'rounded', 'hours', 'pin_far'] as const;
export const ImportRowNoteSchema = z.object({
  kind: z.enum(IMPORT_NOTE_KINDS),
  target: ImportTargetSchema,
  /** The file's column, or null when the file has none for the field. */
  column: z.string().nullable(),
  /** Of `hours`: what the reader said of the text (a comment not saved, `So` read as Saturday). */
  warnings: z.array(HoursTextWarningSchema).optional(),
  /** Of `pin_far`: the nearest town the address names, by the embedded gazetteer's name. */
  town: z.string().optional(),
  /** Of `pin_far`: whole kilometres from the pin to that town. */
  km: z.number().int().nonnegative().optional(),
});
export type ImportRowNote = z.infer<typeof ImportRowNoteSchema>;

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export const ImportOutcomeSchema = z.enum(IMPORT_OUTCOMES);
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

export const ImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1); a feature's from 1. */
  row: z.number().int(),
  outcome: ImportOutcomeSchema,
  /** The place it updates (or leaves unchanged). */
  placeId: UuidSchema.nullable(),
  name: z.string(),
  originPickupPlaceId: z.string(),
  /** The fields an update changes. */
  fields: z.array(EditableFieldSchema),
  /** What an update changes, old → new ([] for other outcomes). */
  changes: z.array(FieldChangeSchema),
  /** Every problem of the row, not only the first. */
  errors: z.array(ImportRowErrorSchema),
  notes: z.array(ImportRowNoteSchema).default([]),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportColumnSchema = z.object({
  header: z.string(),
  /** The first few values of the column. */
  samples: z.array(z.string()),
  /**
   * The field its header names when it is not proposed because its values are not that field's
   * (a `type` of "locker", an `ID` that is no UUID: issue 43): offered, not chosen.
   */
  offered: ImportTargetSchema.nullable().default(null),
});
export type ImportColumn = z.infer<typeof ImportColumnSchema>;

/** Per column (in the file's order): the field it fills, or null (ignored). */
export const ImportMappingSchema = z.array(ImportTargetSchema.nullable()).max(500);
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/** What a row the file gives no hours gets (issue 43): nothing is closed unless the user says so. */
export const MISSING_HOURS = ['always_open', 'template', 'closed'] as const;
export const MissingHoursSchema = z.enum(MISSING_HOURS);
export type MissingHours = z.infer<typeof MissingHoursSchema>;

/**
 * A value per field for rows that leave it empty (issue 29): a new place whose file has no column
 * for it, or any row whose cell of it is empty. An ordinary file rarely has a type or a storage
 * time, and a list of lockers no phone or e-mail (issue 43); without these every new row was an
 * error. Each is checked as a place's field is. `missingHours` says what a row without hours gets:
 * open 24/7, the week of `hoursTemplate` (opening_hours syntax, `Mo-Fr 08:00-17:00`) or closed;
 * without it such a new place is an error (`no_hours`), an update keeps its hours.
 */
export const ImportDefaultsSchema = z
  .strictObject({
    type: DestinationTypeSchema.optional(),
    storageTimeInDays: StorageDaysSchema.optional(),
    storageTimeType: StorageTimeTypeSchema.optional(),
    countryCode: CountryCodeSchema.optional(),
    phone: PickupPlaceCreateSchema.shape.phone.optional(),
    email: PickupPlaceCreateSchema.shape.email.optional(),
    missingHours: MissingHoursSchema.optional(),
    hoursTemplate: z.string().trim().min(1).max(1000).optional(),
  })
  .refine((d) => d.missingHours !== 'template' || d.hoursTemplate !== undefined, {
    path: ['hoursTemplate'],
    error: 'is required when missingHours is template',
  });
export type ImportDefaults = z.infer<typeof ImportDefaultsSchema>;
/** The fields a default fills (the hours have their own choice). */
export const IMPORT_DEFAULT_TARGETS = [
  'type',
  'storageTimeInDays',
  'storageTimeType',
  'countryCode',
  'phone',
  'email',
] as const;

export const ImportCountsSchema = z.object({
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
  /** Rows the file gives no hours that the choice of `missingHours` decides (new places, and
   * updates whose hours cells are all empty). */
  withoutHours: z.number().int().default(0),
  /** Rows whose hours text is stored with a note of what the reader said (issue 43). */
  hoursNoted: z.number().int().default(0),
  /** Rows that would write a pin far from every town their address names (issue 46). */
  pinFar: z.number().int().default(0),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;
/** The counts of an import not judged yet: the start of every dry run's count. */
export const NO_IMPORT_COUNTS: Readonly<ImportCounts> = ImportCountsSchema.parse({
  total: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  error: 0,
});

export const ImportSchema = z.object({
  id: UuidSchema,
  eshopId: UuidSchema,
  fileName: z.string(),
  format: ImportFormatSchema,
  encoding: ImportEncodingSchema.nullable(),
  delimiter: z.enum([',', ';']).nullable(),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  columns: z.array(ImportColumnSchema),
  mapping: ImportMappingSchema,
  defaults: ImportDefaultsSchema,
  counts: ImportCountsSchema,
  createdAt: z.string(),
  /** The job that applied it, once applied. */
  jobId: UuidSchema.nullable(),
});
export type Import = z.infer<typeof ImportSchema>;

export const ImportIdParamsSchema = z.object({ id: UuidSchema });
export const ImportMappingBodySchema = z.strictObject({
  mapping: ImportMappingSchema,
  defaults: ImportDefaultsSchema.default({}),
});

export const ImportRowsQuerySchema = z.object({
  /** Rows with these outcomes (comma-separated); every row without. Errors come first. */
  outcome: z
    .string()
    // The document states the listed values (the pipe below checks them after the split).
    .meta({ pattern: `^(${listPattern(IMPORT_OUTCOMES)})?$` })
    .optional()
    .transform((s) => (s ? s.split(',') : []))
    .pipe(z.array(ImportOutcomeSchema)),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(50),
});

export const ImportRowsPageSchema = z.object({
  items: z.array(ImportRowSchema),
  page: z.object({ number: z.number().int(), size: z.number().int(), totalElements: z.number().int() }),
});
export type ImportRowsPage = z.infer<typeof ImportRowsPageSchema>;

/** The limits the web states beside the upload. */
export const ImportLimitsSchema = z.object({ maxBytes: z.number().int(), maxRows: z.number().int() });
export type ImportLimits = z.infer<typeof ImportLimitsSchema>;
