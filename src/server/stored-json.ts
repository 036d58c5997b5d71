import { z } from 'zod';

// JSON columns are read back through the contract's schemas, not cast: a row written in another
// shape (by an older version, or by hand) fails here, naming its table and column, instead of
// later as an `undefined` deep inside a job or a page. The BFF's stores and the sandbox's use it.

export class StoredRowError extends Error {
  override name = 'StoredRowError';
}

function parsedText(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new StoredRowError(`${where} holds no JSON`);
  }
}

function checked<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new StoredRowError(`${where} does not match the contract: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** `text`, a JSON column's value, as `schema` reads it; `where`: "table.column" for the error. */
export function storedJson<S extends z.ZodType>(schema: S, text: string, where: string): z.output<S> {
  return checked(schema, parsedText(text, where), where);
}

/**
 * `text` checked against `schema`, and answered as stored: its keys in their stored order. For a
 * document whose bytes an answer repeats (the sandbox's places: its compact list copies them), where
 * the schema's output, in the schema's key order, would make the same place two different answers.
 * Only for schemas without transforms or defaults, whose output is then the input as it was.
 */
export function checkedStoredJson<T>(schema: z.ZodType<T>, text: string, where: string): T {
  const value = parsedText(text, where);
  checked(schema, value, where);
  return value as T; // checked just above
}

/**
 * `value`, the text of a column of one of the contract's values (a state, a role, an outcome), as
 * one of `schema`'s; `where`: "table.column" for the error. Instead of a cast: a value this version
 * does not know (written by another, or by hand) fails here by name.
 */
export function storedEnum<S extends z.ZodEnum>(schema: S, value: string, where: string): z.output<S> {
  return checked(schema, value, where);
}
