import { describe, expect, it } from 'vitest';
import { PickupPlaceCollectionSchema, type PickupPlace } from '@/contract/places';
import {
  DEMO_ESHOP,
  EMPTY_ESHOP,
  NOACCESS_KEY,
  OTHER_ESHOP,
  OTHER_KEY,
  newPlaceBody,
} from '../testing/test-sandbox';
import { fieldsOf, placesApi } from './pickup-places.fixture';

// The pickup place routes of the sandbox (spec 000, 4): who may see what, and the paged list.
// Writes and the compact list have files of their own (pickup-places-*.test.ts).

const { call, list } = placesApi();

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
        b[0].localeCompare(a[0], 'cs', { sensitivity: 'base' }) ||
        a[1].localeCompare(b[1], 'cs', { sensitivity: 'base' }),
    );
    expect(pairs.map((p) => p[0])).toEqual(sorted.map((p) => p[0]));
    const names = (await list(`eshopId=${DEMO_ESHOP}&size=100&sort=name,DESC`)).body.items.map(
      (p: PickupPlace) => p.name,
    );
    const byReader = (x: string, y: string) => x.localeCompare(y, 'cs', { sensitivity: 'base' });
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
