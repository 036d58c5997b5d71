import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  NOACCESS_KEY,
  newPlaceBody,
  startTestSandbox,
  type TestSandbox,
} from '../testing/test-sandbox';
import { expectPlatformProblemBody } from '../testing/expect-platform-problem';
import { rawRequest, type RawResponse } from '../../testing/raw-request';

// Platform conventions (spec 001, 7 "General formats and features"; spec 000, 2.6 and 7), checked over
// real HTTP against the pickup place list and its neighbours.

const LIST = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;
const PLACES = '/api/v1/pickup-place';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

/** A request through node:http: no transparent decompression, any header allowed, raw bytes back. */
const raw = (
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: Buffer | string,
) => rawRequest(sandbox.url, method, path, headers, body);

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: { 'X-API-Key': DEMO_KEY, ...(init.headers as Record<string, string>) },
  });

async function createPlace(): Promise<string> {
  const res = await api(PLACES, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(newPlaceBody()),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('gzip (spec 001, 7: Accept-Encoding and Content-Encoding)', () => {
  it('answers gzip when Accept-Encoding: gzip asks for it, and the body gunzips to JSON', async () => {
    const res = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY, 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    // gzip magic bytes
    expect(res.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const json = JSON.parse(gunzipSync(res.body).toString('utf8')) as { items: unknown[]; page: unknown };
    expect(Array.isArray(json.items)).toBe(true);
    expect(json.page).toBeTypeOf('object');
  });

  it('answers uncompressed when no encoding is asked for', async () => {
    const res = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(res.body.toString('utf8'))).not.toThrow();
  });

  it('accepts a gzip-compressed JSON request body with Content-Encoding: gzip', async () => {
    const body = newPlaceBody({ name: 'Gzip výdejna' });
    const compressed = gzipSync(Buffer.from(JSON.stringify(body), 'utf8'));
    const res = await raw(
      'POST',
      PLACES,
      {
        'X-API-Key': DEMO_KEY,
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': compressed.length,
      },
      compressed,
    );
    expect(res.status, res.body.toString()).toBe(201);
    const created = JSON.parse(res.body.toString('utf8')) as {
      id: string;
      name: string;
      originPickupPlaceId: string;
    };
    expect(created.name).toBe('Gzip výdejna');
    expect(created.originPickupPlaceId).toBe(body.originPickupPlaceId);
  });
});

describe('prettyPrint (spec 001, 7)', () => {
  it('indents JSON by default', async () => {
    const res = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY });
    const text = res.body.toString('utf8');
    expect(text).toContain('\n');
    expect(text).toMatch(/\n {2}"/);
  });

  it('removes line breaks and indentation with prettyPrint=false', async () => {
    const res = await raw('GET', `${LIST}&prettyPrint=false`, { 'X-API-Key': DEMO_KEY });
    expect(res.status).toBe(200);
    const text = res.body.toString('utf8');
    expect(text).not.toContain('\n');
    expect(text).not.toMatch(/:\s"/);
    expect(JSON.parse(text)).toHaveProperty('items');
  });
});

describe('Accept-Language (spec 001, 7.3)', () => {
  it('gives a Czech title with Accept-Language: cs and the English one by default', async () => {
    const path = `${PLACES}/${randomUUID()}`;
    const en = await api(path);
    const cs = await api(path, { headers: { 'Accept-Language': 'cs' } });
    expect(en.status).toBe(404);
    expect(cs.status).toBe(404);
    const enBody = (await en.json()) as { title: string };
    const csBody = (await cs.json()) as { title: string };
    expect(enBody.title).toBe('Not Found');
    expect(csBody.title).toBeTruthy();
    expect(csBody.title).not.toBe(enBody.title);
  });
});

describe('Accept negotiation (spec 001, 7: 406)', () => {
  it('refuses Accept: application/xml with 406 and a JSON error', async () => {
    const res = await api(LIST, { headers: { Accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expectPlatformProblemBody(
      406,
      res.headers.get('content-type'),
      (await res.json()) as Record<string, unknown>,
    );
  });

  it.each([
    ['application/json', 'application/json'],
    ['*/*', '*/*'],
  ])('serves Accept: %s', async (_name, accept) => {
    const res = await api(LIST, { headers: { Accept: accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves JSON when Accept is absent', async () => {
    const res = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('Content-Type (spec 001, 7: 415)', () => {
  it('refuses a POST with Content-Type text/plain', async () => {
    const res = await api(PLACES, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(newPlaceBody()),
    });
    expect(res.status).toBe(415);
    expectPlatformProblemBody(
      415,
      res.headers.get('content-type'),
      (await res.json()) as Record<string, unknown>,
    );
  });

  it('refuses a PATCH with Content-Type application/x-www-form-urlencoded', async () => {
    const id = await createPlace();
    const res = await api(`${PLACES}/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Nov%C3%A9+jm%C3%A9no',
    });
    expect(res.status).toBe(415);
    expectPlatformProblemBody(
      415,
      res.headers.get('content-type'),
      (await res.json()) as Record<string, unknown>,
    );
    const after = (await (await api(`${PLACES}/${id}`)).json()) as { name: string };
    expect(after.name).toBe('Test výdejna Praha');
  });
});

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
    const res = await fetch(`${sandbox.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(res.status).toBe(200);
  });
});

describe('ETag and If-None-Match (spec 001, 7)', () => {
  it('puts an ETag on every GET answer: list, place and root', async () => {
    const id = await createPlace();
    for (const path of [LIST, `${PLACES}/${id}`]) {
      const res = await api(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(/^(W\/)?"[^"]+"$/);
    }
    const root = await fetch(`${sandbox.url}/`);
    expect(root.status).toBe(200);
    expect(root.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
  });

  it('answers 304 with an empty body when If-None-Match carries the current ETag', async () => {
    const first = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY, 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('answers 304 with an empty body also when gzip is asked for, without a Content-Length of a compressed empty body', async () => {
    const ok = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY, 'Accept-Encoding': 'gzip' });
    expect(ok.status).toBe(200);
    const etag = ok.headers.etag!;
    const res = await raw('GET', LIST, {
      'X-API-Key': DEMO_KEY,
      'If-None-Match': etag,
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    // RFC 9110, 8.6: a 304 MUST NOT carry a Content-Length other than that of the 200 answer.
    const length = res.headers['content-length'];
    if (length !== undefined) expect(Number(length)).toBe(ok.body.length);
  });

  it('answers 304 on a place read with its ETag and 200 once the place changed', async () => {
    const id = await createPlace();
    const first = await raw('GET', `${PLACES}/${id}`, { 'X-API-Key': DEMO_KEY });
    const etag = first.headers.etag!;
    expect(
      (await raw('GET', `${PLACES}/${id}`, { 'X-API-Key': DEMO_KEY, 'If-None-Match': etag })).status,
    ).toBe(304);
    const patched = await api(`${PLACES}/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Změněno' }),
    });
    expect(patched.status).toBe(200);
    const after = await raw('GET', `${PLACES}/${id}`, { 'X-API-Key': DEMO_KEY, 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString('utf8'))).toMatchObject({ id, name: 'Změněno' });
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers 200 with the body for a stale ETag', async () => {
    const res = await raw('GET', LIST, { 'X-API-Key': DEMO_KEY, 'If-None-Match': '"stale-etag-value"' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('items');
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
