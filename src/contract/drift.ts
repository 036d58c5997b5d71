import { z } from 'zod';
import { knownValues, toleratesNull } from './open-values';

// What an answer carries that the documents do not list (issue 42): a value of an open enumeration
// they do not name, a field they do not describe, a `null` where they describe a value. Found by
// walking the answer beside the schema it is read with, so the schema stays the one description.

export const DRIFT_KINDS = ['value', 'field', 'null'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export interface Drift {
  kind: DriftKind;
  /** Dotted path, `[]` for any item of a list: `carrier`, `location.what3words`, `openingHours.exceptions[].from`. */
  field: string;
  /** The unknown value, for kind `value`. */
  value?: string;
}

/** At most this many findings of one answer: a wholly foreign answer is not described field by field. */
const MAX_FINDINGS = 50;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Each finding of `value` read with `schema`, once per kind, field and value. */
export function driftOf(schema: z.ZodType, value: unknown): Drift[] {
  const found = new Map<string, Drift>();
  const add = (d: Drift) => {
    if (found.size < MAX_FINDINGS) found.set(`${d.kind}\u0000${d.field}\u0000${d.value ?? ''}`, d);
  };
  walk(schema, value, '', add);
  return [...found.values()];
}

function walk(schema: z.ZodType, value: unknown, path: string, add: (d: Drift) => void): void {
  if (value === undefined) return;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    walk(schema.unwrap() as z.ZodType, value, path, add);
  } else if (schema instanceof z.ZodNullable) {
    if (value === null) {
      if (toleratesNull(schema)) add({ kind: 'null', field: path });
    } else walk(schema.unwrap() as z.ZodType, value, path, add);
  } else if (schema instanceof z.ZodPipe) {
    walk(schema.in as z.ZodType, value, path, add);
  } else if (schema instanceof z.ZodUnion) {
    const known = knownValues(schema);
    if (known && typeof value === 'string' && !known.includes(value))
      add({ kind: 'value', field: path, value });
  } else if (schema instanceof z.ZodObject) {
    if (!isPlainObject(value)) return;
    const shape = schema.shape as Record<string, z.ZodType>;
    for (const [key, item] of Object.entries(value)) {
      const field = shape[key];
      if (field) walk(field, item, join(path, key), add);
      else add({ kind: 'field', field: join(path, key) });
    }
  } else if (schema instanceof z.ZodArray) {
    if (!Array.isArray(value)) return;
    for (const item of value) walk(schema.element as z.ZodType, item, `${path}[]`, add);
  }
}
