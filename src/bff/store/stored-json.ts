import { z } from 'zod';

// JSON columns are read back through the contract's schemas, not cast: a row written in another
// shape (by an older version, or by hand) fails here, naming its table and column, instead of
// later as an `undefined` deep inside a job or a page.

export class StoredRowError extends Error {
  override name = 'StoredRowError';
}

/** `text`, a JSON column's value, as `schema` reads it; `where`: "table.column" for the error. */
export function storedJson<S extends z.ZodType>(schema: S, text: string, where: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredRowError(`${where} holds no JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new StoredRowError(`${where} does not match the contract: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
