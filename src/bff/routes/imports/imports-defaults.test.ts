import { beforeAll, describe, expect, it } from 'vitest';
import type { Import, ImportDefaults, ImportMapping } from '@/contract/desk/import';
import { COORDINATE_DECIMALS } from '@/contract/places';
import { waitForJob } from '@/testing/bulk-jobs';
import { expectProblem } from '@/testing/expect-problem';
import { fixture, imported, rowsOf, upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { EMPTY_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// Real lists of pickup points as they come (issue 43), through the BFF's HTTP routes against a real
// sandbox: a GeoJSON of lockers without phone, e-mail or hours, whose `type` is "locker" and whose
// `ID` is the shop's code, and a Baltic CSV of lockers and post offices without hours. Each imports
// with the user's defaults, says per row what came from a default and what was rounded, and the
// export of what it made imports back unchanged.

const stack = useStack();
const inEmpty = { eshopId: EMPTY_ESHOP };

describe('import defaults and real lists', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
  });

  const remap = async (result: Import, mapping: ImportMapping, defaults: ImportDefaults) => {
    const res = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping, defaults },
    });
    expect(res.status, res.text).toBe(200);
    return res.data as Import;
  };
  const applied = async (result: Import) => {
    const res = await staff.fetch(`/bff/imports/${result.id}/apply`, { method: 'POST' });
    expect(res.status, res.text).toBe(202);
    const job = await waitForJob(staff, res.data.id);
    expect(job.counts).toMatchObject({ failed: 0 });
    return job;
  };
  const placeOf = async (origin: string) => {
    const res = await staff.fetch(`/api/v1/pickup-place?eshopId=${EMPTY_ESHOP}&size=200`);
    return (res.data.items as { originPickupPlaceId: string; [k: string]: unknown }[]).find(
      (p) => p.originPickupPlaceId === origin,
    )!;
  };
  /** The e-shop exported and imported back: every row unchanged. */
  const expectRoundTrip = async (rows: number) => {
    const csv = await staff.fetch(`/bff/places/export.csv?eshopId=${EMPTY_ESHOP}&separator=semicolon`);
    expect(csv.status).toBe(200);
    const again = await upload(staff, 'export.csv', new TextEncoder().encode(csv.text), inEmpty);
    expect(again.status, again.text).toBe(201);
    expect(again.data.counts).toMatchObject({ total: rows, unchanged: rows, error: 0, withoutHours: 0 });
  };
  const column = (result: Import, header: string) => result.columns.findIndex((c) => c.header === header);

  it('imports lockers without phone, e-mail or hours with the defaults, and exports them back unchanged', async () => {
    const result = await imported(staff, 'lockers-no-contacts.geojson', inEmpty);
    // Neither `ID` (the shop's code) nor `type` ("locker") is chosen, but both are offered.
    const id = column(result, 'ID');
    expect(result.mapping[id]).toBeNull();
    expect(result.columns[id]!.offered).toBe('id');
    expect(result.mapping[column(result, 'type')]).toBeNull();
    expect(result.columns[column(result, 'type')]!.offered).toBe('type');
    expect(result.counts).toMatchObject({ total: 10, error: 10, withoutHours: 10 });
    // Every problem of a row at once, the missing hours among them.
    const [first] = await rowsOf(staff, result.id);
    expect(first!.errors.map((e) => [e.target, e.reason]).sort()).toEqual(
      [
        ['email', 'required'],
        ['openingHours', 'no_hours'],
        ['originPickupPlaceId', 'required'],
        ['phone', 'required'],
        ['storageTimeInDays', 'required'],
        ['type', 'required'],
      ].sort(),
    );

    const mapping = [...result.mapping];
    mapping[id] = 'originPickupPlaceId';
    const defaults: ImportDefaults = {
      type: 'PARCEL_BOX',
      phone: '+371 6700 0000',
      email: 'lockers@example.lv',
      storageTimeInDays: 3,
      missingHours: 'always_open',
    };
    const checked = await remap(result, mapping, defaults);
    expect(checked).toMatchObject({
      defaults,
      counts: { total: 10, create: 10, error: 0, withoutHours: 10 },
    });
    const rows = await rowsOf(staff, result.id);
    // Per row: what came from a default (no column for it), and the 13 decimals rounded.
    expect(rows[0]!.notes).toEqual(
      expect.arrayContaining([
        { kind: 'default', target: 'phone', column: null },
        { kind: 'default', target: 'email', column: null },
        { kind: 'default', target: 'type', column: null },
        { kind: 'default', target: 'storageTimeInDays', column: null },
        { kind: 'default', target: 'openingHours', column: null },
        { kind: 'rounded', target: 'latitude', column: 'latitude' },
        { kind: 'rounded', target: 'longitude', column: 'longitude' },
      ]),
    );
    expect(rows[1]!.notes.map((n) => n.kind)).not.toContain('rounded');

    await applied(checked);
    const imanta = await placeOf('LV1001');
    expect(imanta).toMatchObject({
      type: 'PARCEL_BOX',
      phone: '+371 6700 0000',
      countryCode: 'LV',
      location: { city: 'Rīga', gps: { latitude: Number((56.9538123456789).toFixed(COORDINATE_DECIMALS)) } },
    });
    expect((imanta.openingHours as { regular: Record<string, unknown> }).regular.sunday).toEqual([
      { from: '00:00', to: '24:00' },
    ]);
    await expectRoundTrip(10);
  });

  it('imports a Baltic list without hours under a typed template, the file’s own contacts kept', async () => {
    const result = await imported(staff, 'baltic-no-hours.csv', inEmpty);
    // "parcel box" and "parcel shop" are words of the place types: the column is chosen.
    expect(result.mapping.slice(0, 4)).toEqual(['originPickupPlaceId', 'name', 'type', 'countryCode']);
    expect(result.counts).toMatchObject({ total: 6, error: 6, withoutHours: 6 });

    const notHours = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping: result.mapping, defaults: { missingHours: 'template', hoursTemplate: 'od rána' } },
    });
    expectProblem(notHours, 400);
    const noTemplate = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping: result.mapping, defaults: { missingHours: 'template' } },
    });
    expectProblem(noTemplate, 400);

    const checked = await remap(result, result.mapping, {
      phone: '+370 700 55 400',
      email: 'pastomatai@example.lt',
      storageTimeInDays: 7,
      missingHours: 'template',
      hoursTemplate: 'Mo-Fr 08:00-20:00; Sa 10:00-16:00',
    });
    expect(checked.counts).toMatchObject({ create: 6, error: 0, withoutHours: 6 });
    const rows = await rowsOf(staff, result.id);
    const defaulted = (row: (typeof rows)[number]) =>
      row.notes.filter((n) => n.kind === 'default').map((n) => n.target);
    // A locker's empty phone cell takes the default; the post office keeps its own.
    expect(defaulted(rows[0]!)).toEqual(['storageTimeInDays', 'phone', 'email', 'openingHours']);
    expect(rows[0]!.notes[1]).toEqual({ kind: 'default', target: 'phone', column: 'Phone' });
    expect(defaulted(rows[1]!)).toEqual(['storageTimeInDays', 'openingHours']);

    await applied(checked);
    const viru = await placeOf('EE-T002');
    expect(viru).toMatchObject({ type: 'PARCEL_SHOP', phone: '+372 661 6616', email: 'viru@example.ee' });
    const regular = (viru.openingHours as { regular: Record<string, unknown> }).regular;
    expect([regular.friday, regular.saturday, regular.sunday]).toEqual([
      [{ from: '08:00', to: '20:00' }],
      [{ from: '10:00', to: '16:00' }],
      [],
    ]);
    await expectRoundTrip(16);
  });

  it('reports every problem of a row together, each by its own reason', async () => {
    const csv = [
      'Kód;Název;Typ;Země;Ulice;Město;PSČ;Zeměpisná šířka;Zeměpisná délka;Telefon;Úložná doba;Pondělí',
      'X-1;Raketa;SPACESHIP;CZ;Hlavní 1;Praha;110 00;50,08;14,42;123;-4;od rána',
      'X-2;Kometa;PARCEL_SHOP;CZ;Hlavní 2;Praha;110 00;50,08;14,42;+420 222 333 444;7,5;08:00-17:00',
    ].join('\r\n');
    const res = await upload(staff, 'bad.csv', new TextEncoder().encode(csv), inEmpty);
    expect(res.status, res.text).toBe(201);
    const rows = await rowsOf(staff, res.data.id);
    expect(rows[0]!.errors.map((e) => [e.column, e.reason])).toEqual(
      expect.arrayContaining([
        ['Typ', 'not_allowed'],
        ['Telefon', 'phone_digits'],
        ['Úložná doba', 'out_of_range'],
        ['Pondělí', 'invalid_hours'],
        [null, 'required'], // no e-mail column
      ]),
    );
    expect(rows[0]!.errors).toHaveLength(5);
    expect(rows[1]!.errors.map((e) => [e.column, e.reason])).toEqual([
      ['Úložná doba', 'not_a_number'],
      [null, 'required'],
    ]);
  });

  it('reports a line among the points as that feature’s row, the points still read', async () => {
    const doc = JSON.parse(fixture('lockers-no-contacts.geojson').toString('utf8'));
    doc.features.push({
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [24.1, 56.9],
          [24.2, 57.0],
        ],
      },
      properties: { ID: 'LV-ROUTE', name: 'Courier route', type: 'route' },
    });
    const res = await upload(
      staff,
      'lockers.geojson',
      new TextEncoder().encode(JSON.stringify(doc)),
      inEmpty,
    );
    expect(res.status, res.text).toBe(201);
    const mapping = [...(res.data as Import).mapping];
    mapping[column(res.data, 'ID')] = 'originPickupPlaceId';
    const checked = await remap(res.data, mapping, {
      type: 'PARCEL_BOX',
      phone: '+371 6700 0000',
      email: 'lockers@example.lv',
      storageTimeInDays: 3,
      missingHours: 'closed',
    });
    expect(checked.counts).toMatchObject({ total: 11, error: 1 });
    const [line] = await rowsOf(staff, checked.id, 'error');
    // Its other problems too (no address), but not its coordinates: it has none to give.
    expect(line!.row).toBe(11);
    expect(line!.errors[0]).toEqual({
      column: null,
      target: null,
      reason: 'not_a_point',
      detail: 'LineString',
    });
    expect(line!.errors.map((e) => e.target)).toEqual(
      expect.arrayContaining(['line1', 'city', 'zipCode', 'countryCode']),
    );
    expect(line!.errors.map((e) => e.target)).not.toContain('latitude');
  });
});
