import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { DEMO_ESHOP, SHOWCASE_ORDER, startStack, type BrowserClient, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';
import { STREAM_LIMIT } from './stream-guard';

// Platform answers too large or too oddly framed to be read whole (chunked, or over 64 KiB) are
// still checked: their start must be of the kind expected, their size unpacked is capped, a
// compressed one is unpacked under that cap (never passed on packed), and only the statuses the
// contract knows pass. A fake platform misbehaves on purpose; the browser side is a raw HTTP
// client that neither unpacks nor forgives a cut.

const PLACES = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;
const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let fake: FakeUpstream;
let stack: Stack;
let staff: BrowserClient;

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    req.resume();
    handler(req, res);
  });
  stack = await startStack({ upstreamUrl: fake.url, bff: { upstreamTimeoutMs: 2000 } });
  staff = await signedIn(stack, 'staff');
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

interface Seen {
  status: number;
  headers: IncomingMessage['headers'];
  bytes: number;
  text: string;
  ended: 'clean' | 'broken';
}

/**
 * A GET as the browser's, read raw: bytes as they come, and whether the answer ended cleanly. With
 * `identity`, the BFF's own compression of its answers (plugins/compression.ts) stays out of the way.
 */
function get(path: string, acceptEncoding = 'gzip, br'): Promise<Seen> {
  const { hostname, port } = new URL(stack.bffUrl);
  return new Promise((resolve) => {
    const req = httpRequest(
      { hostname, port, path, headers: { cookie: staff.cookie, 'accept-encoding': acceptEncoding } },
      (res) => {
        let bytes = 0;
        let text = '';
        const done = (ended: Seen['ended']) =>
          resolve({ status: res.statusCode!, headers: res.headers, bytes, text, ended });
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (text.length < 4096) text += c.toString('latin1');
        });
        res.on('end', () => done('clean'));
        res.on('error', () => done('broken'));
        res.on('aborted', () => done('broken'));
      },
    );
    req.on('error', () => resolve({ status: 0, headers: {}, bytes: 0, text: '', ended: 'broken' }));
    req.end();
  });
}

const expectBadUpstream = (seen: Seen) => {
  expect(seen.status).toBe(502);
  expect(seen.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(seen.text)).toMatchObject({ type: '/problems/bad-upstream', status: 502 });
};

/** Writes `total` bytes of a body after `start`, a chunk at a time, while the reader keeps up. */
function stream(res: ServerResponse, start: string, total: number) {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  let sent = 0;
  res.write(start);
  const more = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    if (!res.destroyed) res.end(']}');
  };
  more();
}

const html = `<!doctype html><html><body>${'<p>Sign in to the proxy</p>'.repeat(4500)}</body></html>`;

describe('a streamed answer of the wrong kind', () => {
  it('refuses 120 KB of HTML labelled JSON, chunked or of known length', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(html);
    };
    const chunked = await get(PLACES);
    expectBadUpstream(chunked);
    expect(chunked.text).not.toContain('<html');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(html) });
      res.end(html);
    };
    expectBadUpstream(await get(PLACES));
  });

  it('refuses an order sent chunked that is not an order', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(html);
    };
    expectBadUpstream(await get(ORDER));
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":');
      res.end(JSON.stringify(SHOWCASE_ORDER) + '}');
    };
    const order = await get(ORDER);
    expect(order.status).toBe(200);
    expect(JSON.parse(order.text)).toEqual({ id: SHOWCASE_ORDER });
  });

  it('refuses an image file that is not an image', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(html);
    };
    const path =
      '/files/pickup-places/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png';
    expectBadUpstream(await get(path));
  });
});

describe('a streamed answer too large', () => {
  it('ends the browser’s connection once 100 MB outgrow the cap', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      stream(res, '{"items":[', 100 * 1024 * 1024);
    };
    const seen = await get(PLACES);
    expect(seen.ended).toBe('broken');
    expect(seen.bytes).toBeLessThanOrEqual(STREAM_LIMIT + 1024 * 1024);
  });

  it('refuses one that declares more than the cap before sending a byte', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': STREAM_LIMIT + 1 });
      res.write('{"items":[');
    };
    expectBadUpstream(await get(PLACES));
  });

  it('never passes a gzip bomb on: it is unpacked under the cap and cut there', async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"items":['), Buffer.alloc(64 * 1024 * 1024, ' ')]));
    expect(bomb.length).toBeLessThan(128 * 1024); // 64 MiB unpacked
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    };
    const seen = await get(PLACES, 'identity');
    expect(seen.headers['content-encoding']).toBeUndefined();
    expect(seen.ended).toBe('broken');
    expect(seen.bytes).toBeLessThanOrEqual(STREAM_LIMIT + 1024 * 1024);
  });

  it('relays a large compressed page unpacked, whole', async () => {
    const page = JSON.stringify({
      items: Array.from({ length: 3000 }, (_, k) => ({ id: `p${k}`, name: `Place ${k}` })),
      page: { totalPages: 1, totalElements: 3000, size: 3000, number: 0, first: true, last: true },
    });
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(page));
    };
    const seen = await get(PLACES, 'identity');
    expect(seen.status).toBe(200);
    expect(seen.ended).toBe('clean');
    expect(seen.headers['content-encoding']).toBeUndefined();
    expect(seen.bytes).toBe(Buffer.byteLength(page));

    // A browser that takes brotli gets the BFF's own compression of the checked page.
    const packed = await get(PLACES);
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.bytes).toBeLessThan(Buffer.byteLength(page) / 4);
  });
});

describe('statuses the contract does not know', () => {
  it.each([202, 203, 206, 299])('answers %i as a broken answer', async (status) => {
    handler = (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{"items":[],"page":null}');
    };
    expectBadUpstream(await get(PLACES));
  });
});
