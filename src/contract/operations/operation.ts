import type { z } from 'zod';

// An operation of the contract, in the style of ts-rest: its method, its path written once, the
// schemas of its params, query and body, and its answers by status. The BFF's routes, the relayed
// platform operations and the web's typed client (src/web/shared/lib/call.ts) all name the same
// operation, so a changed answer fails to compile where it is read. Read schemas (answers) are the
// tolerant ones of the contract (looseObject, open enums); write schemas (bodies) are the strict ones.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation's schemas: params, query, body, and the answers by status (`null`: no JSON body). */
export interface Schemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answers: Readonly<Partial<Record<number, z.ZodType | null>>>;
}

export interface Operation<S extends Schemas = Schemas, P extends string = string> {
  readonly method: Method;
  /** The path template, `:name` for a param (Fastify's and ts-rest's notation). */
  readonly path: P;
  /**
   * The schemas, by type only (never set at run time): the operation files name them with
   * `import type`, so the web's first script gets a method and a path, not zod and every schema
   * (bench/bundle.ts). Code that parses takes the schema itself (see `answerSchema`).
   */
  readonly schemas?: S;
}

/** An operation: `operation<{ answers: { 200: typeof XSchema } }>()('GET', '/bff/x/:id')`. */
export const operation =
  <S extends Schemas>() =>
  <const P extends string>(method: Method, path: P): Operation<S, P> => ({ method, path });

type SchemasOf<O extends Operation> = NonNullable<O['schemas']>;

/** The names of a path template's params: '/bff/places/:id/history/:entryId/revert' → 'id' | 'entryId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<O extends Operation> = Record<PathParamNames<O['path']>, string | number>;

type QueryValue = string | number | boolean | undefined;
/** The query: its keys from the operation's query schema, or search params built by the caller. */
export type QueryOf<O extends Operation> =
  | URLSearchParams
  | (SchemasOf<O>['query'] extends z.ZodType<unknown, infer I> ? { [K in keyof I]?: QueryValue } : never);

export type BodyOf<O extends Operation> = SchemasOf<O>['body'] extends z.ZodType
  ? z.input<SchemasOf<O>['body']>
  : never;

type Success = 200 | 201 | 202 | 204;
type SuccessStatus<O extends Operation> = Extract<keyof SchemasOf<O>['answers'], Success>;
type AnswerAt<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller gets: the union of the operation's success answers (undefined for one without a body). */
export type AnswerOf<O extends Operation> = {
  [S in SuccessStatus<O>]: AnswerAt<SchemasOf<O>['answers'][S]>;
}[SuccessStatus<O>];

/** A query string; commas are kept as written (`state=failed,conflict`), undefined values left out. */
export function queryString(query: URLSearchParams | Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(String(value)).replace(/%2C/g, ',')}`,
    )
    .join('&');
}

/** The operation's path with its params filled in (encoded) and its query, if any. */
export function pathOf<O extends Operation>(
  op: O,
  params?: ParamsOf<O>,
  query?: QueryOf<O> | URLSearchParams,
): string {
  const values: Record<string, string | number> = params ?? {};
  const path = op.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${op.method} ${op.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = queryString(query as URLSearchParams | Record<string, QueryValue> | undefined);
  return search ? `${path}?${search}` : path;
}

/**
 * The schema of an operation's answer at a status, given by the caller and checked to be the one
 * the operation names (a test of the BFF parses the answer with it).
 */
export const answerSchema = <O extends Operation, S extends keyof SchemasOf<O>['answers']>(
  _op: O,
  _status: S,
  schema: NonNullable<SchemasOf<O>['answers'][S]>,
) => schema;
