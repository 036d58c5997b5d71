import type { z } from 'zod';
import type { Method, Operation, Schemas } from '../operations/operation';

// The operations of the contract with their schemas at run time, for the OpenAPI documents (issue
// 49). The operation files name their schemas by type only (the web's bundle carries no zod), so
// each description hands the real schemas here, and their type must be the operation's: a schema
// that drifts from the contract fails to compile. The web never imports this folder (lint zone).

/** The schemas an operation names, required as it names them. */
export type RuntimeSchemas<S extends Schemas> = Required<Pick<S, keyof S & ('params' | 'query' | 'body')>> & {
  readonly answers: S['answers'];
};

/** How a request body travels when it is not JSON. */
export type BodyType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

/** A named error format of a document (ProblemDetail, the envelope, OAuth's): its status → meaning. */
export type Errors = Readonly<Record<number, string>>;

export interface Notes {
  readonly summary: string;
  /** What the specifications leave "not shown" and the product enforces, among other things. */
  readonly description?: string;
  readonly tags: readonly string[];
  /** Error answers by status, with their meaning; the document decides their body. */
  readonly errors: Errors;
  /** The error body's format (default: the document's). */
  readonly errorFormat?: string;
  /** Security requirements; `[]` for a public operation; unset, the document's default. */
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly bodyType?: BodyType;
  /** The media types the multipart body's part `file` may hold (its `encoding`). */
  readonly fileTypes?: readonly string[];
  /** The media type of an answer without a JSON schema (a file, a page), by status. */
  readonly media?: Readonly<Record<number, string>>;
  /** The answers' meanings by status, where "OK" says too little. */
  readonly answerNotes?: Readonly<Record<number, string>>;
  /** The parameter's name in the document for Fastify's wildcard `*` (`/files/*`). */
  readonly wildcard?: string;
  /** A second description of the same method and path (a dry run and a start): its answers join the first's. */
  readonly joins?: boolean;
}

/** An operation as the documents describe it. */
export interface Described extends Notes {
  readonly method: Method;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answers: Readonly<Partial<Record<number, z.ZodType | null>>>;
}

/** An operation of the contract with its real schemas, checked against the ones it names. */
export function describeOperation<O extends Operation>(
  op: O,
  schemas: RuntimeSchemas<NonNullable<O['schemas']>>,
  notes: Notes,
): Described {
  const { params, query, body } = schemas as Partial<Record<'params' | 'query' | 'body', z.ZodType>>;
  return { ...notes, method: op.method, path: op.path, params, query, body, answers: schemas.answers };
}

/** An operation only one server has and no caller in this code base names (the platform's root, its OAuth pages). */
export function describeRoute(
  method: Method,
  path: string,
  schemas: Omit<Described, keyof Notes | 'method' | 'path'>,
  notes: Notes,
): Described {
  return { ...notes, ...schemas, method, path };
}

/** Fastify's path (`/a/:id`, `/files/*`) in OpenAPI's notation (`/a/{id}`, `/files/{path}`). */
export const openApiPath = (path: string, wildcard = 'path') =>
  path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${wildcard}}`);
