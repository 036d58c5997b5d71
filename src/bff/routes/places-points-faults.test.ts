import { type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import type { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// The map's read model (GET /bff/places/points) against a platform that fails on purpose: broken
// JSON, a schema-invalid page of 100 MB, the installation's key refused. Every case is a short
// 502 ProblemDetail; never the zod issues, the body or a 401 that would sign the user out.

type Mode = 'garbage' | 'huge' | 'html' | 'refused401' | 'refused403';
let mode: Mode = 'garbage';
let fake: FakeUpstream;
let stack: Stack;
let staff: BrowserClient;
/** Bytes of the huge page written before the BFF stopped reading. */
let hugeWritten = 0;

const HUGE = 100 * 1024 * 1024;
const BAD_ITEM = `{"id":"not-a-uuid","name":${JSON.stringify('x'.repeat(400))}},`;

function sendHuge(res: ServerResponse) {
  hugeWritten = 0;
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': HUGE });
  const chunk = Buffer.from(BAD_ITEM.repeat(Math.floor(65536 / BAD_ITEM.length)));
  const pump = () => {
    while (hugeWritten < HUGE - chunk.length && !res.destroyed) {
      hugeWritten += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
  };
  res.write('{"items":[');
  pump();
}

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    req.resume();
    switch (mode) {
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"items":[{"id":');
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>proxy sign-in</html>');
      case 'huge':
        return sendHuge(res);
      case 'refused401':
      case 'refused403':
        res.writeHead(mode === 'refused401' ? 401 : 403, {
          'content-type': 'application/problem+json',
          'www-authenticate': 'ApiKey',
        });
        return res.end(JSON.stringify({ title: 'Unauthorized', detail: 'The API key is not valid.' }));
    }
  });
  stack = await startStack({ upstreamUrl: fake.url });
  staff = await signedIn(stack, 'staff');
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

const points = () => staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`);

function expectShort502(res: Awaited<ReturnType<typeof points>>, type: string) {
  expect(res.status).toBe(502);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.data.type).toBe(type);
  expect(res.text.length).toBeLessThan(1000);
  expect(res.text).not.toMatch(/not-a-uuid|invalid_format|"path"|xxxx/);
}

describe('GET /bff/places/points against a failing platform', () => {
  it('answers invalid JSON and HTML with a short 502, not a 500', async () => {
    mode = 'garbage';
    expectShort502(await points(), '/problems/bad-upstream');
    mode = 'html';
    expectShort502(await points(), '/problems/bad-upstream');
  });

  it('stops reading a 100 MB schema-invalid page at its cap and answers a short 502', async () => {
    mode = 'huge';
    const rssBefore = process.memoryUsage().rss;
    const res = await points();
    expectShort502(res, '/problems/bad-upstream');
    // The cap is 8 MiB; socket buffers on the way let a little more be written.
    expect(hugeWritten).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('answers the installation’s key refused (401 or 403) with 502 upstream-credentials, never 401', async () => {
    for (const refused of ['refused401', 'refused403'] as const) {
      mode = refused;
      const res = await points();
      expectShort502(res, '/problems/upstream-credentials');
      expect(res.headers.get('www-authenticate')).toBeNull();
    }
    // The session is untouched.
    expect((await staff.fetch('/auth/session')).status).toBe(200);
  });
});
