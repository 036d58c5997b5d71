import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Problem } from '../problem';
import { isUpstreamTimeout, upstreamTimeout, type UpstreamResponse } from './client';

// Reading an answer of the platform whole, never past a cap: a broken or hostile upstream can send
// a body of any size, cut it short or stall it, and none of that may cost the BFF more than the cap
// or reach the browser as anything but a ProblemDetail.

export const badUpstream = (detail = 'The platform sent an answer the app cannot use. Try again shortly.') =>
  new Problem(502, 'bad-upstream', 'The platform sent a broken answer', detail);

/** The body, at most `cap` bytes; more than that, a cut-off body or a stall is a Problem. */
export async function readCapped(res: UpstreamResponse, cap: number): Promise<Buffer> {
  // A declared length within the cap (a place, an order): undici reads exactly that many bytes, in
  // one go, without an async iterator per answer.
  const declared = res.headers['content-length'];
  if (typeof declared === 'string' && declared !== '' && Number(declared) <= cap) {
    try {
      const bytes = await res.body.bytes();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isUpstreamTimeout(error)) throw upstreamTimeout();
      throw badUpstream('The platform’s answer broke off. Try again shortly.');
    }
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap) {
        discard(res);
        throw badUpstream('The platform sent a larger answer than the app accepts.');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof Problem) throw error;
    if (isUpstreamTimeout(error)) throw upstreamTimeout();
    throw badUpstream('The platform’s answer broke off. Try again shortly.');
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

/** The bytes as sent before Content-Encoding, decoded with the same cap; undefined if unreadable. */
export function decoded(res: UpstreamResponse, raw: Buffer, cap: number): Buffer | undefined {
  const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
  try {
    if (encoding === 'identity' || encoding === '') return raw;
    if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(raw, { maxOutputLength: cap });
    if (encoding === 'deflate') return inflateSync(raw, { maxOutputLength: cap });
    if (encoding === 'br') return brotliDecompressSync(raw, { maxOutputLength: cap });
  } catch {
    return undefined;
  }
  return undefined;
}

/** JSON of a whole, decoded body; undefined when it is not JSON. */
export function parseJson(bytes: Buffer | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Drops an answer's body without reading it (its socket is not reused). */
export function discard(res: UpstreamResponse) {
  res.body.on('error', () => {}); // the abort of a body nobody reads is no failure
  res.body.destroy();
}
