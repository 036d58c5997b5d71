import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from './client';
import { relay } from './forward';

// relay(): a small answer of known size is read whole and sent at once, a large or unsized one
// streams; either way the browser gets the same status, headers and bytes.

const SMALL = JSON.stringify({ id: 'p1', name: 'Výdejna' });
const LARGE = JSON.stringify('x'.repeat(200 * 1024));

let upstream: Server;
let base: string;
let app: FastifyInstance;
const client = createUpstreamClient(5000);

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/small') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(SMALL),
        etag: '"v1"',
        'set-cookie': 'upstream=secret',
        server: 'platform/1.0',
      });
      return res.end(SMALL);
    }
    if (req.url === '/large') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': LARGE.length });
      return res.end(LARGE);
    }
    if (req.url === '/chunked') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('["first",');
      return setTimeout(() => res.end('"second"]'), 10);
    }
    res.writeHead(304, { etag: '"v1"' });
    res.end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  app = Fastify({ logger: false });
  app.get('/:what', async (request, reply) =>
    relay(
      reply,
      await client.call(`${base}/${(request.params as { what: string }).what}`, {
        method: 'GET',
        headers: {},
      }),
    ),
  );
});

afterAll(async () => {
  await app?.close();
  await client.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('relay', () => {
  it('passes a small answer through whole, with its allowed headers only', async () => {
    const res = await app.inject({ url: '/small' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SMALL);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(SMALL)));
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('streams a large answer and one without Content-Length, byte for byte', async () => {
    const large = await app.inject({ url: '/large' });
    expect(large.statusCode).toBe(200);
    expect(large.body).toBe(LARGE);
    expect(large.headers['content-length']).toBe(String(LARGE.length));
    const chunked = await app.inject({ url: '/chunked' });
    expect(chunked.statusCode).toBe(200);
    expect(chunked.body).toBe('["first","second"]');
  });

  it('answers 304 without a body', async () => {
    const res = await app.inject({ url: '/unchanged' });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe('"v1"');
  });
});
