import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, type ReadAnswer } from '../testing/expect-problem';
import { BrowserClient, startStack, type Stack } from '../testing/stack';

// Every answer the browser can get is a ProblemDetail with the security headers, including the
// ones Fastify and Node make before any of our hooks runs (bad URL, too long parameter, unreadable
// request, a request that stalls) and the ones of a handler that fails while writing its answer.
// Also: the built SPA at the root for any client, and source maps only for signed-in users.

/** A ProblemDetail (see expectProblem) that carries the security headers too. */
function expectProblemWithHeaders(res: ReadAnswer, status: number, type?: string) {
  expectProblem(res, status, type);
  expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** Milliseconds from sending until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Sends bytes as they are (no client library in between), several pieces 300 ms apart, and reads
 * until the server closes.
 */
function rawExchange(url: string, bytes: string | string[], timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Headers();
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        text: rest.join('\r\n\r\n'),
        closedAfterMs: Date.now() - started,
      });
    });
    const pieces = typeof bytes === 'string' ? [bytes] : bytes;
    pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), i * 300));
  });
}

let stack: Stack;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-build-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><title>Pickup Desk</title><div id="root"></div>',
  );
  await writeFile(
    join(webRoot, 'assets', 'app-1234.js'),
    'console.log(1);\n//# sourceMappingURL=app-1234.js.map',
  );
  await writeFile(
    join(webRoot, 'assets', 'app-1234.js.map'),
    '{"version":3,"sources":["src/secret-ish.ts"]}',
  );
  stack = await startStack({
    bff: { webRoot, requestTimeoutMs: 1_000 },
    beforeListen(app) {
      // A handler whose answer cannot be written: Node refuses the header when the reply starts.
      app.get('/bff/test/bad-header', (_request, reply) =>
        reply.header('x-note', 'caf\u00e9 \u20ac').send('ok'),
      );
      app.get('/bff/test/throws', () => {
        throw new Error('boom at /work/secret.ts:12');
      });
    },
  });
});
afterAll(async () => {
  await stack?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const anonymous = () => new BrowserClient(stack.bffUrl);

describe("Fastify's and Node's own errors", () => {
  it('answers a path parameter over the router limit with a 414 ProblemDetail', async () => {
    expectProblemWithHeaders(
      await anonymous().fetch(`/api/v1/pickup-place/${'a'.repeat(600)}`),
      414,
      '/problems/uri-too-long',
    );
  });

  it('answers a path that is not valid percent-encoding with a 400 ProblemDetail', async () => {
    expectProblemWithHeaders(await anonymous().fetch('/api/v1/pickup-place/%zz'), 400, '/problems/bad-url');
  });

  it('answers a body of an unsupported type with a 415 ProblemDetail', async () => {
    const res = await anonymous().fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<login/>',
    });
    expectProblemWithHeaders(res, 415, '/problems/unsupported-media-type');
  });

  it('answers broken JSON with a 400 ProblemDetail', async () => {
    const res = await anonymous().fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expectProblemWithHeaders(res, 400, '/problems/invalid-json');
  });

  it('answers an unknown API path and a missing asset with a 404 ProblemDetail', async () => {
    expectProblemWithHeaders(await anonymous().fetch('/api/v2/nothing'), 404, '/problems/not-found');
    expectProblemWithHeaders(await anonymous().fetch('/assets/missing-1234.js'), 404, '/problems/not-found');
  });

  it('answers oversized headers (431) and an unreadable request (400) with ProblemDetails and closes', async () => {
    const big = await rawExchange(
      stack.bffUrl,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectProblemWithHeaders(big, 431, '/problems/headers-too-large');
    const garbage = await rawExchange(stack.bffUrl, 'NOT HTTP AT ALL\r\n\r\n');
    expectProblemWithHeaders(garbage, 400, '/problems/bad-request');
  });

  it('answers a handler that fails while writing its headers with a 500 ProblemDetail, its own headers dropped', async () => {
    const res = await anonymous().fetch('/bff/test/bad-header');
    expectProblemWithHeaders(res, 500, '/problems/internal');
    expect(res.headers.get('x-note')).toBeNull();
    expectProblemWithHeaders(await anonymous().fetch('/bff/test/throws'), 500, '/problems/internal');
  });
});

describe('a request that stalls', () => {
  it('drops a body that stops arriving (408 ProblemDetail, connection closed) after the request timeout', async () => {
    const res = await rawExchange(
      stack.bffUrl,
      'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    // requestTimeoutMs is 1 s here, checked every second.
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(res.closedAfterMs).toBeLessThan(5_000);
    expectProblemWithHeaders(res, 408, '/problems/request-timeout');
  });

  it('keeps a slow request whose body keeps arriving within the timeout', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'demo' });
    const res = await rawExchange(stack.bffUrl, [
      `POST /auth/login HTTP/1.1\r\nHost: x\r\nOrigin: ${stack.bffUrl}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.slice(0, 10),
      body.slice(10),
    ]);
    expect(res.status).toBe(200);
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(550);
  });
});

describe('the built SPA', () => {
  it('serves the app at / to any client, also without Accept: text/html (curl)', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const res = await anonymous().fetch('/', { headers: accept ? { accept } : {} });
      expect(res.status, `Accept: ${accept}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    }
    // Unknown deep paths still need a browser's Accept, so a typo in an API path stays a 404.
    expectProblemWithHeaders(await anonymous().fetch('/places/xyz'), 404);
    expect((await anonymous().fetch('/places/xyz', { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  it('serves source maps only to signed-in users', async () => {
    const map = '/assets/app-1234.js.map';
    for (const path of [map, '/assets/app-1234.js%2Emap', '/assets/app-1234.js.MAP']) {
      expectProblemWithHeaders(await anonymous().fetch(path), 404, '/problems/not-found');
      expectProblemWithHeaders(await anonymous().fetch(path, { headers: { accept: 'text/html' } }), 404);
    }
    expect((await anonymous().fetch('/assets/app-1234.js')).status).toBe(200);
    const user = anonymous();
    expect((await user.login('support')).status).toBe(200);
    const res = await user.fetch(map);
    expect(res.status).toBe(200);
    expect(res.text).toContain('"version":3');
  });
});
