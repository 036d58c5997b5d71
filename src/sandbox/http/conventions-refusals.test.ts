import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ESHOP, DEMO_KEY, NOACCESS_KEY } from '../testing/test-sandbox';
import { expectPlatformProblemBody } from '../testing/expect-platform-problem';
import type { RawResponse } from '../testing/raw-request';
import { LIST, PLACES, conventionsSandbox } from './conventions.fixture';

// Platform conventions (spec 001, 5, 7 and 9; spec 000, 2.6 and 7) about what is refused: methods,
// URI length, method override, retired versions, plain HTTP, and the ProblemDetail every refusal is.

const { sandbox, raw, api, createPlace } = conventionsSandbox();

describe('Method not allowed (spec 001, 7: 405)', () => {
  it('answers PUT on the collection with 405 and an Allow header listing GET and POST', async () => {
    const res = await api(PLACES, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim());
    expect(allow).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(allow).not.toContain('PUT');
    expect(allow).not.toContain('DELETE');
    expectPlatformProblemBody(
      405,
      res.headers.get('content-type'),
      (await res.json()) as Record<string, unknown>,
    );
  });

  it.each(['TRACE', 'QUERY'])(
    'answers %s on a place and an order with 405 and Allow (issue 49)',
    async (method) => {
      const id = await createPlace();
      for (const [path, allowed] of [
        [`${PLACES}/${id}`, 'GET, PATCH, DELETE, HEAD'],
        [`/api/v1/order/${randomUUID()}`, 'GET, HEAD'],
      ] as const) {
        const res = await raw(method, path, { 'X-API-Key': DEMO_KEY });
        expect(res.status, `${method} ${path}: ${res.body}`).toBe(405);
        expect(res.headers.allow).toBe(allowed);
      }
    },
  );

  it('answers every method but POST on /oauth/token with 405 and Allow: POST (issue 49)', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'QUERY']) {
      const res = await raw(method, '/oauth/token', {});
      expect(res.status, `${method}: ${res.body}`).toBe(405);
      expect(res.headers.allow).toBe('POST');
    }
  });

  it('answers DELETE on the collection with 405', async () => {
    const res = await api(PLACES, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toMatch(/GET/);
  });
});

describe('URI length (spec 001, 7: 414)', () => {
  it('answers a URI longer than 4096 characters with 414', async () => {
    const path = `${LIST}&pad=${'x'.repeat(4200)}`;
    expect(path.length).toBeGreaterThan(4096);
    const res = await raw('GET', path, { 'X-API-Key': DEMO_KEY });
    expect(res.status).toBe(414);
  });

  it('still serves a long URI below the limit', async () => {
    const path = `${LIST}&pad=${'x'.repeat(3900)}`;
    expect(path.length).toBeLessThanOrEqual(4096);
    const res = await raw('GET', path, { 'X-API-Key': DEMO_KEY });
    expect(res.status).not.toBe(414);
  });
});

describe('X-HTTP-Method-Override (spec 001, 7)', () => {
  it('turns a POST with override DELETE into a delete', async () => {
    const id = await createPlace();
    const res = await api(`${PLACES}/${id}`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await api(`${PLACES}/${id}`)).status).toBe(404);
  });

  it('turns a POST with override PUT into a PUT, which a place does not allow (405)', async () => {
    const id = await createPlace();
    const res = await api(`${PLACES}/${id}`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'PUT', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow') ?? '').not.toContain('PUT');
    expect((await api(`${PLACES}/${id}`)).status).toBe(200);
  });

  it('keeps a GET a GET even with override DELETE', async () => {
    const id = await createPlace();
    const res = await api(`${PLACES}/${id}`, { headers: { 'X-HTTP-Method-Override': 'DELETE' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(id);
    expect((await api(`${PLACES}/${id}`)).status).toBe(200);
  });

  it.each(['PATCH', 'GET'])('refuses override %s on a POST with 400', async (override) => {
    const id = await createPlace();
    const res = await api(`${PLACES}/${id}`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': override, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Přepsáno' }),
    });
    expect(res.status).toBe(400);
    const after = (await (await api(`${PLACES}/${id}`)).json()) as { name: string };
    expect(after.name).toBe('Test výdejna Praha');
  });
});

describe('Retired versions (spec 001, 9: 410)', () => {
  it.each(['/v1/anything', '/api/v0/pickup-place'])('answers GET %s with 410', async (path) => {
    const res = await api(path);
    expect(res.status).toBe(410);
  });
});

describe('Plain HTTP (spec 001, 5: 426)', () => {
  it('refuses an API path reported as plain HTTP by a proxy', async () => {
    const res = await api(LIST, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(res.status).toBe(426);
    // RFC 9110, 15.5.22: a 426 names the protocol to switch to in Upgrade.
    expect(res.headers.get('upgrade')).toMatch(/TLS/);
    expectPlatformProblemBody(
      426,
      res.headers.get('content-type'),
      (await res.json()) as Record<string, unknown>,
    );
  });

  it('keeps the bare root open', async () => {
    const res = await fetch(`${sandbox().url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(res.status).toBe(200);
  });
});

describe('ProblemDetail on pickup place paths (spec 000, 2.6 and 7)', () => {
  const cases: [string, number, () => Promise<RawResponse>][] = [
    ['404 unknown place', 404, () => raw('GET', `${PLACES}/${randomUUID()}`, { 'X-API-Key': DEMO_KEY })],
    ['400 bad id', 400, () => raw('GET', `${PLACES}/not-a-uuid`, { 'X-API-Key': DEMO_KEY })],
    ['400 missing eshopId', 400, () => raw('GET', PLACES, { 'X-API-Key': DEMO_KEY })],
    ['401 missing key', 401, () => raw('GET', LIST)],
    ['401 unknown key', 401, () => raw('GET', LIST, { 'X-API-Key': 'nope' })],
    ['403 key without access', 403, () => raw('GET', LIST, { 'X-API-Key': NOACCESS_KEY })],
    ['405 PUT', 405, () => raw('PUT', PLACES, { 'X-API-Key': DEMO_KEY })],
    ['406 xml', 406, () => raw('GET', LIST, { 'X-API-Key': DEMO_KEY, Accept: 'application/xml' })],
    ['414 long URI', 414, () => raw('GET', `${LIST}&pad=${'y'.repeat(4200)}`, { 'X-API-Key': DEMO_KEY })],
    [
      '415 text/plain',
      415,
      () => raw('POST', PLACES, { 'X-API-Key': DEMO_KEY, 'Content-Type': 'text/plain' }, 'hello'),
    ],
    ['426 plain http', 426, () => raw('GET', LIST, { 'X-API-Key': DEMO_KEY, 'X-Forwarded-Proto': 'http' })],
  ];

  it.each(cases)(
    '%s answers application/problem+json with type, title, status, detail, instance',
    async (_name, status, send) => {
      const res = await send();
      expect(res.status).toBe(status);
      const body = JSON.parse(res.body.toString('utf8')) as Record<string, unknown>;
      expectPlatformProblemBody(status, res.headers['content-type'], body);
      expect(body.instance).toMatch(/^\/api\/v1\/pickup-place/);
    },
  );

  it('answers a body that is not valid JSON with a 400 ProblemDetail, not a 500, and no stack trace', async () => {
    const res = await raw(
      'POST',
      PLACES,
      { 'X-API-Key': DEMO_KEY, 'Content-Type': 'application/json' },
      `{"eshopId": "${DEMO_ESHOP}", "name": `,
    );
    expect(res.status).toBe(400);
    const text = res.body.toString('utf8');
    const body = JSON.parse(text) as Record<string, unknown>;
    expectPlatformProblemBody(400, res.headers['content-type'], body);
    expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    expect(text).not.toMatch(/node_modules|SyntaxError|\.ts:\d|\.js:\d/);
    expect(body).not.toHaveProperty('stack');
  });
});
