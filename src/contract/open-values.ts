import { z } from 'zod';

// Reading what a newer platform sends (issue 42). The platform's documents call v4 "regularly
// extended" (spec 001, 9): an answer may carry an enumeration value, a field or a `null` that this
// version does not know. Requests keep the documents' closed enumerations; answers are read with
// the builders below, so one new value degrades one field of one place, never its page.

/**
 * A value of an enumeration as read from the platform: one the documents list, or any other string
 * kept as it is (`string & {}` keeps the known values visible to the editor and to `switch`).
 */
export type Open<T extends string> = T | (string & {});

/** The open enumerations' known values, so that drift.ts can tell a new value from a known one. */
const KNOWN_VALUES = new WeakMap<z.ZodType, readonly string[]>();
/** Fields whose `null` is tolerated (read as absent) rather than documented. */
const TOLERATED_NULLS = new WeakSet<z.ZodType>();

/** Longest unknown value kept: a longer one is not an enumeration value but a broken answer. */
const MAX_UNKNOWN_LENGTH = 100;

/** An enumeration read openly: a listed value, or another non-empty string of at most 100 characters. */
export function openEnum<const T extends readonly [string, ...string[]]>(
  values: T,
): z.ZodType<Open<T[number]>> {
  const schema = z.union([z.enum(values), z.string().min(1).max(MAX_UNKNOWN_LENGTH)]);
  KNOWN_VALUES.set(schema, values);
  return schema as z.ZodType<Open<T[number]>>;
}

/** The values the documents list for an open enumeration, or undefined for any other schema. */
export const knownValues = (schema: z.ZodType): readonly string[] | undefined => KNOWN_VALUES.get(schema);

/** True for a value the documents list. */
export const isKnown = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * An optional field that may also arrive as `null` (Jackson's default for an absent field): read as
 * absent, so code downstream sees one shape.
 */
export function optionalOrNull<T extends z.ZodType>(schema: T) {
  const inner = schema.nullable();
  TOLERATED_NULLS.add(inner);
  return inner
    .optional()
    .transform((v): z.output<T> | undefined => v ?? undefined)
    .optional();
}

/** A required value that may arrive as `null`: read as `fallback` (a locker without a phone). */
export function requiredOrNull<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  const inner = schema.nullable();
  TOLERATED_NULLS.add(inner);
  return inner.transform((v): z.output<T> => v ?? fallback);
}

/** True for the nullable part of optionalOrNull or requiredOrNull. */
export const toleratesNull = (schema: z.ZodType): boolean => TOLERATED_NULLS.has(schema);
