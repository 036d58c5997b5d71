import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemDetailSchema } from '@/contract/common';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, SHOWCASE_ORDER, startStack, type BrowserClient, type Stack } from '@/testing/stack';

// Issue 49: through the BFF, a method a path does not have answered 404 "Nothing at …" with no
// Allow, where the platform answers 405 and names the methods (spec 001, 7). Every path the BFF
// serves, relayed or its own, answers so; a path no method has stays a 404.

/** One request as it goes on the wire: Node's fetch refuses TRACE, and sends no QUERY body freely. */
function raw(stack: Stack, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow: string | undefined; type: string; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(`${stack.bffUrl}${path}`, { method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            type: String(res.headers['content-type'] ?? ''),
            body,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('a method a path does not have (issue 49)', () => {
  let stack: Stack;
  let staff: BrowserClient;
  let placeId = '';
  beforeAll(async () => {
    stack = await startStack();
    staff = await signedIn(stack, 'staff');
    const page = await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`);
    placeId = page.data.items[0].id;
  });
  afterAll(() => stack?.close());

  const refused = async (method: string, path: string, allow: string) => {
    const res = await staff.fetch(path, { method, json: method === 'GET' ? undefined : {} });
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = ProblemDetailSchema.parse(res.data);
    expect(problem).toMatchObject({ status: 405, type: '/problems/method-not-allowed', instance: path });
    expect(problem.detail).toContain(method);
  };

  it('answers 405 with Allow on the relayed places and orders paths, as the platform does', async () => {
    await refused('PUT', '/api/v1/pickup-place', 'GET, HEAD, POST');
    await refused('PUT', `/api/v1/pickup-place/${placeId}`, 'GET, HEAD, PATCH, DELETE');
    await refused('POST', `/api/v1/pickup-place/${placeId}`, 'GET, HEAD, PATCH, DELETE');
    await refused('POST', `/api/v1/order/${SHOWCASE_ORDER}`, 'GET, HEAD');
    await refused('DELETE', `/api/v1/order/${SHOWCASE_ORDER}`, 'GET, HEAD');
  });

  it('answers 405 on the BFF’s own paths, for every method Fastify routes', async () => {
    await refused('DELETE', '/auth/session', 'GET, HEAD');
    await refused('GET', '/auth/login', 'POST');
    const trace = await raw(stack, 'TRACE', `/bff/places/search?eshopId=${DEMO_ESHOP}`);
    expect(trace.status).toBe(405);
    expect(trace.allow).toBe('GET, HEAD');
    expect(trace.type).toMatch(/^application\/problem\+json/);
    for (const method of ['QUERY', 'OPTIONS', 'TRACE']) {
      // No session, no body, no content type: refused for its method before anything else is judged.
      const res = await raw(stack, method, '/api/v1/pickup-place');
      expect(res.status, method).toBe(405);
      expect(res.allow, method).toBe('GET, HEAD, POST');
    }
  });

  it('keeps a 404 for a path no method has, and the app for a browser’s navigation', async () => {
    const api = await staff.fetch('/api/v1/nowhere', { method: 'PUT', json: {} });
    expect(api.status).toBe(404);
    expect(api.headers.get('allow')).toBeNull();
    expect((await raw(stack, 'TRACE', '/bff/nowhere')).status).toBe(404);
    const page = await staff.fetch('/some/deep/link', { headers: { accept: 'text/html' } });
    expect(page.headers.get('allow')).toBeNull();
    expect(page.status).not.toBe(405);
    expect(page.status).not.toBe(404);
  });
});
