import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Problem } from '../problem';
import { isUpstreamTimeout, upstreamTimeout, type UpstreamResponse } from './client';
import { badUpstream, discard } from './read-body';

// A platform answer too large to read whole is relayed as it streams, but never unchecked: its
// first bytes must be of the kind expected (JSON, or an image's signature) before a header goes to
// the browser, it is unpacked here with the same cap when compressed (so the browser never gets a
// body nobody bounded), and it ends the browser's connection when it outgrows the cap.

/** The most a streamed answer may be, unpacked: a page of 2 000 places is some 3 MiB. */
export const STREAM_LIMIT = 16 * 1024 * 1024;

/** Bytes an answer may take to show what it is (leading white space of JSON, a signature). */
const PEEK_LIMIT = 4096;

const startsLikeJson = (head: Buffer) => {
  const text = head.toString('latin1').replace(/^(?:\xEF\xBB\xBF)?[\s]*/, '');
  // An object, an array or a string: the only JSON values large enough to stream.
  return text.length === 0 ? undefined : '{["'.includes(text[0]!);
};

const startsLikeImage = (head: Buffer) => {
  if (head.length < 12) return undefined;
  const ascii = head.toString('latin1');
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) || // JPEG
    ascii.startsWith('\x89PNG\r\n\x1a\n') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') ||
    ascii.startsWith('GIF8') ||
    ascii.slice(4, 12) === 'ftypavif'
  );
};

function unpacked(res: UpstreamResponse): Readable | undefined {
  const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
  const body = res.body as Readable;
  if (encoding === 'identity' || encoding === '') return body;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return undefined;
  body.on('error', (error) => decoder.destroy(error));
  return body.pipe(decoder);
}

const asProblem = (error: unknown) =>
  error instanceof Problem
    ? error
    : isUpstreamTimeout(error)
      ? upstreamTimeout()
      : badUpstream('The platform’s answer broke off. Try again shortly.');

/**
 * The answer's body, unpacked and capped, once its first bytes showed it is of the expected kind;
 * otherwise a Problem (nothing sent yet). Past the cap, the stream fails, which ends the browser's
 * connection: a cut answer never looks complete.
 */
export async function guardedStream(
  res: UpstreamResponse,
  kind: 'json' | 'image',
): Promise<{ body: Readable; unpacked: boolean }> {
  const declared = Number(res.headers['content-length']);
  const source = unpacked(res);
  if (!source || declared > STREAM_LIMIT) {
    discard(res);
    throw badUpstream(source ? 'The platform sent a larger answer than the app accepts.' : undefined);
  }
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let looks: boolean | undefined;
  try {
    while (looks === undefined && size <= PEEK_LIMIT) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      size += next.value.length;
      const start = Buffer.concat(head).subarray(0, PEEK_LIMIT);
      looks = kind === 'json' ? startsLikeJson(start) : startsLikeImage(start);
    }
  } catch (error) {
    discard(res);
    throw asProblem(error);
  }
  if (!looks || size > STREAM_LIMIT) {
    discard(res);
    source.destroy();
    throw badUpstream();
  }
  const body = Readable.from(
    (async function* () {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        size += next.value.length;
        if (size > STREAM_LIMIT) {
          discard(res);
          throw badUpstream('The platform sent a larger answer than the app accepts.');
        }
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
  return { body, unpacked: source !== res.body };
}
