import type { JsonSchema } from './json-schema-arbitrary';

// The operations of any OpenAPI 3.1 document, as the fuzzer needs them: parameters by place, the
// body's media type and schema, and the documented answers (status → media type → schema).

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The document's template, `/api/v1/pickup-place/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { mediaType: string; required: boolean; schema: JsonSchema };
  /** Status (or `4XX`, `default`) → media type → schema; no media type for an answer without body. */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
}

interface Document {
  paths?: Record<string, Record<string, unknown>>;
  components?: unknown;
}

type Node = Record<string, unknown>;

const resolveNode = (doc: Document, node: Node): Node => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const found = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((n, key) => (n as Node)?.[key.replace(/~1/g, '/')], doc);
  return resolveNode(doc, found as Node);
};

export function listOperations(document: unknown): Operation[] {
  const doc = document as Document;
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) => {
    const shared = ((item.parameters ?? []) as Node[]).map((p) => resolveNode(doc, p));
    return HTTP_METHODS.filter((m) => item[m]).map((method) => {
      const op = item[method] as Node;
      const own = ((op.parameters ?? []) as Node[]).map((p) => resolveNode(doc, p));
      const byKey = new Map([...shared, ...own].map((p) => [`${String(p.in)}:${String(p.name)}`, p]));
      const parameters = [...byKey.values()].map((p) => ({
        name: String(p.name),
        in: p.in as Parameter['in'],
        required: p.required === true,
        schema: (p.schema ?? {}) as JsonSchema,
      }));
      const requestBody = op.requestBody ? resolveNode(doc, op.requestBody as Node) : undefined;
      const [mediaType, media] =
        Object.entries((requestBody?.content ?? {}) as Record<string, Node>)[0] ?? [];
      const responses = Object.fromEntries(
        Object.entries((op.responses ?? {}) as Record<string, Node>).map(([status, r]) => {
          const content = (resolveNode(doc, r).content ?? {}) as Record<string, Node>;
          return [
            status,
            Object.fromEntries(Object.entries(content).map(([type, m]) => [type, m.schema as JsonSchema])),
          ];
        }),
      );
      return {
        method: method.toUpperCase(),
        path,
        parameters,
        ...(mediaType && media
          ? {
              body: {
                mediaType,
                required: requestBody?.required === true,
                schema: (media.schema ?? {}) as JsonSchema,
              },
            }
          : {}),
        responses,
      };
    });
  });
}

/** The methods a path documents, upper case, as an `Allow` header should name them. */
export function documentedMethods(operations: Operation[], path: string) {
  return operations.filter((o) => o.path === path).map((o) => o.method);
}
