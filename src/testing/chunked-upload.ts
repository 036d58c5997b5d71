import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { multipartBody } from '../sandbox/testing/images';

// A streamed upload as a slow client sends it: Transfer-Encoding: chunked (no Content-Length), the
// body written chunk by chunk, so a server that answers before reading it all can be caught doing so.

export interface ChunkedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written when the answer arrived, and in all. */
  sent: number;
  total: number;
}

/**
 * POSTs `file` as a multipart upload in chunks of `chunkSize` with the given headers (credentials).
 * Stops writing once the answer has arrived; a connection the server closes after answering is
 * not a failure.
 */
export function chunkedUpload(
  url: string,
  headers: Record<string, string>,
  file: Buffer,
  chunkSize = 16 * 1024,
): Promise<ChunkedAnswer> {
  const { body, contentType } = multipartBody(file);
  return new Promise((resolve, reject) => {
    let answered = false;
    let offset = 0;
    const req = httpRequest(url, {
      method: 'POST',
      // As a browser's upload: it names its origin (the caller may name another).
      headers: {
        origin: new URL(url).origin,
        ...headers,
        'content-type': contentType,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      answered = true;
      const sent = offset;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          sent,
          total: body.length,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const writeNext = () => {
      if (answered || req.destroyed) return;
      if (offset >= body.length) return void req.end();
      const chunk = body.subarray(offset, offset + chunkSize);
      offset += chunk.length;
      req.write(chunk, () => setImmediate(writeNext));
    };
    writeNext();
  });
}
