import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  fuzzInvalidInputs,
  fuzzMalformedBodies,
  fuzzValidInputs,
  operationName,
  operationsOf,
  refusedMethodProblems,
  type FuzzOptions,
} from './fuzz-runner';
import type { Operation } from './operations';
import { fuzzTestTimeout } from './fuzz-settings';

// The properties both suites (sandbox and BFF) hold for every operation of their document, written
// once: each suite only starts its server and says which operations must have succeeded.

/** Mostly one of the values (ids that exist), sometimes a random UUID (one that does not). */
export const mostly = <T>(values: T[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
  );

/** Statuses seen per operation: valid inputs must have succeeded somewhere, or the run proves little. */
export function statusRecorder() {
  const seen = new Map<string, Set<number>>();
  return {
    onAnswer: (op: Operation, status: number) =>
      seen.set(operationName(op), (seen.get(operationName(op)) ?? new Set()).add(status)),
    /** The success statuses an operation answered, e.g. `GET /api/v1/pickup-place` → [200]. */
    succeeded: (name: string) => [...(seen.get(name) ?? [])].filter((s) => s < 300),
  };
}

/**
 * The document without the paths a suite does not fuzz, each with why: what the fuzzer cannot speak
 * (HTML forms, browser redirects). The 405 check then skips them too.
 */
export function withoutPaths(document: unknown, skipped: Readonly<Record<string, string>>) {
  const doc = document as { paths?: Record<string, unknown> };
  const paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => !(path in skipped)));
  return { ...doc, paths };
}

/** Only the listed paths of the document: a group fuzzed with hints of its own (its `id`s). */
export function onlyPaths(document: unknown, kept: readonly string[]) {
  const doc = document as { paths?: Record<string, unknown> };
  const paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => kept.includes(path)));
  return { ...doc, paths };
}

/** The valid, invalid, malformed-body and undocumented-method properties for every operation. */
export function fuzzEveryOperation(document: unknown, options: () => FuzzOptions) {
  const operations = operationsOf(document);
  const named = (ops: typeof operations) => ops.map((op) => [operationName(op), op] as const);

  it.each(named(operations))(
    '%s: valid inputs are accepted and answered as documented',
    async (_, op) => fuzzValidInputs(document, op, options()),
    fuzzTestTimeout(),
  );

  it.each(named(operations))(
    '%s: invalid inputs get a documented 4xx naming the field',
    async (_, op) => fuzzInvalidInputs(document, op, options()),
    fuzzTestTimeout(),
  );

  it.each(named(operations.filter((op) => op.body)))(
    '%s: a malformed body or another media type gets a documented 4xx',
    async (_, op) => fuzzMalformedBodies(document, op, options()),
    fuzzTestTimeout(),
  );

  it('answers every undocumented method with 405 and an Allow of the documented ones', async () => {
    expect(await refusedMethodProblems(document, options())).toEqual([]);
  }, 30_000);
}
