import { type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { BrowserClient, DEMO_REST_TOKEN, SHOWCASE_ORDER, startStack, type Stack } from '@/testing/stack';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';

// Order lookup through the BFF: the installation's Basic token against the real sandbox, and the
// normalization of the platform's answers (envelope, HTML, refusals) against a fake upstream.

const ORDER = '/api/v1/order';
const UNKNOWN_ORDER = 'cccccccc-cccc-4ccc-8ccc-ccccccccc999';

describe('order lookup against the sandbox', () => {
  let stack: Stack;
  let support: BrowserClient;

  beforeAll(async () => {
    stack = await startStack();
    support = await signedIn(stack, 'support');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('needs a session', async () => {
    expectProblem(await new BrowserClient(stack.bffUrl).fetch(`${ORDER}/${SHOWCASE_ORDER}`), 401);
  });

  it('reads the showcase order with the installation’s Basic token', async () => {
    const res = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.data.id).toBe(SHOWCASE_ORDER);
    expect(res.data.parcels.length).toBeGreaterThanOrEqual(2);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await stack.bff.platform!.connected((await stack.bff.users.byName('support'))!.id)).toBe(false);

    const again = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`, {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('lets every role read orders', async () => {
    for (const user of ['admin', 'staff']) {
      const client = await signedIn(stack, user);
      expect((await client.fetch(`${ORDER}/${SHOWCASE_ORDER}`)).status).toBe(200);
    }
  });

  it('answers an unknown order with a 404 ProblemDetail normalized from the envelope', async () => {
    const direct = await fetch(`${stack.sandboxUrl}${ORDER}/${UNKNOWN_ORDER}`, {
      headers: { authorization: `Basic ${DEMO_REST_TOKEN}` },
    });
    expect(direct.status).toBe(404);
    const envelope = (await direct.json()) as { status: string; message: string };
    expect(envelope.status).toBe('error');

    const res = await support.fetch(`${ORDER}/${UNKNOWN_ORDER}`);
    expectProblem(res, 404);
    expect(res.data.detail).toBe(envelope.message);
    expect(res.data.instance).toBe(`${ORDER}/${UNKNOWN_ORDER}`);
    expect(res.data).not.toHaveProperty('code');
    expect(res.data).not.toHaveProperty('errors');
  });

  it('answers 403 platform-connect-required without a Basic token or a connected account', async () => {
    const rest = stack.config.rest!;
    stack.config.rest = { url: rest.url };
    try {
      const res = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
      expectProblem(res, 403, '/problems/platform-connect-required');
      expect(res.data.properties).toMatchObject({ connectUrl: '/auth/platform/connect' });
    } finally {
      stack.config.rest = rest;
    }
  });
});

describe('order lookup against a fake upstream', () => {
  type Mode = 'envelope422' | 'basic401' | 'basic403' | 'html500' | 'maintenance' | 'order';
  let mode: Mode = 'order';
  const calls: { url: string; headers: IncomingHttpHeaders }[] = [];
  let fake: FakeUpstream;
  let stack: Stack;
  let support: BrowserClient;

  beforeAll(async () => {
    fake = await startFakeUpstream((req, res) => {
      req.resume();
      calls.push({ url: req.url ?? '', headers: req.headers });
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      switch (mode) {
        case 'order':
          return json(
            200,
            { id: SHOWCASE_ORDER, parcels: [] },
            { 'set-cookie': 'sid=1', 'www-authenticate': 'Basic realm="x"' },
          );
        case 'envelope422':
          return json(422, {
            code: 422,
            status: 'error',
            message: 'Data failed validation.',
            errors: [
              { message: 'must be a UUID', field: 'orderId', value: 'x' },
              { message: 'is not valid', field: 'orderId', value: 'x' },
            ],
          });
        case 'basic401':
          return json(
            401,
            { code: 401, status: 'error', message: 'The API token is not valid.', errors: [] },
            {
              'www-authenticate': 'Basic realm="ClientApi"',
            },
          );
        case 'basic403':
          return json(403, {
            code: 403,
            status: 'error',
            message: 'This token may not read orders.',
            errors: [],
          });
        case 'html500':
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<html><body>Internal Server Error</body></html>');
        case 'maintenance':
          res.writeHead(503, { 'content-type': 'text/html' });
          return res.end('<html><body>Maintenance</body></html>');
      }
    });
    stack = await startStack({ upstreamUrl: fake.url });
    support = await signedIn(stack, 'support');
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('answers a malformed order id with 400 naming orderId, without calling the platform', async () => {
    calls.length = 0;
    for (const id of ['not-a-uuid', '12345', `${SHOWCASE_ORDER}x`]) {
      const res = await support.fetch(`${ORDER}/${id}`);
      expectProblem(res, 400);
      expect(res.data.properties.errors).toEqual([{ field: 'orderId', message: expect.any(String) }]);
    }
    expect(calls).toEqual([]);
  });

  it('sends the Basic token with exactly one space and keeps upstream cookies and challenges away', async () => {
    mode = 'order';
    calls.length = 0;
    const res = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe(`Basic ${DEMO_REST_TOKEN}`);
    expect(calls[0]!.headers.cookie).toBeUndefined();
    expect(calls[0]!.headers['x-csrf-token']).toBeUndefined();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('www-authenticate')).toBeNull();
  });

  it('normalizes an envelope error, keeping its field errors (texts only when the platform’s known ones)', async () => {
    mode = 'envelope422';
    const res = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
    expectProblem(res, 422);
    // Not a message the platform is known to send: the BFF's words for the status instead.
    expect(res.data.detail).not.toBe('Data failed validation.');
    expect(res.data.detail).toEqual(expect.any(String));
    expect(res.data.properties.errors).toEqual([
      { field: 'orderId', message: 'must be a UUID' },
      { field: 'orderId', message: 'is invalid' },
    ]);
  });

  it('turns a refused Basic token into a 502, not the session’s 401, without WWW-Authenticate', async () => {
    mode = 'basic401';
    const res = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
    expectProblem(res, 502);
    expect(res.headers.get('www-authenticate')).toBeNull();
  });

  it('turns a Basic token the platform forbids (403) into the same 502 upstream-credentials', async () => {
    mode = 'basic403';
    const res = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
    expectProblem(res, 502, '/problems/upstream-credentials');
    expect((await support.fetch('/auth/session')).status).toBe(200);
  });

  it('answers 502 for a non-JSON 500 and 503 for maintenance', async () => {
    mode = 'html500';
    const broken = await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`);
    expectProblem(broken, 502);
    expect(broken.text).not.toContain('<html');
    mode = 'maintenance';
    expectProblem(await support.fetch(`${ORDER}/${SHOWCASE_ORDER}`), 503, '/problems/upstream-maintenance');
  });
});
