import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, DEMO_ESHOP, DEMO_KEY, startStack, type Stack } from '@/testing/stack';
import { expectProblem } from '@/testing/expect-problem';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { signedIn } from '@/testing/signed-in';
import { PLACES, expectNoUpstreamSecrets } from './places-proxy.fixture';

// The pickup place proxy against a fake platform that misbehaves on purpose (slow, HTML 500,
// maintenance, leaky headers): every fault reaches the browser as the BFF's own ProblemDetail.

describe('upstream faults are normalized', () => {
  type Mode = 'slow' | 'html500' | 'maintenance' | 'leaky' | 'leaky401' | 'gateway-timeout';
  let mode: Mode = 'slow';
  let fake: FakeUpstream;
  let stack: Stack;
  let staff: BrowserClient;
  const timers = new Set<NodeJS.Timeout>();

  const answer = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string | string[]>,
    body: string,
  ) => {
    res.writeHead(status, headers);
    res.end(body);
  };

  beforeAll(async () => {
    fake = await startFakeUpstream((req, res) => {
      req.resume();
      switch (mode) {
        case 'slow': {
          const t = setTimeout(
            () => answer(res, 200, { 'content-type': 'application/json' }, '{"items":[]}'),
            3000,
          );
          timers.add(t);
          return;
        }
        case 'html500':
          return answer(
            res,
            500,
            { 'content-type': 'text/html' },
            '<html><body><h1>500 Internal Server Error</h1></body></html>',
          );
        case 'maintenance':
          return answer(
            res,
            503,
            { 'content-type': 'text/html', 'retry-after': '120' },
            '<html>Down for maintenance</html>',
          );
        case 'gateway-timeout':
          return answer(res, 504, { 'content-type': 'text/plain' }, 'upstream timed out');
        case 'leaky':
          return answer(
            res,
            200,
            {
              'content-type': 'application/json',
              'set-cookie': ['platform_sid=abc; HttpOnly', 'tracking=1'],
              'www-authenticate': 'Basic realm="ClientApi"',
              'x-internal-token': DEMO_KEY,
              server: 'platform/1.2.3',
            },
            JSON.stringify({
              items: [],
              page: { totalPages: 0, totalElements: 0, size: 20, number: 0, first: true, last: true },
            }),
          );
        case 'leaky401':
          return answer(
            res,
            401,
            {
              'content-type': 'application/problem+json',
              'set-cookie': 'platform_sid=abc; HttpOnly',
              'www-authenticate': 'Bearer realm="ClientApi", error="invalid_token"',
            },
            JSON.stringify({
              type: '/problems/unauthorized',
              title: 'Unauthorized',
              status: 401,
              detail: 'The API key is not valid.',
            }),
          );
      }
    });
    stack = await startStack({ upstreamUrl: fake.url, bff: { upstreamTimeoutMs: 500 } });
    staff = await signedIn(stack, 'staff');
  });
  afterAll(async () => {
    for (const t of timers) clearTimeout(t);
    await stack?.close();
    await fake?.close();
  });

  const list = () => staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}`);

  it('answers 504 ProblemDetail when the platform does not answer in time', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await list();
    const took = Date.now() - started;
    expectProblem(res, 504, '/problems/upstream-timeout');
    expect(took).toBeLessThan(1500);
  });

  it('answers 502 ProblemDetail for a non-JSON 500', async () => {
    mode = 'html500';
    const res = await list();
    expectProblem(res, 502);
    expect(res.text).not.toContain('<html');
  });

  it('answers 503 ProblemDetail (maintenance) for a 503, keeping Retry-After', async () => {
    mode = 'maintenance';
    const res = await list();
    expectProblem(res, 503, '/problems/upstream-maintenance');
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.text).not.toContain('<html');
  });

  it('answers 504 ProblemDetail for an upstream 504 in plain text', async () => {
    mode = 'gateway-timeout';
    expectProblem(await list(), 504);
  });

  it('drops Set-Cookie, WWW-Authenticate and other upstream headers from a success', async () => {
    mode = 'leaky';
    const res = await list();
    expect(res.status).toBe(200);
    expectNoUpstreamSecrets(res.headers);
    expect(res.headers.get('x-internal-token')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
  });

  it('drops them from an error too', async () => {
    mode = 'leaky401';
    const res = await list();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expectNoUpstreamSecrets(res.headers);
  });
});
