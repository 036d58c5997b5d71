import { stringify } from 'csv-stringify';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PickupPlace } from '@/contract/places';
import { csvOptions, csvRow, safeCell } from './csv-columns';

// The CSV writer as the export configures it: csv-stringify with a BOM, a chosen separator and
// CRLF, fed the rows of csvRow.

const place: PickupPlace = {
  id: '11111111-1111-4111-8111-111111111111',
  eshopId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  type: 'PARCEL_SHOP',
  carrier: 'PPL',
  originPickupPlaceId: 'X-1',
  origin: 'CARRIER',
  countryCode: 'CZ',
  zoneId: 'Europe/Prague',
  name: 'Výdejna "U Nádraží"; Brno, jih',
  location: {
    line1: 'Masarykova 31',
    city: 'Brno',
    zipCode: '602 00',
    gps: { latitude: 49.19, longitude: -16.6 },
  },
  note: 'first line\nsecond line',
  phone: '+420 222 333 444',
  email: 'brno@example.cz',
  storageTimeInDays: 7,
  openingHours: {
    regular: {
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
      tuesday: null,
      wednesday: [],
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    },
    exceptions: [{ date: '2026-12-24', hours: [], reason: 'Štědrý den' }],
  },
};

async function csv(rows: unknown[][], delimiter: ',' | ';') {
  const out = stringify(csvOptions(delimiter));
  Readable.from(rows).pipe(out);
  return (await buffer(out)).toString('utf8'); // TextDecoder would drop the BOM
}

describe('CSV export', () => {
  it('starts with a BOM and the header row, and an empty set is the header alone', async () => {
    const file = await csv([], ',');
    expect(file.startsWith('\uFEFFid,eshopId,type,carrier,')).toBe(true);
    expect(
      file.endsWith('monday,tuesday,wednesday,thursday,friday,saturday,sunday,exceptions,flags\r\n'),
    ).toBe(true);
    expect(file.split('\r\n')).toHaveLength(2);
  });

  it('quotes separators, quotes and newlines; semicolon files leave commas alone', async () => {
    const comma = await csv([csvRow(place, ['noImage', 'badPhone'])], ',');
    expect(comma).toContain(',"Výdejna ""U Nádraží""; Brno, jih",');
    expect(comma).toContain(',"first line\nsecond line",');
    expect(comma).toContain(',49.19,-16.6,+420 222 333 444,');
    expect(comma).toContain(',08:00-12:00 13:00-17:00,,,,,,,');
    expect(comma).toContain(
      '"[{""date"":""2026-12-24"",""hours"":[],""reason"":""Štědrý den""}]",noImage badPhone\r\n',
    );
    const semicolon = await csv([csvRow(place, [])], ';');
    expect(semicolon).toContain(';"Výdejna ""U Nádraží""; Brno, jih";');
    expect(semicolon).toContain(';Masarykova 31;;Brno;');
  });

  it('writes the coordinates with decimal commas on request, as Excel in Czech reads numbers', () => {
    const header = csvOptions(';').columns as string[];
    const row = csvRow(place, [], true);
    expect(row[header.indexOf('latitude')]).toBe('49,19');
    expect(row[header.indexOf('longitude')]).toBe('-16,6');
    expect(csvRow(place, [])[header.indexOf('latitude')]).toBe(49.19);
  });

  it('keeps a spreadsheet from running a text as a formula, but not numbers or phones', () => {
    expect(safeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('+cmd|x')).toBe("'+cmd|x");
    expect(safeCell('+420 222 333 444')).toBe('+420 222 333 444');
    expect(safeCell('-12.5')).toBe('-12.5');
    expect(safeCell(-12.5)).toBe(-12.5);
    expect(safeCell('Brno')).toBe('Brno');
  });
});
