import { z } from 'zod';
import { DateSchema, UuidSchema } from '../common';
import { DayIntervalsSchema, RegularOpeningHoursRequestSchema } from '../opening-hours';
import { PickupPlaceUpdateSchema, StorageTimeTypeSchema } from '../places';

// What a bulk action does to each selected place (issue 12).

/** A range of dates longer than this is refused before a job starts (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;

/** Days from `from` to `to`, both counted ("2026-12-24".."2026-12-26" is 3); 0 when `to` is before. */
export function daysInRange(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

const range = { from: DateSchema, to: DateSchema };
const reason = z.string().trim().max(200);
type Range = { from: string; to: string };
const rangeChecks = <T extends Range>(r: T, ctx: z.core.$RefinementCtx<T>) => {
  const days = daysInRange(r.from, r.to);
  if (days === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'must not be before from',
      params: { reason: 'range_reversed' },
    });
  else if (days > MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range may cover at most ${MAX_RANGE_DAYS} days`,
      params: { reason: 'range_too_long', limit: MAX_RANGE_DAYS },
    });
};

/**
 * Weekly hours. `days`: only the days it names change (null or empty: closed), every other day
 * keeps each place's own hours (issue 45). `regular`: the whole week becomes the template, a day
 * left out closed: what a copied week runs as, and what jobs stored before `days` hold.
 */
export const WeeklyHoursActionSchema = z
  .strictObject({
    kind: z.literal('weeklyHours'),
    days: RegularOpeningHoursRequestSchema.optional(),
    regular: RegularOpeningHoursRequestSchema.optional(),
  })
  .superRefine((a, ctx) => {
    if ((a.days === undefined) === (a.regular === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: 'give either the days that change or the whole week (regular)',
        params: { reason: 'days_or_regular' },
      });
    else if (a.days && !Object.keys(a.days).length)
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: 'names no day to change',
        params: { reason: 'no_day' },
      });
  });

/** The week copied from a chosen place (read when the job is created, then like weeklyHours). */
export const CopyWeeklyHoursActionSchema = z.strictObject({
  kind: z.literal('copyWeeklyHours'),
  fromPlaceId: UuidSchema,
});

/** Every date of the range gets these hours (empty: closed all day), replacing what it had. */
export const SpecialHoursActionSchema = z
  .strictObject({
    kind: z.literal('specialHours'),
    ...range,
    hours: DayIntervalsSchema,
    reason: reason.optional(),
  })
  .superRefine(rangeChecks);

/** Every date of the range becomes a closed exception with the reason. */
export const CloseTemporarilyActionSchema = z
  .strictObject({ kind: z.literal('closeTemporarily'), ...range, reason: reason.min(1) })
  .superRefine(rangeChecks);

/** Undoes a temporary closure: removes exactly the closed exceptions of the range with that reason. */
export const ReopenActionSchema = z
  .strictObject({ kind: z.literal('reopen'), ...range, reason: reason.min(1) })
  .superRefine(rangeChecks);

export const StorageTimeActionSchema = z.strictObject({
  kind: z.literal('storageTime'),
  days: z.number().int().min(1).max(365),
  type: StorageTimeTypeSchema.optional(),
});

/**
 * The fields a bulk change may set to one value on every place (issue 45), each checked as the
 * single-place editor's PATCH checks it: the texts and the type. Names, addresses, ids and the
 * country belong to one place each; storage time and hours have actions of their own.
 */
export const BULK_FIELDS = ['type', 'phone', 'email', 'note'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** Sets the fields it names (note: null or "" removes the note); a field left out stays. */
export const SetFieldsActionSchema = z.strictObject({
  kind: z.literal('setFields'),
  fields: PickupPlaceUpdateSchema.pick({ type: true, phone: true, email: true, note: true }).refine(
    (f) => BULK_FIELDS.some((k) => f[k] !== undefined),
    { error: 'names no field to set', params: { reason: 'no_field' } },
  ),
});

/**
 * Issue 46: each selected place without a pin, or with one far from every town its address names
 * (the list's `pinFarFromAddress`), gets the pin of its address's best candidate by the configured
 * geocoder (the embedded gazetteer's town, or Nominatim's or Photon's house). A place whose address
 * finds nothing is left as it is. The lookups run in the job, at the provider's rate.
 */
export const PlacePinsActionSchema = z.strictObject({ kind: z.literal('placePins') });

const PointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** As a job runs it: `found` is one place's pin, set by the job's step for it, never stored. */
export const PlacePinsJobActionSchema = z.strictObject({
  kind: z.literal('placePins'),
  found: PointSchema.optional(),
});
export type PlacePinsJobAction = z.infer<typeof PlacePinsJobActionSchema>;

/** Admins only. */
export const DeleteActionSchema = z.strictObject({ kind: z.literal('delete') });

/** Years the public-holidays action accepts (the holiday data's rules hold for these). */
export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

/**
 * The public holidays of each place's own country (and of its state where the holiday data knows
 * it) for a year become closed exceptions with the holiday's name as the reason, in `language`
 * (an ISO 639-1 code). Left out: in each country's own language (Czech for CZ, Slovak for SK), as
 * the place's customers read it, whatever the creator's UI language (issue 45). The BFF computes them.
 */
export const PublicHolidaysActionSchema = z.strictObject({
  kind: z.literal('publicHolidays'),
  year: z.number().int().min(HOLIDAY_YEARS.min).max(HOLIDAY_YEARS.max),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, { error: 'must be a two-letter language code' })
    .optional(),
});

export const HolidaySchema = z.object({ date: DateSchema, name: z.string() });

/**
 * The public-holidays action as a job runs it: the holidays of every country and state of the
 * selection, resolved when the job was made, so that the change model stays pure and a resumed job
 * adds the same days.
 */
export const PublicHolidaysJobActionSchema = z.strictObject({
  kind: z.literal('publicHolidays'),
  year: z.number().int(),
  /** Absent: each country's own (jobs stored before issue 45 hold the creator's). */
  language: z.string().optional(),
  /** Holidays by calendar: a country ("CZ") or one of its states ("DE-BY"). */
  calendars: z.record(z.string(), z.array(HolidaySchema)),
  /** A state or region as addresses write it (country and folded text) → its calendar: "DE|bayern" → "DE-BY". */
  regions: z.record(z.string(), z.string()),
});
export type PublicHolidaysJobAction = z.infer<typeof PublicHolidaysJobActionSchema>;

/** What the browser may ask for. */
export const BulkActionSchema = z.discriminatedUnion('kind', [
  WeeklyHoursActionSchema,
  CopyWeeklyHoursActionSchema,
  SpecialHoursActionSchema,
  CloseTemporarilyActionSchema,
  ReopenActionSchema,
  StorageTimeActionSchema,
  SetFieldsActionSchema,
  PlacePinsActionSchema,
  DeleteActionSchema,
  PublicHolidaysActionSchema,
]);
export type BulkAction = z.infer<typeof BulkActionSchema>;
export type BulkActionKind = BulkAction['kind'];

/**
 * A job's restoring of earlier values (undo of a job): each place's fields go back to `before`
 * when they still hold `after`. Made by the BFF, never sent by the browser.
 */
export const RestoreActionSchema = z.strictObject({ kind: z.literal('restore'), jobId: UuidSchema });

/**
 * The rows of an import (issue 14) written by a job: each item carries the fields it sets (a new
 * place's, or an update's). Made by the BFF from the import's dry run, never sent by the browser.
 */
export const ImportActionSchema = z.strictObject({ kind: z.literal('import'), importId: UuidSchema });

/** What a job runs: the browser's action with a copied week resolved, a restore, or an import. */
export const JobActionSchema = z.discriminatedUnion('kind', [
  WeeklyHoursActionSchema,
  SpecialHoursActionSchema,
  CloseTemporarilyActionSchema,
  ReopenActionSchema,
  StorageTimeActionSchema,
  SetFieldsActionSchema,
  PlacePinsJobActionSchema,
  DeleteActionSchema,
  PublicHolidaysJobActionSchema,
  RestoreActionSchema,
  ImportActionSchema,
]);
export type JobAction = z.infer<typeof JobActionSchema>;
