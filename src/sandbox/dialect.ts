import { z } from 'zod';
import { toleratesNull } from '@/contract/open-values';
import { OrderSchema } from '@/contract/orders/order';
import { PickupPlaceSchema } from '@/contract/places';

// The dialect the sandbox speaks (SANDBOX_DIALECT, issue 42). `documented`: exactly what the two
// specifications describe. `grown`: what a real platform that moved on sends: `null` for every absent
// optional field (Jackson's default), and seeded data with fields and enumeration values the
// documents do not list (store/seed-grown.ts). The nulls are added to the answer once it is made
// (answers below), since the stored documents and the contract's schemas read null as absent.

export const DIALECTS = ['documented', 'grown'] as const;
export const DialectSchema = z.enum(DIALECTS);
export type Dialect = z.infer<typeof DialectSchema>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema inside optional, default and pipe wrappers (a pipe's input side). */
function unwrapped(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else return s;
  }
}

/** True for a field read with optionalOrNull: absent, a grown platform sends it as null. */
const absentIsNull = (schema: z.ZodType): boolean => {
  const inner = unwrapped(schema);
  return inner instanceof z.ZodNullable && toleratesNull(inner) && schema.safeParse(undefined).success;
};

/**
 * `value` with `null` for each field that `schema` reads as optional-or-null and `value` lacks, at
 * every depth. Fields are kept in their order; the nulls follow the fields that are there.
 */
export function withNulls(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodNullable)
    return value === null ? null : withNulls(inner.unwrap() as z.ZodType, value);
  if (inner instanceof z.ZodArray)
    return Array.isArray(value) ? value.map((item) => withNulls(inner.element as z.ZodType, item)) : value;
  if (!(inner instanceof z.ZodObject) || !isPlainObject(value)) return value;
  const shape = inner.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = shape[key] ? withNulls(shape[key], item) : item;
  for (const [key, field] of Object.entries(shape))
    if (value[key] === undefined && absentIsNull(field)) out[key] = null;
  return out;
}

/** How the answers of the place and order routes are written in a dialect (after they are made). */
export interface DialectAnswers {
  dialect: Dialect;
  place(place: unknown): unknown;
  order(order: unknown): unknown;
}

export function dialectAnswers(dialect: Dialect = 'documented'): DialectAnswers {
  if (dialect === 'documented') return { dialect, place: (p) => p, order: (o) => o };
  return {
    dialect,
    place: (p) => withNulls(PickupPlaceSchema, p),
    order: (o) => withNulls(OrderSchema, o),
  };
}
