import type {
  AnswerOf,
  BodyOf,
  Operation,
  ParamsOf,
  PathParamNames,
  QueryOf,
} from '@/contract/operations/operation';
import { pathOf } from '@/contract/operations/operation';
import { api, type ApiResponse } from './api-client';

// The typed client of the contract's operations: the path from the operation (written once, in
// src/contract/operations), the body of its write schema, and the answer of the type its success
// schemas give, so a changed answer fails to compile where it is read. Built on api(): the CSRF
// header, the language, ProblemDetail errors, the 401 handler and abort signals stay there.
//
// Typed, not parsed (as ts-rest's client, whose `validateResponse` is off by default): the BFF
// answers what its routes' response schemas serialise, checked against these operations through
// HTTP in src/bff/routes/operations-contract.test.ts. Parsing here would add a pass over each page
// and turn an answer the viewer copes with into an error; a caller that needs the contract's reading
// of a relayed answer parses it (orders: readOrder).

/** The params, query and body of a call; params are required when the path has any. */
export type CallInput<O extends Operation> = ([PathParamNames<O['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<O> }) &
  ([BodyOf<O>] extends [never] ? { body?: undefined } : { body: BodyOf<O> }) & { query?: QueryOf<O> };

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (sent while the tab closes). */
  keepalive?: boolean;
}

/** The whole answer of an operation: its data, status and ETag. */
export async function request<O extends Operation>(
  op: O,
  input: CallInput<O>,
  options: CallOptions = {},
): Promise<ApiResponse<AnswerOf<O>>> {
  const res = await api(pathOf(op, input.params, input.query), {
    method: op.method,
    json: input.body,
    ...options,
  });
  // The one place an answer takes its operation's type (see above).
  return { ...res, data: res.data as AnswerOf<O> };
}

/** An operation's success answer. */
export const call = async <O extends Operation>(
  op: O,
  input: CallInput<O>,
  options: CallOptions = {},
): Promise<AnswerOf<O>> => (await request(op, input, options)).data;
