import { Transform, type TransformCallback } from 'node:stream';
import type { UpstreamCall, UpstreamResponse } from './client';

// How the platform writes "until midnight" (PLATFORM_MIDNIGHT, issue 49). The specifications' HH:mm
// does not say whether 24:00 is a time; the desk writes an interval ending at midnight so (the
// contract's EndTimeSchema). `24:00`: the platform takes it (the sandbox does), nothing is mapped.
// `23:59`: every body sent to the pickup place service has its intervals ending 24:00 end 23:59,
// and every answer has 23:59 read back as 24:00, so the editor shows "until midnight". An interval
// that truly ends at 23:59 then reads as midnight too: one minute, the price of such a platform.

export const PLATFORM_MIDNIGHTS = ['24:00', '23:59'] as const;
export type PlatformMidnight = (typeof PLATFORM_MIDNIGHTS)[number];

/** Every `to` of 24:00 in a JSON value as the platform writes it (a new value; the rest as it was). */
export function endsForPlatform(value: unknown, midnight: PlatformMidnight): unknown {
  if (Array.isArray(value)) return value.map((item) => endsForPlatform(item, midnight));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'to' && item === '24:00' ? midnight : endsForPlatform(item, midnight),
    ]),
  );
}

/** A JSON body to send, its intervals ending as the platform writes them; a body that is no JSON as it is. */
export function bodyForPlatform(body: string, midnight: PlatformMidnight): string {
  if (midnight === '24:00' || !body.includes('24:00')) return body;
  try {
    return JSON.stringify(endsForPlatform(JSON.parse(body), midnight));
  } catch {
    return body; // not JSON: the platform refuses it as it is
  }
}

// An answer is mapped as bytes, as it streams (a page of 500 places is never parsed for this): a
// `"to"` of "23:59" becomes "24:00", the same length, so Content-Length still holds. UTF-8 never
// has an ASCII byte inside a character, so latin1 keeps every byte and matches only ASCII.
const PLATFORM_END = /("to"\s*:\s*")23:59"/g;
/** Bytes held back at a chunk's end: a match cut by it is completed by the next chunk. */
const HELD = 64;

/** The bytes of an answer with the platform's 23:59 ends as the desk's 24:00. */
export function endsForDesk(text: string): string {
  return text.replace(PLATFORM_END, '$124:00"');
}

/** A stream of an answer's bytes mapped by endsForDesk, whatever its chunks. */
export function deskEndsStream(): Transform {
  let held = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const text = endsForDesk(held + chunk.toString('latin1'));
      held = text.slice(-HELD);
      const out = text.slice(0, -HELD);
      done(null, out ? Buffer.from(out, 'latin1') : undefined);
    },
    flush(done: TransformCallback) {
      done(null, held ? Buffer.from(held, 'latin1') : undefined);
    },
  });
}

/**
 * The body of an answer read through deskEndsStream, with what the readers of an upstream body use
 * of undici's (dump, bytes; read-body.ts, platform-answers.ts).
 */
function mappedBody(source: UpstreamResponse['body']): UpstreamResponse['body'] {
  const mapped = source.pipe(deskEndsStream());
  source.on('error', (error) => mapped.destroy(error));
  const extras = {
    async dump(options?: { limit: number }) {
      mapped.destroy();
      await source.dump(options).catch(() => undefined);
    },
    async bytes() {
      const chunks: Buffer[] = [];
      for await (const chunk of mapped) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
  // A Transform is no undici BodyReadable; what the BFF reads of one is here (the two above).
  return Object.assign(mapped, extras) as unknown as UpstreamResponse['body'];
}

/**
 * A call to the pickup place service, and its answer, in the platform's midnight: the body sent
 * with its ends as the platform writes them, the answer asked for unencoded (bytes are mapped, not
 * a gzip stream) and read with 23:59 as 24:00. An answer encoded all the same is left as it is.
 */
export function inPlatformMidnight(
  midnight: PlatformMidnight,
  send: (call: UpstreamCall) => Promise<UpstreamResponse>,
): (call: UpstreamCall) => Promise<UpstreamResponse> {
  if (midnight === '24:00') return send;
  return async (call) => {
    const body = typeof call.body === 'string' ? bodyForPlatform(call.body, midnight) : call.body;
    const headers = { ...call.headers, 'accept-encoding': 'identity' };
    const res = await send({ ...call, headers, body });
    const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return res;
    return { ...res, body: mappedBody(res.body) };
  };
}
