import { gunzipSync } from 'node:zlib';
import { request } from 'undici';

// The pre-flight's raw HTTP: one call, its status, headers and body exactly as the platform sent
// them (nothing unpacked or followed), so a check can see Content-Encoding, ETag and 304 itself.

export interface Heard {
  status: number;
  headers: Record<string, string>;
  /** The body as sent (still gzip when the answer says so). */
  raw: Buffer;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** Sends one call; a call that gets no answer in `timeoutMs` throws. */
export async function send(url: string, call: Call, timeoutMs: number): Promise<Heard> {
  const res = await request(url, {
    method: call.method ?? 'GET',
    headers: call.headers ?? {},
    ...(call.body !== undefined ? { body: call.body } : {}),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return { status: res.statusCode, headers, raw };
}

/** The body's text, unpacked when it says gzip; undefined when it says gzip and is not. */
export function textOf(heard: Heard): string | undefined {
  if (!/gzip/i.test(heard.headers['content-encoding'] ?? '')) return heard.raw.toString('utf8');
  try {
    return gunzipSync(heard.raw).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The body as JSON, or undefined when it is none. */
export function jsonOf(heard: Heard): unknown {
  const text = textOf(heard);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
