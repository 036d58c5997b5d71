import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import { request } from 'undici';

// A platform in front of the sandbox that answers as a grown or a broken one would: every call is
// forwarded, and each JSON answer and its headers may be rewritten on the way back (gzip again
// when the caller asked for it), so the pre-flight can be shown drift and broken assumptions.

export interface Rewrites {
  /** A JSON answer's new body (path with query, the parsed body). */
  json?: (path: string, body: unknown) => unknown;
  /** The answer's headers, changed in place. */
  headers?: (path: string, headers: Record<string, string>) => void;
  /** A status to refuse the request with, before it is forwarded (method, path with query, body). */
  refuse?: (method: string, path: string, body: Buffer) => number | undefined;
}

const HOP = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding']);

const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([k, v]) => typeof v === 'string' && !HOP.has(k)),
  ) as Record<string, string>;

export async function startRewritingPlatform(target: string, rewrites: Rewrites) {
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const body = await buffer(req);
      const refusal = rewrites.refuse?.(req.method ?? 'GET', path, body);
      if (refusal) return void res.writeHead(refusal, { 'content-length': '0' }).end();
      const answer = await request(`${target}${path}`, {
        method: (req.method ?? 'GET') as 'GET',
        headers: forwardable(req.headers),
        ...(body.length ? { body } : {}),
      });
      let out = Buffer.from(await answer.body.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(answer.headers))
        if (typeof v === 'string' && !HOP.has(k) && k !== 'content-encoding') headers[k] = v;
      if (rewrites.json && /json/.test(headers['content-type'] ?? '') && out.length)
        out = Buffer.from(JSON.stringify(rewrites.json(path, JSON.parse(out.toString('utf8')))));
      rewrites.headers?.(path, headers);
      if (/gzip/.test(String(req.headers['accept-encoding'] ?? '')) && out.length) {
        out = gzipSync(out);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(answer.statusCode, { ...headers, 'content-length': String(out.length) }).end(out);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
