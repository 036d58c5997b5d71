import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlace } from '@/testing/fixtures/places';
import { cutOffAnswer, startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import type { BrowserClient } from '@/testing/stack';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  SHOWCASE_ORDER,
  startStack,
  type Stack,
} from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// Faults of the platform that must not leak through the BFF, over real HTTP with a fake upstream
// that misbehaves on purpose: wrong content types, broken or cut-off bodies, a body that stalls
// mid-stream, redirects, and error texts that are not the platform's known messages.

const PLACES = '/api/v1/pickup-place';
const PLACE_ID = '11111111-1111-4111-8111-111111111111';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let fake: FakeUpstream;
let stack: Stack;
let staff: BrowserClient;

const json = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

function expectBadUpstream(res: { status: number; headers: Headers; data: unknown; text: string }) {
  expect(res.status).toBe(502);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.data).toMatchObject({ type: '/problems/bad-upstream', status: 502 });
  expect(res.headers.get('location')).toBeNull();
}

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    req.resume();
    handler(req, res);
  });
  stack = await startStack({
    upstreamUrl: fake.url,
    bff: { upstreamTimeoutMs: 500 },
  });
  staff = await signedIn(stack, 'staff');
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

const list = () => staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}`);

describe('a success of the wrong kind is a 502 in the BFF’s words', () => {
  it('HTML, garbage and text/plain answered 200 are not relayed', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Sign in to the proxy</body></html>');
    };
    const html = await list();
    expectBadUpstream(html);
    expect(html.text).not.toContain('<html');

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 9 });
      res.end('{"items":');
    };
    expectBadUpstream(await list());

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('{"items":[],"page":null}');
    };
    expectBadUpstream(await list());
  });

  it('a place that does not match the contract is not relayed', async () => {
    handler = (_req, res) => json(res, 200, { id: PLACE_ID, eshopId: DEMO_ESHOP, debug: 'sql: select *' });
    const res = await staff.fetch(`${PLACES}/${PLACE_ID}`);
    expectBadUpstream(res);
    expect(res.text).not.toContain('sql');
  });

  it('a place that passed once is still judged by its bytes: the same id answering a broken place is a 502', async () => {
    // Reads remember the answers that passed (answer-verdicts.ts); what they remember is the body,
    // never the id, so a later answer of the same place that is not the contract's is stopped.
    const good = samplePlace({ id: PLACE_ID, eshopId: DEMO_ESHOP });
    handler = (_req, res) => json(res, 200, good);
    for (let k = 0; k < 2; k++) {
      const res = await staff.fetch(`${PLACES}/${PLACE_ID}`);
      expect(res.status).toBe(200);
      expect(res.data).toEqual(good);
    }
    handler = (_req, res) => json(res, 200, { ...good, storageTimeInDays: 'forever' });
    expectBadUpstream(await staff.fetch(`${PLACES}/${PLACE_ID}`));
    // And a place of an e-shop this installation does not manage is refused each time it comes.
    const foreign = { ...good, eshopId: '99999999-9999-4999-8999-999999999999' };
    handler = (_req, res) => json(res, 200, foreign);
    for (let k = 0; k < 2; k++) expect((await staff.fetch(`${PLACES}/${PLACE_ID}`)).status).toBe(404);
  });

  it('a body cut off before its Content-Length is a 502, not a 500', async () => {
    handler = cutOffAnswer('{"items":[{"id":"');
    const res = await list();
    expectBadUpstream(res);
  });

  it('a redirect is never passed to the browser', async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: 'https://evil.example/phish', 'content-length': 0 });
      res.end();
    };
    expectBadUpstream(await list());
    handler = (_req, res) => {
      res.writeHead(301, { location: '/oauth/approvals', 'content-length': 0 });
      res.end();
    };
    expectBadUpstream(await staff.fetch(`${PLACES}/${PLACE_ID}`));
  });
});

describe('a large answer that stalls mid-stream', () => {
  it('ends the browser’s connection instead of a clean, cut-off 200', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: it streams
      res.write(`{"items":[${'{"id":"x"},'.repeat(10_000)}`);
      // …and never more: the BFF's body timeout (500 ms) fires.
    };
    const { hostname, port } = new URL(stack.bffUrl);
    const started = Date.now();
    const outcome = await new Promise<{ status: number; ended: 'clean' | 'broken' }>((resolve) => {
      const req = httpRequest(
        { hostname, port, path: `${PLACES}?eshopId=${DEMO_ESHOP}`, headers: { cookie: staff.cookie } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, ended: 'clean' }));
          res.on('error', () => resolve({ status: res.statusCode!, ended: 'broken' }));
          res.on('aborted', () => resolve({ status: res.statusCode!, ended: 'broken' }));
        },
      );
      req.on('error', () => resolve({ status: 0, ended: 'broken' }));
      req.end();
    });
    expect(outcome.ended).toBe('broken');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('error texts pass only when they are the platform’s known messages', () => {
  it('replaces an unknown detail, title and field message with the BFF’s words', async () => {
    handler = (req, res) =>
      json(
        res,
        404,
        {
          type: '/problems/not-found',
          title: `Key ${req.headers['x-api-key']} rejected`,
          status: 404,
          detail: `Lookup failed with X-API-Key ${req.headers['x-api-key']} on db01.internal:5432`,
          properties: {
            errors: [{ field: 'name', message: `<script>alert(1)</script> ${req.headers['x-api-key']}` }],
          },
        },
        'application/problem+json',
      );
    const res = await staff.fetch(`${PLACES}/${PLACE_ID}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(DEMO_KEY);
    expect(res.text).not.toContain('db01');
    expect(res.text).not.toContain('<script>');
    expect(res.data).toMatchObject({ type: '/problems/not-found', title: 'Not found' });
    expect(res.data.properties.errors).toEqual([{ field: 'name', message: 'is invalid' }]);
  });

  it('reads field errors of another shape as unknown ones, not as a fault', async () => {
    const errors = [null, 7, 'name', { field: 3, message: 'x' }, { field: 'name', message: ['Required'] }];
    handler = (_req, res) =>
      json(
        res,
        400,
        { title: 'Bad Request', status: 400, properties: { errors } },
        'application/problem+json',
      );
    const res = await staff.fetch(`${PLACES}/${PLACE_ID}`);
    expect(res.status).toBe(400);
    expect(res.data.properties.errors).toEqual([
      ...Array.from({ length: 4 }, () => ({ field: '', message: 'is invalid' })),
      { field: 'name', message: 'is invalid' },
    ]);
  });

  it('passes the platform’s own sentences (English and Czech) and field messages as they are', async () => {
    handler = (_req, res) =>
      json(
        res,
        412,
        {
          type: '/problems/precondition-failed',
          title: 'Záznam se mezitím změnil',
          status: 412,
          detail: 'Místo se od načtení změnilo; načtěte jej znovu.',
          properties: {
            errors: [
              {
                field: 'openingHours.regular.monday[1].to',
                message: 'musí být čas HH:mm mezi 00:00 a 24:00',
              },
            ],
          },
        },
        'application/problem+json',
      );
    const res = await staff.fetch(`${PLACES}/${PLACE_ID}`, { headers: { 'accept-language': 'cs' } });
    expect(res.status).toBe(412);
    expect(res.data).toMatchObject({
      title: 'Záznam se mezitím změnil',
      detail: 'Místo se od načtení změnilo; načtěte jej znovu.',
      properties: {
        errors: [
          { field: 'openingHours.regular.monday[1].to', message: 'musí být čas HH:mm mezi 00:00 a 24:00' },
        ],
      },
    });
  });

  it('does the same for the order endpoint’s envelope', async () => {
    handler = (req, res) =>
      json(res, 404, {
        code: 404,
        status: 'error',
        message: `Order not found for token ${req.headers.authorization}`,
        errors: [{ field: 'orderId', message: 'is wrong, see /etc/passwd', value: null }],
      });
    const res = await staff.fetch(`/api/v1/order/${SHOWCASE_ORDER}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(DEMO_REST_TOKEN);
    expect(res.text).not.toContain('passwd');
    expect(res.data.properties.errors).toEqual([{ field: 'orderId', message: 'is invalid' }]);
  });
});
