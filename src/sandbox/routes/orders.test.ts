import { describe, expect, it } from 'vitest';
import { DEMO_REST_TOKEN, SHOWCASE_ORDER, useTestSandbox } from '../testing/test-sandbox';
import { rawRequest } from '../testing/raw-request';

// GET /api/v1/order/{orderId} over real HTTP (spec 001, 4.1, 5 and 7).

const OTHER_ACCOUNT_ORDER = 'dddddddd-dddd-4ddd-8ddd-dddddddddd01';
const UNKNOWN_ORDER = 'cccccccc-cccc-4ccc-8ccc-ccccccccff99';

const sandbox = useTestSandbox();

const orderUrl = (id: string) => `${sandbox().url}/api/v1/order/${id}`;

function getOrder(id: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return fetch(orderUrl(id), { ...init, headers: { authorization: `Basic ${DEMO_REST_TOKEN}`, ...headers } });
}

/** A raw request without decompression, so the exact body bytes are visible. */
const raw = (path: string, headers: Record<string, string>) =>
  rawRequest(sandbox().url, 'GET', path, headers);

interface Envelope {
  code: number | string;
  status: string;
  message: string;
  errors: { message: string; field: string; value: unknown }[];
}

async function expectEnvelope(res: Response, status: number): Promise<Envelope> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as Envelope;
  expect(body).toMatchObject({ code: status, status: 'error' });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Array.isArray(body.errors)).toBe(true);
  return body;
}

describe('GET /api/v1/order/{orderId} with the Basic token', () => {
  it('returns the showcase order as JSON with parcels and an ETag', async () => {
    const res = await getOrder(SHOWCASE_ORDER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('etag')).toBeTruthy();
    const order = (await res.json()) as {
      id: string;
      parcels: { id: string; orderId: string; timeline: unknown[] }[];
    };
    expect(order.id).toBe(SHOWCASE_ORDER);
    expect(order.parcels.length).toBeGreaterThanOrEqual(2);
    for (const parcel of order.parcels) {
      expect(parcel.orderId).toBe(SHOWCASE_ORDER);
      expect(parcel.timeline.length).toBeGreaterThan(0);
    }
  });

  it('answers If-None-Match with the current ETag by 304 and an empty body', async () => {
    const first = await getOrder(SHOWCASE_ORDER);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    await first.arrayBuffer();

    const again = await getOrder(SHOWCASE_ORDER, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // On the wire, with and without gzip requested: no body bytes at all.
    for (const encoding of ['identity', 'gzip']) {
      const wire = await raw(`/api/v1/order/${SHOWCASE_ORDER}`, {
        authorization: `Basic ${DEMO_REST_TOKEN}`,
        'if-none-match': etag!,
        'accept-encoding': encoding,
      });
      expect(wire.status, encoding).toBe(304);
      expect(wire.body.length, encoding).toBe(0);
    }
  });

  it('answers a stale If-None-Match with the full order', async () => {
    const res = await getOrder(SHOWCASE_ORDER, { 'if-none-match': '"not-the-current-tag"' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(SHOWCASE_ORDER);
  });
});

describe('authentication of the order lookup', () => {
  it('refuses a request without Authorization with 401, the envelope and a challenge', async () => {
    const res = await fetch(orderUrl(SHOWCASE_ORDER));
    expect(res.headers.get('www-authenticate')).toBeTruthy();
    const body = await expectEnvelope(res, 401);
    expect(body.errors).toEqual([]);
    expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message', 'status']);
  });

  it('refuses a wrong Basic token with 401', async () => {
    const res = await getOrder(SHOWCASE_ORDER, { authorization: 'Basic not-a-token' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
    const body = await expectEnvelope(res, 401);
    expect(body.errors).toEqual([]);
  });

  it('refuses "Basic" followed by two spaces with 401 (exactly one space is required)', async () => {
    const res = await getOrder(SHOWCASE_ORDER, { authorization: `Basic  ${DEMO_REST_TOKEN}` });
    await expectEnvelope(res, 401);
  });

  it('refuses an invalid Bearer token with 401, an invalid_token challenge and an empty errors array', async () => {
    const res = await getOrder(SHOWCASE_ORDER, { authorization: `Bearer ${'x'.repeat(40)}` });
    expect(res.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="ClientApi", error="invalid_token", error_description="[^"]+"$/,
    );
    const body = await expectEnvelope(res, 401);
    expect(body.errors).toEqual([]);
  });
});

describe('authentication of the platform’s other resources (spec 001, 4.4 and 5)', () => {
  const resource = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${sandbox().url}${path}`, { headers });

  it.each(['/v4/deliveries?deliveryId=1', '/v3', '/v2/anything/else'])(
    'refuses %s without credentials with 401, the envelope and a challenge',
    async (path) => {
      const res = await resource(path);
      expect(res.headers.get('www-authenticate')).toBeTruthy();
      expect((await expectEnvelope(res, 401)).errors).toEqual([]);
    },
  );

  it('refuses a wrong token there with 401, and answers 404 to the right one (the sandbox holds no such resource)', async () => {
    await expectEnvelope(await resource('/v4/deliveries', { authorization: 'Basic not-a-token' }), 401);
    await expectEnvelope(
      await resource('/v4/deliveries', { authorization: `Basic ${DEMO_REST_TOKEN}` }),
      404,
    );
  });

  it('still needs no credentials at the root', async () => {
    expect((await resource('/')).status).toBe(200);
  });
});

describe('order lookup errors', () => {
  it('answers a malformed order id with 400 naming the orderId field', async () => {
    const res = await getOrder('not-a-uuid');
    const body = await expectEnvelope(res, 400);
    expect(body.errors.length).toBeGreaterThanOrEqual(1);
    expect(body.errors[0]!.field).toBe('orderId');
    expect(typeof body.errors[0]!.message).toBe('string');
  });

  it('answers an unknown order id with 404', async () => {
    const body = await expectEnvelope(await getOrder(UNKNOWN_ORDER), 404);
    expect(body.errors).toEqual([]);
  });

  it("hides the other account's order (404 for the demo token)", async () => {
    const body = await expectEnvelope(await getOrder(OTHER_ACCOUNT_ORDER), 404);
    expect(body.errors).toEqual([]);
  });

  it('answers a POST with 405 and an Allow header listing GET', async () => {
    const res = await getOrder(SHOWCASE_ORDER, {}, { method: 'POST' });
    const allow = res.headers.get('allow') ?? '';
    expect(allow.split(',').map((m) => m.trim())).toContain('GET');
    await expectEnvelope(res, 405);
  });

  it('gives a Czech message for Accept-Language: cs, different from the English one', async () => {
    const en = await expectEnvelope(await getOrder(UNKNOWN_ORDER, { 'accept-language': 'en' }), 404);
    const cs = await expectEnvelope(await getOrder(UNKNOWN_ORDER, { 'accept-language': 'cs' }), 404);
    expect(cs.message).not.toBe(en.message);
    // Default (no Accept-Language) is English.
    const plain = await expectEnvelope(await getOrder(UNKNOWN_ORDER), 404);
    expect(plain.message).toBe(en.message);
  });
});
