import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../testing/test-sandbox';
import { LIST, PLACES, conventionsSandbox } from './conventions.fixture';

// ETag and If-None-Match on the platform's GET answers (spec 001, 7).

const { sandbox, raw, api, createPlace } = conventionsSandbox();

describe('ETag and If-None-Match (spec 001, 7)', () => {
  it('puts an ETag on every GET answer: list, place and root', async () => {
    const id = await createPlace();
    for (const path of [LIST, `${PLACES}/${id}`]) {
      const res = await api(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(/^(W\/)?"[^"]+"$/);
    }
    const root = await fetch(`${sandbox().url}/`);
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
