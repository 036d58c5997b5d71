import { z } from 'zod';
import {
  createDocument,
  createSchema,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { openApiPath, type Described } from './describe';

// Writes an OpenAPI 3.1 document from described operations with zod-openapi (zod 4's own JSON
// Schema conversion). Answers are written as what travels: the read schemas' input side, since a
// client parses the JSON it receives with them (their transforms run after, in the client).

/** An error format: its media type and body schema. */
export interface ErrorFormat {
  readonly media: string;
  readonly schema: z.ZodType | null;
}

export interface DocumentParts {
  readonly info: ZodOpenApiObject['info'];
  readonly servers?: ZodOpenApiObject['servers'];
  readonly tags?: ZodOpenApiObject['tags'];
  readonly securitySchemes: NonNullable<NonNullable<ZodOpenApiObject['components']>['securitySchemes']>;
  readonly security: NonNullable<ZodOpenApiObject['security']>;
  readonly errorFormats: Readonly<Record<string, ErrorFormat>> & { readonly default: ErrorFormat };
  readonly operations: readonly Described[];
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Found (a redirect)',
  304: 'Not modified',
};

type Components = Record<string, unknown>;

/** A multipart body of one part `file` (the uploads of spec 000, 4, and the BFF's import). */
const FILE_PART = z.object({ file: z.string().meta({ format: 'binary', description: 'The file' }) });

/** A read schema as the JSON on the wire: its input side. */
function wireSchema(schema: z.ZodType, components: Components) {
  const result = createSchema(schema, { io: 'input', schemaRefPath: '#/components/schemas/' });
  Object.assign(components, result.components);
  return result.schema;
}

function answerOf(op: Described, status: number, components: Components): ZodOpenApiResponseObject {
  const schema = op.answers[status];
  const description = op.answerNotes?.[status] ?? REASONS[status] ?? String(status);
  if (schema)
    return { description, content: { 'application/json': { schema: wireSchema(schema, components) } } };
  const media = op.media?.[status];
  if (!media) return { description };
  // A JSON answer without a schema here (a document) is still JSON: an object, not a string.
  const body = media.endsWith('json') ? { type: 'object' as const } : { type: 'string' as const };
  return { description, content: { [media]: { schema: body } } };
}

function errorOf(parts: DocumentParts, op: Described, meaning: string, components: Components) {
  const format = parts.errorFormats[op.errorFormat ?? 'default'];
  if (!format) throw new Error(`${op.method} ${op.path}: no error format ${op.errorFormat}`);
  const schema = format.schema ? wireSchema(format.schema, components) : { type: 'string' as const };
  return { description: meaning, content: { [format.media]: { schema } } };
}

function operationOf(parts: DocumentParts, op: Described, components: Components): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of Object.keys(op.answers)) responses[status] = answerOf(op, Number(status), components);
  for (const [status, meaning] of Object.entries(op.errors))
    responses[status] = errorOf(parts, op, meaning, components);
  const body = op.body ?? (op.bodyType === 'multipart/form-data' ? FILE_PART : undefined);
  return {
    summary: op.summary,
    description: op.description,
    tags: [...op.tags],
    ...(op.security ? { security: op.security.map((s) => ({ ...s })) as never } : {}),
    requestParams: {
      ...(op.params ? { path: op.params as never } : {}),
      ...(op.query ? { query: op.query as never } : {}),
    },
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              [op.bodyType ?? 'application/json']: {
                schema: body,
                ...(op.fileTypes ? { encoding: { file: { contentType: op.fileTypes.join(', ') } } } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** Joins two descriptions of one method and path (a dry run's 200 and a start's 202). */
function joined(
  first: ZodOpenApiOperationObject,
  second: ZodOpenApiOperationObject,
): ZodOpenApiOperationObject {
  return { ...first, responses: { ...first.responses, ...second.responses } };
}

export function buildDocument(parts: DocumentParts): OpenAPIV3_1.Document {
  const components: Components = {};
  const paths: ZodOpenApiPathsObject = {};
  for (const op of parts.operations) {
    const path = openApiPath(op.path, op.wildcard);
    const item = (paths[path] ??= {});
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const written = operationOf(parts, op, components);
    const before = item[method];
    if (before && !op.joins) throw new Error(`${op.method} ${op.path} is described twice`);
    item[method] = before ? joined(before, written) : written;
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: parts.info,
    servers: parts.servers,
    tags: parts.tags,
    security: parts.security,
    paths,
    components: { securitySchemes: parts.securitySchemes, schemas: components as never },
  });
  // A plain JSON value: what is served, written to docs/openapi and validated.
  return JSON.parse(JSON.stringify(document)) as OpenAPIV3_1.Document;
}
