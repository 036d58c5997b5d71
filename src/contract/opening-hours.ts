import { z } from 'zod';
import { DateSchema } from './common';
import { M } from './schema-messages';
import { optionalOrNull, requiredOrNull } from './open-values';

// Opening hours of a pickup place (spec 000, 2.1 and 2.2).
// Choices where the spec is silent, applied identically by the sandbox, the BFF and the editor:
// - a time is HH:mm from 00:00 to 23:59; `to` may also be 24:00, the end of the day, so that
//   "open 24 hours" is exactly 00:00–24:00;
// - an interval's `from` must be before its `to` (no interval crosses midnight);
// - intervals of one day may touch (08:00–12:00, 12:00–16:00) but not overlap;
// - one exception per date.

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of a valid HH:mm (or 24:00). */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export const TimeSchema = z.string().regex(HH_MM, { error: M.time.en });
const EndTimeSchema = z
  .string()
  .refine((s) => HH_MM.test(s) || s === '24:00', { error: M.endTime.en })
  .meta({
    pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$',
    description: 'HH:mm, or 24:00: the end of the day',
  });

export const IntervalSchema = z
  .strictObject({ from: TimeSchema, to: EndTimeSchema })
  .refine((i) => !HH_MM.test(i.from) || toMinutes(i.from) < toMinutes(i.to), {
    error: M.fromBeforeTo.en,
    path: ['to'],
    params: { reason: 'from_not_before_to' },
  });
export type Interval = z.infer<typeof IntervalSchema>;

/** A day's intervals: null or empty means closed all day. Overlaps are rejected, order is free. */
export const DayIntervalsSchema = z
  .array(IntervalSchema)
  .max(24)
  .nullable()
  .superRefine((intervals, ctx) => {
    if (!intervals) return;
    const sorted = intervals
      .map((i, index) => ({ index, from: toMinutes(i.from), to: toMinutes(i.to) }))
      .sort((a, b) => a.from - b.from);
    // Against the earlier interval that reaches furthest, not only the one before: in 08–18,
    // 09–10, 11–12 the third overlaps the first though not the second (issue 45).
    let reach = sorted[0];
    for (const cur of sorted.slice(1)) {
      if (cur.from < reach!.to) {
        ctx.addIssue({
          code: 'custom',
          message: `overlaps interval ${reach!.index + 1} of the same day`,
          path: [cur.index],
          params: { reason: 'overlap', other: reach!.index + 1 },
        });
      }
      if (cur.to > reach!.to) reach = cur;
    }
  });

const regularShape = Object.fromEntries(DAYS.map((d) => [d, DayIntervalsSchema.optional()])) as Record<
  Day,
  z.ZodOptional<typeof DayIntervalsSchema>
>;

/** RegularOpeningHoursRequest: a missing, null or empty day is closed all day. */
export const RegularOpeningHoursRequestSchema = z.strictObject(regularShape);

export const ExceptionRequestSchema = z.strictObject({
  date: DateSchema,
  hours: DayIntervalsSchema.optional(),
  reason: z.string().trim().max(200).optional(),
});

export const OpeningHoursRequestSchema = z.strictObject({
  regular: RegularOpeningHoursRequestSchema,
  exceptions: z
    .array(ExceptionRequestSchema)
    .max(1000)
    .optional()
    .superRefine((list, ctx) => {
      const seen = new Map<string, number>();
      list?.forEach((e, index) => {
        const first = seen.get(e.date);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `duplicates the exception at index ${first} for the same date`,
            path: [index, 'date'],
            params: { reason: 'duplicate_date', other: first },
          });
        } else seen.set(e.date, index);
      });
    }),
});
export type OpeningHoursRequest = z.infer<typeof OpeningHoursRequestSchema>;

// Response shapes: every day present as an array, exceptions with the deprecated from/to filled.
// Read openly (open-values.ts): a day or an exception's hours may arrive as null (closed), the
// deprecated from/to as null (absent), and fields the documents do not describe are kept.
const ResponseIntervalSchema = z.looseObject({ from: z.string(), to: z.string() });
const ResponseDaySchema = z.array(ResponseIntervalSchema).nullable();
export const RegularOpeningHoursResponseSchema = z.looseObject(
  Object.fromEntries(DAYS.map((d) => [d, ResponseDaySchema])) as Record<Day, typeof ResponseDaySchema>,
);
export const ExceptionResponseSchema = z.looseObject({
  date: z.string(),
  /** Deprecated (spec 000, 9): the first interval's start; absent when closed all day. */
  from: optionalOrNull(z.string()),
  /** Deprecated (spec 000, 9): the last interval's end; absent when closed all day. */
  to: optionalOrNull(z.string()),
  hours: requiredOrNull(z.array(ResponseIntervalSchema), []),
  reason: optionalOrNull(z.string()),
});
export const OpeningHoursResponseSchema = z.looseObject({
  regular: RegularOpeningHoursResponseSchema,
  exceptions: requiredOrNull(z.array(ExceptionResponseSchema), []),
});
export type OpeningHoursResponse = z.infer<typeof OpeningHoursResponseSchema>;
export type ExceptionResponse = z.infer<typeof ExceptionResponseSchema>;

/** Intervals sorted by start: the stored and returned order. */
export function sortIntervals<T extends Interval>(intervals: readonly T[] | null | undefined): T[] {
  return [...(intervals ?? [])].sort((a, b) => toMinutes(a.from) - toMinutes(b.from));
}
