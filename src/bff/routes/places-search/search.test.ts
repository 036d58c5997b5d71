import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceSearchResultSchema, type PlaceSearchResult, type SearchItem } from '@/contract/place-search';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { BrowserClient, DEMO_ESHOP, EMPTY_ESHOP, startStack, type Stack } from '@/testing/stack';

// GET /bff/places/search and the exports through the real BFF over HTTP, against a real sandbox
// with the demo data: invalidation after changes, filters, exports equal to the filtered set, bad
// values and another e-shop.

let stack: Stack;
let staff: BrowserClient;
beforeAll(async () => {
  stack = await startStack();
  staff = new BrowserClient(stack.bffUrl);
  await staff.login('staff');
});
afterAll(() => stack.close());

/** Parsed with the contract's schema, so the answer's shape is checked on every use. */
async function search(params: string): Promise<PlaceSearchResult> {
  const size = params.includes('size=') ? '' : '&size=200';
  const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}${size}&${params}`);
  expect(res.status, res.text).toBe(200);
  return PlaceSearchResultSchema.parse(res.data);
}
const ids = (items: SearchItem[]) => items.map((p) => p.id).sort();

describe('GET /bff/places/search', () => {
  it('finds a place created a moment ago by fragments of its words, and not after it is deleted', async () => {
    await search('q=praha'); // the read model is filled before the change
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({
        name: 'Výdejna Kopřivnice Hlásková',
        location: {
          line1: 'Štefánikova 9',
          city: 'Kopřivnice',
          zipCode: '742 21',
          gps: { latitude: '49.5994', longitude: '18.1448' },
        },
      }),
    });
    expect(created.status).toBe(201);
    const id = created.data.id as string;
    expect(ids((await search('q=koprivnice%20hlas')).items)).toEqual([id]);
    expect(ids((await search('q=STEFANIK%20742')).items)).toEqual([id]);
    expect(ids((await search(`q=${id.slice(0, 13)}`)).items)).toEqual([id]);
    expect((await staff.fetch(`/api/v1/pickup-place/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await search('q=koprivnice')).items).toEqual([]);
  });

  it('drops the read model of the e-shop changed only: the other keeps its fill', async () => {
    const demoBefore = await search('');
    const emptyOf = async () => {
      const res = await staff.fetch(`/bff/places/search?eshopId=${EMPTY_ESHOP}`);
      expect(res.status, res.text).toBe(200);
      return PlaceSearchResultSchema.parse(res.data);
    };
    expect((await emptyOf()).items).toEqual([]);
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({ eshopId: EMPTY_ESHOP, name: 'Výdejna jediná' }),
    });
    expect(created.status, created.text).toBe(201);
    try {
      expect((await emptyOf()).items.map((p) => p.id)).toEqual([created.data.id]);
      expect((await search('')).filledAt).toBe(demoBefore.filledAt);
    } finally {
      await staff.fetch(`/api/v1/pickup-place/${created.data.id}`, { method: 'DELETE' });
    }
    expect((await emptyOf()).items).toEqual([]);
  });

  it('ranks name matches first and pages through the rest', async () => {
    const all = await search('q=praha');
    expect(all.page.totalElements).toBeGreaterThan(3);
    const inName = all.items.map((p) => /praha/i.test(p.name));
    expect(inName.indexOf(false) === -1 || inName.slice(inName.indexOf(false)).every((x) => !x)).toBe(true);
    const first = await search('q=praha&size=2&page=0');
    const second = await search('q=praha&size=2&page=1');
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(
      all.items.slice(0, 4).map((p) => p.id),
    );
    expect(first.page).toEqual({
      number: 0,
      size: 2,
      totalElements: all.page.totalElements,
      totalPages: Math.ceil(all.page.totalElements / 2),
    });
  });

  it('combines filters: values of one parameter are alternatives, parameters all hold', async () => {
    const every = (await search('')).items;
    const expected = every.filter(
      (p) =>
        (p.type === 'PARCEL_SHOP' || p.type === 'PARCEL_BOX') &&
        p.countryCode === 'CZ' &&
        !p.image &&
        (p.flags.includes('noImage') || p.flags.includes('badPhone')),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(every.length);
    const found = await search(
      'type=PARCEL_SHOP,PARCEL_BOX&country=CZ&image=without&flag=noImage&flag=badPhone',
    );
    expect(ids(found.items)).toEqual(ids(expected));
    const city = every[0]!.location.city!;
    const inCity = await search(`city=${encodeURIComponent(city.toUpperCase())}&type=${every[0]!.type}`);
    expect(ids(inCity.items)).toEqual(
      ids(every.filter((p) => p.location.city === city && p.type === every[0]!.type)),
    );
  });

  it('counts each flag among the matches and gives the bounds of every pin', async () => {
    const { items, flagCounts, bounds } = await search('');
    expect(flagCounts.noImage).toBe(items.filter((p) => p.flags.includes('noImage')).length);
    const lats = items.flatMap((p) => (p.location.gps ? [p.location.gps.latitude] : []));
    expect(bounds!.south).toBe(Math.min(...lats));
    expect(bounds!.north).toBe(Math.max(...lats));
    // A flag filter leaves the flag counts as they were (they ignore the flag parameter).
    expect((await search('flag=noImage')).flagCounts).toEqual(flagCounts);
    expect((await search('q=zzzznothing')).bounds).toBeNull();
  });

  it('judges opening hours: open now and closed on a date partition the places', async () => {
    const every = (await search('')).items;
    const open = await search('openNow=true');
    const closed = await search('openNow=false');
    expect(open.page.totalElements + closed.page.totalElements).toBe(every.length);
    const sunday = await search('closedOn=2026-11-29');
    const expected = every.filter(
      (p) =>
        !p.openingHours.regular.sunday?.length &&
        !p.openingHours.exceptions.some((e) => e.date === '2026-11-29'),
    );
    expect(ids(sunday.items)).toEqual(ids(expected));
  });

  it('answers unknown filter values with 400 naming the parameter and the allowed values', async () => {
    const bad = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&image=maybe&type=Parcel shop`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(bad.data.properties.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'image',
      'type',
    ]);
    expect(bad.data.properties.allowed.image).toEqual(['with', 'without']);
    // A carrier is checked against the e-shop's places too (a newer platform may send one the
    // documents do not list, issue 42): a value neither listed nor held is refused the same way.
    const carrier = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&carrier=PPL,NOPE`);
    expect(carrier.status).toBe(400);
    expect(carrier.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(carrier.data.properties.errors.map((e: { field: string }) => e.field)).toEqual(['carrier']);
    expect(carrier.data.properties.errors[0].message).toMatch(/^NOPE:/);
    expect(carrier.data.properties.allowed.carrier).toContain('PPL');
    for (const query of [
      'colour=red',
      'flag=ugly',
      'sort=price',
      'closedOn=2026-13-45',
      'exceptionWithinDays=-1',
      'page=x',
    ]) {
      const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.data.properties.errors[0].field, query).toBe(query.split('=')[0]);
    }
  });

  it('takes a search text of any length or script, capped, never a 5xx', async () => {
    for (const q of [
      '東京 Москва 🙂 \u0000',
      'ř'.repeat(1500),
      'praha '.repeat(300),
      '%'.repeat(3),
      '"\'<>;',
    ]) {
      const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 20)).toBe(200);
    }
    // Past Node's 16 KiB limit of the request head: a 431 ProblemDetail, still not a 5xx.
    const huge = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=${'ř'.repeat(5000)}`);
    expect(huge.status).toBe(431);
  });

  it('keeps to the e-shops of this installation and signed-in users', async () => {
    for (const path of ['search', 'export.csv', 'export.geojson']) {
      expect(
        (await staff.fetch(`/bff/places/${path}?eshopId=bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1`)).status,
      ).toBe(404);
      expect(
        (await new BrowserClient(stack.bffUrl).fetch(`/bff/places/${path}?eshopId=${DEMO_ESHOP}`)).status,
      ).toBe(401);
    }
  });
});

describe('GET /bff/places/export.csv and export.geojson', () => {
  const FILTER = 'country=CZ&type=PARCEL_SHOP';

  it('exports exactly the filtered set as CSV, with a BOM, comma or semicolon separated', async () => {
    const expected = ids((await search(FILTER)).items);
    const res = await fetch(
      `${stack.bffUrl}/bff/places/export.csv?eshopId=${DEMO_ESHOP}&${FILTER}&separator=semicolon`,
      {
        headers: { cookie: staff.cookie },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="places-.*\.csv"$/);
    const file = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(file.startsWith('\uFEFFid;eshopId;type;')).toBe(true);
    const rows = file.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows.map((r) => r.split(';')[0]).sort()).toEqual(expected);
    const comma = await staff.fetch(`/bff/places/export.csv?eshopId=${DEMO_ESHOP}&${FILTER}`);
    expect(comma.text.split('\r\n')[0]).toMatch(/^\uFEFF?id,eshopId,type,/);
  });

  it('names the file after the e-shop, and writes decimal commas on request (issue 29)', async () => {
    const res = await staff.fetch(
      `/bff/places/export.csv?eshopId=${DEMO_ESHOP}&${FILTER}&separator=semicolon&decimal=comma`,
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="places-demo-shop-cz-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, first] = res.text.replace(/^\uFEFF/, '').split('\r\n');
    const cells = first!.split(';');
    const latitude = cells[header!.split(';').indexOf('latitude')]!;
    expect(latitude).toMatch(/^\d+,\d+$/);
    const geo = await staff.fetch(`/bff/places/export.geojson?eshopId=${DEMO_ESHOP}&${FILTER}`);
    expect(geo.headers.get('content-disposition')).toContain('places-demo-shop-cz-');
    const bad = await staff.fetch(`/bff/places/export.csv?eshopId=${DEMO_ESHOP}&decimal=dot`);
    expect(bad.status).toBe(400);
  });

  it('exports an empty set as a header row, and as an empty FeatureCollection', async () => {
    const csv = await staff.fetch(`/bff/places/export.csv?eshopId=${DEMO_ESHOP}&q=zzzznothing`);
    expect(csv.status).toBe(200);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1);
    const geo = await staff.fetch(`/bff/places/export.geojson?eshopId=${DEMO_ESHOP}&q=zzzznothing`);
    expect(geo.data).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('exports the filtered set as GeoJSON points with the place’s properties and flags', async () => {
    const expected = (await search(FILTER)).items;
    const res = await staff.fetch(`/bff/places/export.geojson?eshopId=${DEMO_ESHOP}&${FILTER}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    expect(res.data.type).toBe('FeatureCollection');
    const features = res.data.features as {
      id: string;
      geometry: { coordinates: number[] };
      properties: SearchItem;
    }[];
    expect(features.map((f) => f.id).sort()).toEqual(ids(expected));
    const one = expected[0]!;
    const feature = features.find((f) => f.id === one.id)!;
    expect(feature.geometry).toEqual({
      type: 'Point',
      coordinates: [one.location.gps!.longitude, one.location.gps!.latitude],
    });
    expect(feature.properties.name).toBe(one.name);
    expect(feature.properties.flags).toEqual(one.flags);
  });

  it('answers a bad separator with 400 and the allowed values', async () => {
    const res = await staff.fetch(`/bff/places/export.csv?eshopId=${DEMO_ESHOP}&separator=tab`);
    expect(res.status).toBe(400);
    expect(res.data.properties.allowed.separator).toEqual(['comma', 'semicolon']);
  });
});
