import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { BrowserClient, DEMO_ESHOP, OTHER_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';
import { PlacePointsSchema, type PlacePoints } from '@/contract/desk/points';

let stack: Stack;
let staff: BrowserClient;
beforeAll(async () => {
  stack = await startStack({ sandbox: { seedPlaces: 2500 } });
  staff = await signedIn(stack, 'staff');
});
afterAll(() => stack.close());

// Parsed with the contract's schema: the read model's shape is checked on every use.
const points = async (): Promise<PlacePoints> =>
  PlacePointsSchema.parse((await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`)).data);

describe('GET /bff/places/points', () => {
  it('holds exactly the places of the paged API, across several upstream pages', async () => {
    const all: {
      id: string;
      location: { gps?: { latitude: number; longitude: number } };
      type: string;
      name: string;
    }[] = [];
    for (let page = 0; ; page++) {
      const res = await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=2000&page=${page}`);
      all.push(...res.data.items);
      if (res.data.page.last) break;
    }
    expect(all.length).toBeGreaterThan(2000);
    const p = await points();
    expect(p.ids.length).toBe(all.length);
    expect(new Set(p.ids)).toEqual(new Set(all.map((x) => x.id)));
    const i = p.ids.indexOf(all[0]!.id);
    expect([p.lat[i], p.lng[i], p.type[i], p.name[i]]).toEqual([
      all[0]!.location.gps!.latitude,
      all[0]!.location.gps!.longitude,
      all[0]!.type,
      all[0]!.name,
    ]);
  });

  it('is refreshed after a create, an update and a delete through the BFF', async () => {
    const before = await points();
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({ name: 'Points test' }),
    });
    expect(created.status).toBe(201);
    const afterCreate = await points();
    expect(afterCreate.ids.length).toBe(before.ids.length + 1);
    const id = created.data.id as string;
    await staff.fetch(`/api/v1/pickup-place/${id}`, {
      method: 'PATCH',
      json: { name: 'Points test renamed' },
    });
    const afterUpdate = await points();
    expect(afterUpdate.name[afterUpdate.ids.indexOf(id)]).toBe('Points test renamed');
    await staff.fetch(`/api/v1/pickup-place/${id}`, { method: 'DELETE' });
    expect((await points()).ids).not.toContain(id);
  });

  it('does not answer a load after a change with a fill that started before it', async () => {
    const earlier = points();
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({ name: 'Points race' }),
    });
    expect(created.status).toBe(201);
    expect((await points()).ids).toContain(created.data.id);
    await earlier;
  });

  it('answers If-None-Match with 304 and gzip when asked', async () => {
    const first = await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`);
    const etag = first.headers.get('etag')!;
    expect(
      (await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`, { headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);
    const { hostname, port } = new URL(stack.bffUrl);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          path: `/bff/places/points?eshopId=${DEMO_ESHOP}`,
          headers: { cookie: staff.cookie, 'accept-encoding': 'gzip' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(raw.encoding).toBe('gzip');
    expect((JSON.parse(gunzipSync(raw.body).toString()) as PlacePoints).ids.length).toBeGreaterThan(2000);
  });

  it("holds only the search's matches when asked with its text or filters", async () => {
    const all = await points();
    const boxes = PlacePointsSchema.parse(
      (await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}&type=PARCEL_BOX`)).data,
    );
    const expected = all.ids.filter((_, i) => all.type[i] === 'PARCEL_BOX');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.ids.length);
    expect(new Set(boxes.ids)).toEqual(new Set(expected));
    const name = all.name[0]!;
    const byText = PlacePointsSchema.parse(
      (await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}&q=${encodeURIComponent(name)}`)).data,
    );
    expect(byText.ids).toContain(all.ids[0]);
    expect(byText.ids.length).toBeLessThan(all.ids.length);
    // An empty text is no filter at all.
    expect((await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}&q=`)).data.ids.length).toBe(
      all.ids.length,
    );
    expect((await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}&type=BOAT`)).status).toBe(400);
  });

  it('needs a session, a managed e-shop and a valid id', async () => {
    expect(
      (await new BrowserClient(stack.bffUrl).fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`)).status,
    ).toBe(401);
    expect((await staff.fetch(`/bff/places/points?eshopId=${OTHER_ESHOP}`)).status).toBe(404);
    expect((await staff.fetch('/bff/places/points?eshopId=nope')).status).toBe(400);
  });
});
