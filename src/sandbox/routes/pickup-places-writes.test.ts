import { describe, expect, it } from 'vitest';
import { PickupPlaceSchema } from '@/contract/places';
import { DEMO_ESHOP, EMPTY_ESHOP, OTHER_ESHOP, OTHER_KEY, newPlaceBody } from '../testing/test-sandbox';
import { fieldsOf, placesApi } from './pickup-places.fixture';

// Create, read, update and delete of pickup places in the sandbox (spec 000, 4): derived fields,
// validation, duplicates, PATCH semantics and ETags.

const { call, list, create } = placesApi();

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
