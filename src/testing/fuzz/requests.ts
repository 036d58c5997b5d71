import { FormData, request } from 'undici';
import type { Operation } from './operations';

// A generated input as a real HTTP request, and its replay line. undici's `request` rather than
// fetch: fetch refuses TRACE and other methods the 405 check must send (and undici's FormData with it:
// it does not take the global one).

export interface Inputs {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Undefined: no body sent. */
  body?: unknown;
}

/** A file for a `format: binary` part (an image the server will take). */
export interface BinaryFile {
  bytes: Buffer;
  type: string;
  name: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The body as the replay line shows it. */
  shown?: string;
}

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The documents' name for a route's wildcard (`/files/*`, describe.ts): it spans segments. */
const WILDCARD = 'path';

export function pathOf(template: string, params: Record<string, unknown>) {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const encoded = encodeURIComponent(asText(params[name] ?? 'x'));
    return name === WILDCARD ? encoded.replace(/%2F/g, '/') : encoded;
  });
}

export function buildRequest(
  op: Operation,
  inputs: Inputs,
  file: BinaryFile,
  method = op.method,
): FuzzRequest {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(inputs.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, asText(one));
  }
  const search = query.size ? `?${query}` : '';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs.header))
    if (value !== undefined) headers[name] = asText(value);
  const url = `${pathOf(op.path, inputs.path)}${search}`;
  if (inputs.body === undefined || !op.body) return { method, url, headers };
  if (op.body.mediaType === 'multipart/form-data') {
    const form = new FormData();
    const parts = (inputs.body ?? {}) as Record<string, unknown>;
    const binary = new Set(binaryParts(op));
    for (const [name, value] of Object.entries(parts)) {
      if (binary.has(name) && typeof value === 'string')
        form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      else form.append(name, asText(value));
    }
    const shown = Object.keys(parts)
      .map((name) =>
        binary.has(name) ? `-F '${name}=@${file.name}'` : `-F '${name}=${asText(parts[name])}'`,
      )
      .join(' ');
    return { method, url, headers, body: form, shown };
  }
  if (op.body.mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries((inputs.body ?? {}) as Record<string, unknown>))
      if (value !== undefined) form.append(name, asText(value));
    return {
      method,
      url,
      headers: { ...headers, 'content-type': op.body.mediaType },
      body: form.toString(),
      shown: `--data-raw '${form}'`,
    };
  }
  const body = JSON.stringify(inputs.body);
  return {
    method,
    url,
    headers: { ...headers, 'content-type': op.body.mediaType },
    body,
    shown: `--data-raw '${body}'`,
  };
}

/** Parts of a multipart body that are files (`format: binary`, or OpenAPI 3.1's contentMediaType). */
function binaryParts(op: Operation) {
  const schema = op.body?.schema;
  const properties = (typeof schema === 'object' ? schema.properties : undefined) as
    Record<string, Record<string, unknown>> | undefined;
  return Object.entries(properties ?? {})
    .filter(([, p]) => p.format === 'binary' || typeof p.contentMediaType === 'string')
    .map(([name]) => name);
}

const ANSWER_TIMEOUT_MS = 5_000;

export async function send(
  baseUrl: string,
  req: FuzzRequest,
  extraHeaders: Record<string, string>,
): Promise<FuzzAnswer> {
  const res = await request(`${baseUrl}${req.url}`, {
    method: req.method,
    headers: { ...extraHeaders, ...req.headers },
    ...(req.body !== undefined ? { body: req.body } : {}),
    // A server that never answers fails the property with its replay line, not the whole run.
    headersTimeout: ANSWER_TIMEOUT_MS,
    bodyTimeout: ANSWER_TIMEOUT_MS,
  });
  const text = await res.body.text();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) headers[name] = String(value);
  return { status: res.statusCode, headers, text };
}

/** A line to replay the request by hand. */
export function curlLine(baseUrl: string, req: FuzzRequest, extraHeaders: Record<string, string>) {
  const headers = Object.entries({ ...extraHeaders, ...req.headers })
    .map(([name, value]) => `-H '${name}: ${value}'`)
    .join(' ');
  return `curl -i -X ${req.method} '${baseUrl}${req.url}' ${headers}${req.shown ? ` ${req.shown}` : ''}`;
}
