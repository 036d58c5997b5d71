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

/**
 * What the walk needs of a schema, made once per schema: zod's wrappers unwrapped, each object's
 * keys in a Map and each open enumeration's values in a Set. Walking the zod classes themselves
 * (instanceof chains, a path string per key) cost 3.6 times the parse of the place it walked.
 */
type Plan =
  | { kind: 'object'; shape: Map<string, Plan> }
  | { kind: 'array'; element: Plan }
  | { kind: 'open'; known: ReadonlySet<string> }
  | { kind: 'nullable'; tolerated: boolean; inner: Plan }
  | { kind: 'other' };

const plans = new WeakMap<z.ZodType, Plan>();

function planOf(schema: z.ZodType): Plan {
  let plan = plans.get(schema);
  if (!plan) {
    plan = makePlan(schema);
    plans.set(schema, plan);
  }
  return plan;
}

function makePlan(schema: z.ZodType): Plan {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return planOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return planOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodNullable)
    return {
      kind: 'nullable',
      tolerated: toleratesNull(schema),
      inner: planOf(schema.unwrap() as z.ZodType),
    };
  if (schema instanceof z.ZodUnion) {
    const known = knownValues(schema);
    return known ? { kind: 'open', known: new Set(known) } : { kind: 'other' };
  }
  if (schema instanceof z.ZodObject) {
    const shape = new Map<string, Plan>();
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
      shape.set(key, planOf(field));
    return { kind: 'object', shape };
  }
  if (schema instanceof z.ZodArray) return { kind: 'array', element: planOf(schema.element as z.ZodType) };
  return { kind: 'other' };
}

/** Each finding of `value` read with `schema`, once per kind, field and value. */
export function driftOf(schema: z.ZodType, value: unknown): Drift[] {
  const found = new Map<string, Drift>();
  // The path as its parts, joined only for a finding (most answers have none).
  const path: string[] = [];
  const field = (last?: string) =>
    (last === undefined ? path : [...path, last]).join('.').replace(/\.\[\]/g, '[]');
  const add = (d: Drift) => {
    if (found.size < MAX_FINDINGS) found.set(`${d.kind}\u0000${d.field}\u0000${d.value ?? ''}`, d);
  };
  const walk = (plan: Plan, item: unknown): void => {
    if (item === undefined) return;
    switch (plan.kind) {
      case 'nullable':
        if (item !== null) walk(plan.inner, item);
        else if (plan.tolerated) add({ kind: 'null', field: field() });
        return;
      case 'open':
        if (typeof item === 'string' && !plan.known.has(item))
          add({ kind: 'value', field: field(), value: item });
        return;
      case 'object':
        if (!isPlainObject(item)) return;
        for (const key in item) {
          const inner = plan.shape.get(key);
          if (!inner) add({ kind: 'field', field: field(key) });
          else {
            path.push(key);
            walk(inner, item[key]);
            path.pop();
          }
        }
        return;
      case 'array':
        if (!Array.isArray(item)) return;
        path.push('[]');
        for (const element of item) walk(plan.element, element);
        path.pop();
        return;
    }
  };
  walk(planOf(schema), value);
  return [...found.values()];
}
