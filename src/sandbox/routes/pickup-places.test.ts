import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PickupPlaceCollectionSchema, PickupPlaceSchema, type PickupPlace } from '../../contract/places';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  EMPTY_ESHOP,
  NOACCESS_KEY,
  OTHER_ESHOP,
  OTHER_KEY,
  newPlaceBody,
  startTestSandbox,
  type TestSandbox,
} from '../testing/test-sandbox';
import { etagOf } from '../http/conventions';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

type Init = { method?: string; body?: unknown; key?: string | null; headers?: Record<string, string> };

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== null) headers['x-api-key'] = init.key ?? DEMO_KEY;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const list = (query: string, key?: string) => call(`/api/v1/pickup-place?${query}`, { key });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('/api/v1/pickup-place', { method: 'POST', body: newPlaceBody(overrides) });
  expect(res.status).toBe(201);
  return res;
};
const fieldsOf = (body: { properties?: { errors?: { field: string }[] } }) =>
  body.properties?.errors?.map((e) => e.field);

describe('authentication and scoping', () => {
  it('answers 401 without a key or with an unknown one, 403 for a key without access', async () => {
    expect((await list(`eshopId=${DEMO_ESHOP}`, null as unknown as string)).status).toBe(401);
    expect((await call(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`, { key: null })).status).toBe(401);
    expect((await list(`eshopId=${DEMO_ESHOP}`, 'nonsense')).status).toBe(401);
    const forbidden = await list(`eshopId=${DEMO_ESHOP}`, NOACCESS_KEY);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(forbidden.body).toMatchObject({ status: 403, title: 'Forbidden' });
  });

  it('hides another account’s places and e-shops as not found', async () => {
    const others = await list(`eshopId=${OTHER_ESHOP}`, OTHER_KEY);
    expect(others.status).toBe(200);
    const foreignId = others.body.items[0].id as string;
    expect((await call(`/api/v1/pickup-place/${foreignId}`)).status).toBe(404);
    expect(
      (await call(`/api/v1/pickup-place/${foreignId}`, { method: 'PATCH', body: { name: 'x' } })).status,
    ).toBe(404);
    expect((await call(`/api/v1/pickup-place/${foreignId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await list(`eshopId=${OTHER_ESHOP}`)).status).toBe(404);
    const foreignCreate = await call('/api/v1/pickup-place', {
      method: 'POST',
      body: newPlaceBody({ eshopId: OTHER_ESHOP }),
    });
    expect(foreignCreate.status).toBe(404);
    // and the other account still sees its place unchanged
    expect((await call(`/api/v1/pickup-place/${foreignId}`, { key: OTHER_KEY })).status).toBe(200);
  });
});

describe('list', () => {
  it('serves the seeded demo e-shop with zero-based page metadata', async () => {
    const res = await list(`eshopId=${DEMO_ESHOP}`);
    expect(res.status).toBe(200);
    const page = PickupPlaceCollectionSchema.parse(res.body);
    expect(page.items).toHaveLength(20);
    expect(page.page).toMatchObject({ size: 20, number: 0, first: true, last: false });
    expect(page.page!.totalElements).toBeGreaterThanOrEqual(25);
    expect(page.page!.totalPages).toBe(Math.ceil(page.page!.totalElements / 20));
  });

  it('returns the last and a past-the-end page consistently, and the empty e-shop as empty', async () => {
    const first = (await list(`eshopId=${DEMO_ESHOP}&size=10`)).body.page;
    const last = await list(`eshopId=${DEMO_ESHOP}&size=10&page=${first.totalPages - 1}`);
    expect(last.body.page).toMatchObject({ last: true, first: false, number: first.totalPages - 1 });
    expect(last.body.items.length).toBe(first.totalElements - 10 * (first.totalPages - 1));
    const beyond = await list(`eshopId=${DEMO_ESHOP}&size=10&page=${first.totalPages + 3}`);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.page.totalElements).toBe(first.totalElements);
    const empty = await list(`eshopId=${EMPTY_ESHOP}`);
    expect(empty.body).toEqual({
      items: [],
      page: { totalPages: 0, totalElements: 0, size: 20, number: 0, first: true, last: true },
    });
  });

  it('pages through every place exactly once', async () => {
    const total = (await list(`eshopId=${DEMO_ESHOP}`)).body.page.totalElements as number;
    const seen: string[] = [];
    for (let page = 0; page * 7 < total; page++) {
      const res = await list(`eshopId=${DEMO_ESHOP}&size=7&page=${page}&sort=type`);
      seen.push(...res.body.items.map((p: PickupPlace) => p.id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it('sorts by several keys including a nested one, and clamps the size to 2000', async () => {
    const res = await list(`eshopId=${DEMO_ESHOP}&size=100&sort=location.city,desc&sort=name,asc`);
    const items = res.body.items as PickupPlace[];
    const pairs = items.map((p) => [p.location.city!, p.name] as const);
    const sorted = [...pairs].sort(
      (a, b) =>
        b[0].localeCompare(a[0], 'en', { sensitivity: 'base' }) ||
        a[1].localeCompare(b[1], 'en', { sensitivity: 'base' }),
    );
    expect(pairs.map((p) => p[0])).toEqual(sorted.map((p) => p[0]));
    const names = (await list(`eshopId=${DEMO_ESHOP}&size=100&sort=name,DESC`)).body.items.map(
      (p: PickupPlace) => p.name,
    );
    const byReader = (x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(byReader).reverse());
    expect((await list(`eshopId=${DEMO_ESHOP}&size=100000`)).body.page.size).toBe(2000);
  });

  it('rejects bad queries with the field named', async () => {
    for (const [query, field] of [
      ['sort=colour,asc', 'sort[0]'],
      ['sort=name,sideways', 'sort[0]'],
      ['page=-1', 'page'],
      ['size=abc', 'size'],
    ]) {
      const res = await list(`eshopId=${DEMO_ESHOP}&${query}`);
      expect(res.status, query).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    expect(fieldsOf((await list('eshopId=nope')).body)).toEqual(['eshopId']);
    expect(fieldsOf((await list('')).body)).toEqual(['eshopId']);
  });
});

describe('create, read, update, delete', () => {
  it('creates a place and fills the derived fields', async () => {
    const res = await create({
      location: {
        line1: 'Hlavná 1',
        city: 'Košice',
        zipCode: '040 01',
        gps: { latitude: '48,7208', longitude: '21,2581' },
      },
      countryCode: 'SK',
    });
    const place = PickupPlaceSchema.parse(res.body);
    expect(res.headers.get('location')).toBe(`/api/v1/pickup-place/${place.id}`);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(place).toMatchObject({
      eshopId: DEMO_ESHOP,
      origin: 'API_USER',
      carrier: 'PERSONAL_PICKUP',
      zoneId: 'Europe/Bratislava',
      storageTime: 7,
      storageTimeInDays: 7,
      storageTimeType: 'CALENDAR_DAYS',
      location: { gps: { latitude: 48.7208, longitude: 21.2581 } },
    });
    expect(place.openingHours.regular.sunday).toEqual([]);
    expect(place.openingHours.exceptions).toEqual([
      { date: '2026-12-24', hours: [], reason: 'Christmas Eve' },
    ]);
    expect((await call(`/api/v1/pickup-place/${place.id}`)).body).toEqual(place);
  });

  it('sorts intervals and exceptions and fills the deprecated from/to of exceptions', async () => {
    const res = await create({
      openingHours: {
        regular: {
          monday: [
            { from: '13:00', to: '17:00' },
            { from: '08:00', to: '12:00' },
          ],
        },
        exceptions: [
          {
            date: '2026-12-31',
            hours: [
              { from: '13:00', to: '15:00' },
              { from: '08:00', to: '10:00' },
            ],
          },
          { date: '2026-12-24' },
        ],
      },
    });
    expect(res.body.openingHours.regular.monday.map((i: { from: string }) => i.from)).toEqual([
      '08:00',
      '13:00',
    ]);
    expect(res.body.openingHours.exceptions).toEqual([
      { date: '2026-12-24', hours: [] },
      {
        date: '2026-12-31',
        from: '08:00',
        to: '15:00',
        hours: [
          { from: '08:00', to: '10:00' },
          { from: '13:00', to: '15:00' },
        ],
      },
    ]);
  });

  it('answers 400 naming every bad field and stores nothing', async () => {
    const before = (await list(`eshopId=${DEMO_ESHOP}`)).body.page.totalElements;
    const res = await call('/api/v1/pickup-place', {
      method: 'POST',
      body: newPlaceBody({
        name: '',
        email: 'x',
        openingHours: { regular: { monday: [{ from: '18:00', to: '08:00' }] } },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, title: 'Bad Request', instance: '/api/v1/pickup-place' });
    expect(fieldsOf(res.body)).toEqual(['name', 'email', 'openingHours.regular.monday[0].to']);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    expect((await list(`eshopId=${DEMO_ESHOP}`)).body.page.totalElements).toBe(before);
  });

  it('answers 409 for a duplicate originPickupPlaceId in the e-shop, on create and on update', async () => {
    const first = await create({ originPickupPlaceId: 'DUP-1' });
    const dup = await call('/api/v1/pickup-place', {
      method: 'POST',
      body: newPlaceBody({ originPickupPlaceId: 'DUP-1' }),
    });
    expect(dup.status).toBe(409);
    expect(fieldsOf(dup.body)).toEqual(['originPickupPlaceId']);
    // the same origin id is fine in another e-shop of another account
    const elsewhere = await call('/api/v1/pickup-place', {
      method: 'POST',
      key: OTHER_KEY,
      body: newPlaceBody({ eshopId: OTHER_ESHOP, originPickupPlaceId: 'DUP-1' }),
    });
    expect(elsewhere.status).toBe(201);
    const second = await create({ originPickupPlaceId: 'DUP-2' });
    const clash = await call(`/api/v1/pickup-place/${second.body.id}`, {
      method: 'PATCH',
      body: { originPickupPlaceId: 'DUP-1' },
    });
    expect(clash.status).toBe(409);
    expect((await call(`/api/v1/pickup-place/${second.body.id}`)).body.originPickupPlaceId).toBe('DUP-2');
    expect(first.body.originPickupPlaceId).toBe('DUP-1');
  });

  it('PATCH changes only the fields present', async () => {
    const { body: place } = await create({ note: 'Ring twice' });
    const res = await call(`/api/v1/pickup-place/${place.id}`, {
      method: 'PATCH',
      body: { name: 'Renamed', storageTimeInDays: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...place, name: 'Renamed', storageTimeInDays: 10, storageTime: 10 });
    const cleared = await call(`/api/v1/pickup-place/${place.id}`, {
      method: 'PATCH',
      body: { note: null, storageTimeType: null },
    });
    expect(cleared.body.note).toBeUndefined();
    expect(cleared.body.storageTimeType).toBe('CALENDAR_DAYS');
    const moved = await call(`/api/v1/pickup-place/${place.id}`, {
      method: 'PATCH',
      body: {
        location: {
          line1: 'Einsteinova 1',
          city: 'Bratislava',
          zipCode: '851 01',
          gps: { latitude: '48.13', longitude: '17.10' },
        },
        countryCode: 'SK',
      },
    });
    expect(moved.body).toMatchObject({
      zoneId: 'Europe/Bratislava',
      name: 'Renamed',
      location: { city: 'Bratislava' },
    });
  });

  it('PATCH with bad input answers 400 and leaves the place as it was', async () => {
    const { body: place } = await create();
    for (const body of [
      { eshopId: DEMO_ESHOP },
      { name: '' },
      { storageTimeInDays: 0 },
      { openingHours: { regular: { monday: [{ from: '9', to: '10:00' }] } } },
      [],
    ]) {
      expect(
        (await call(`/api/v1/pickup-place/${place.id}`, { method: 'PATCH', body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await call(`/api/v1/pickup-place/${place.id}`)).body).toEqual(place);
  });

  it('uses ETags: 304 on If-None-Match, 412 on a stale If-Match, success on the current one', async () => {
    const { body: place, headers } = await create();
    const etag = headers.get('etag')!;
    const read = await call(`/api/v1/pickup-place/${place.id}`);
    expect(read.headers.get('etag')).toBe(etag);
    expect(
      (await call(`/api/v1/pickup-place/${place.id}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    const updated = await call(`/api/v1/pickup-place/${place.id}`, {
      method: 'PATCH',
      body: { name: 'First writer' },
      headers: { 'if-match': etag },
    });
    expect(updated.status).toBe(200);
    const newEtag = updated.headers.get('etag')!;
    expect(newEtag).not.toBe(etag);
    const stale = await call(`/api/v1/pickup-place/${place.id}`, {
      method: 'PATCH',
      body: { name: 'Second writer' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect(
      (await call(`/api/v1/pickup-place/${place.id}`, { method: 'DELETE', headers: { 'if-match': etag } }))
        .status,
    ).toBe(412);
    expect((await call(`/api/v1/pickup-place/${place.id}`)).body.name).toBe('First writer');
    expect(
      (await call(`/api/v1/pickup-place/${place.id}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(200);
    expect(
      (await call(`/api/v1/pickup-place/${place.id}`, { method: 'DELETE', headers: { 'if-match': newEtag } }))
        .status,
    ).toBe(204);
  });

  it('deletes with 204 and then answers 404; a malformed id is a 400', async () => {
    const { body: place } = await create();
    const del = await call(`/api/v1/pickup-place/${place.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(del.body).toBeUndefined();
    expect((await call(`/api/v1/pickup-place/${place.id}`)).status).toBe(404);
    expect((await call(`/api/v1/pickup-place/${place.id}`, { method: 'DELETE' })).status).toBe(404);
    const bad = await call('/api/v1/pickup-place/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['id']);
  });

  it('keeps the count exact across creates and deletes', async () => {
    const count = async () => (await list(`eshopId=${EMPTY_ESHOP}`)).body.page.totalElements as number;
    const a = await create({ eshopId: EMPTY_ESHOP });
    await create({ eshopId: EMPTY_ESHOP });
    expect(await count()).toBe(2);
    await call(`/api/v1/pickup-place/${a.body.id}`, { method: 'DELETE' });
    expect(await count()).toBe(1);
  });
});

describe('compact list (prettyPrint=false)', () => {
  /** The answer as sent: text (gunzipped when asked for gzip) and headers. */
  async function rawList(base: TestSandbox, query: string, headers: Record<string, string> = {}) {
    const res = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(`${base.url}/api/v1/pickup-place?${query}`, {
          headers: { 'x-api-key': DEMO_KEY, ...headers },
        });
        req.on('response', (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({ status: r.statusCode!, headers: r.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
    return { status: res.status, headers: res.headers, text: body.toString('utf8') };
  }

  /** Compact equals the pretty answer re-serialized without indentation, with the same headers. */
  async function expectSameAsPretty(base: TestSandbox, query: string) {
    const pretty = await rawList(base, query);
    const compact = await rawList(base, `${query}&prettyPrint=false`);
    expect(pretty.status, query).toBe(200);
    expect(compact.status, query).toBe(200);
    expect(pretty.text).toContain('\n  "items": [');
    expect(compact.text, query).toBe(JSON.stringify(JSON.parse(pretty.text)));
    expect(compact.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(compact.headers['content-type']).toBe(pretty.headers['content-type']);
    expect(compact.headers.etag).toBe(etagOf(compact.text));
    return compact;
  }

  it('sends the pretty answer’s content without indentation, images and all', async () => {
    const { body: place } = await create({ name: 'Aaa s obrázkem' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${sandbox.url}/api/v1/pickup-place/${place.id}/image`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    for (const query of [
      `eshopId=${DEMO_ESHOP}`,
      `eshopId=${DEMO_ESHOP}&size=2000&sort=name`,
      `eshopId=${DEMO_ESHOP}&size=7&page=2&sort=location.city,desc&sort=name`,
      `eshopId=${DEMO_ESHOP}&size=7&page=1000`,
      `eshopId=${EMPTY_ESHOP}`,
    ]) {
      await expectSameAsPretty(sandbox, query);
    }
    const compact = await rawList(sandbox, `eshopId=${DEMO_ESHOP}&size=2000&sort=name&prettyPrint=false`);
    const listed = (JSON.parse(compact.text) as { items: PickupPlace[] }).items.find(
      (p) => p.id === place.id,
    );
    expect(listed?.image).toMatch(new RegExp(`^${sandbox.url}/files/.+\\.png$`));
    expect(listed).toEqual((await call(`/api/v1/pickup-place/${place.id}`)).body);
  });

  it('answers 304 to its ETag and gzips on request', async () => {
    const query = `eshopId=${DEMO_ESHOP}&size=50&sort=name&prettyPrint=false`;
    const plain = await rawList(sandbox, query);
    const zipped = await rawList(sandbox, query, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.text).toBe(plain.text);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    const again = await rawList(sandbox, query, { 'if-none-match': plain.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  describe('deep pages of a larger e-shop (read from a cached order)', () => {
    let big: TestSandbox;
    beforeAll(async () => {
      big = await startTestSandbox({ seedPlaces: 2600 });
    });
    afterAll(() => big.close());

    it('pages through every place once, stable across pages with equal sort keys', async () => {
      for (const sort of ['location.city,desc', 'storageTimeInDays&sort=type,desc']) {
        const ids: string[] = [];
        let total: number | undefined;
        for (let page = 0; ; page++) {
          const res = await rawList(
            big,
            `eshopId=${DEMO_ESHOP}&size=300&page=${page}&sort=${sort}&prettyPrint=false`,
          );
          const body = JSON.parse(res.text) as { items: PickupPlace[]; page: { totalElements: number } };
          total = body.page.totalElements;
          if (!body.items.length) break;
          ids.push(...body.items.map((p) => p.id));
        }
        expect(total).toBeGreaterThan(2600);
        expect(ids, sort).toHaveLength(total);
        expect(new Set(ids).size, sort).toBe(total);
        // The same order as one page of everything, read from the start by OFFSET.
        const whole = await rawList(big, `eshopId=${DEMO_ESHOP}&size=2000&sort=${sort}&prettyPrint=false`);
        expect(ids.slice(0, 2000)).toEqual(
          (JSON.parse(whole.text) as { items: PickupPlace[] }).items.map((p) => p.id),
        );
      }
      await expectSameAsPretty(big, `eshopId=${DEMO_ESHOP}&size=100&page=25&sort=location.city,desc`);
    });

    it('shows a change on a deep page at once', async () => {
      const query = `eshopId=${DEMO_ESHOP}&size=10&page=250&sort=name&prettyPrint=false`;
      const before = JSON.parse((await rawList(big, query)).text) as { items: PickupPlace[] };
      const target = before.items[3]!;
      const patched = await fetch(`${big.url}/api/v1/pickup-place/${target.id}`, {
        method: 'PATCH',
        headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Aaaa nově první' }),
      });
      expect(patched.status).toBe(200);
      const after = JSON.parse((await rawList(big, query)).text) as { items: PickupPlace[] };
      expect(after.items.map((p) => p.id)).not.toContain(target.id);
      const first = await rawList(big, `eshopId=${DEMO_ESHOP}&size=1&sort=name&prettyPrint=false`);
      expect((JSON.parse(first.text) as { items: PickupPlace[] }).items[0]!.id).toBe(target.id);
    });
  });
});
