import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY, newPlaceBody } from '../testing/test-sandbox';
import { expectPlatformProblemBody } from '../testing/expect-platform-problem';
import { LIST, PLACES, conventionsSandbox } from './conventions.fixture';

// Platform conventions (spec 001, 7 "General formats and features"), checked over real HTTP
// against the pickup place list: encodings, formatting, language and content negotiation.
// Refusals and ETags have files of their own (conventions-*.test.ts).

const { raw, api, createPlace } = conventionsSandbox();

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
