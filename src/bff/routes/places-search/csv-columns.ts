import type { Options } from 'csv-stringify';
import { DAYS } from '@/contract/opening-hours';
import type { PlaceFlag } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';

// The columns of the CSV export, documented in the README. One row per place, the platform's field
// names (nested ones flattened), so the file reads back into the same places: a day's hours as
// `08:00-12:00 13:00-17:00` (empty: closed), the exceptions as the platform's JSON.

type Cell = string | number | undefined;

export const CSV_COLUMNS: readonly { header: string; value: (p: PickupPlace, flags: PlaceFlag[]) => Cell }[] =
  [
    { header: 'id', value: (p) => p.id },
    { header: 'eshopId', value: (p) => p.eshopId },
    { header: 'type', value: (p) => p.type },
    { header: 'carrier', value: (p) => p.carrier },
    { header: 'origin', value: (p) => p.origin },
    { header: 'originPickupPlaceId', value: (p) => p.originPickupPlaceId },
    { header: 'name', value: (p) => p.name },
    { header: 'countryCode', value: (p) => p.countryCode },
    { header: 'zoneId', value: (p) => p.zoneId },
    { header: 'line1', value: (p) => p.location.line1 },
    { header: 'line2', value: (p) => p.location.line2 },
    { header: 'city', value: (p) => p.location.city },
    { header: 'region', value: (p) => p.location.region },
    { header: 'state', value: (p) => p.location.state },
    { header: 'zipCode', value: (p) => p.location.zipCode },
    { header: 'latitude', value: (p) => p.location.gps?.latitude },
    { header: 'longitude', value: (p) => p.location.gps?.longitude },
    { header: 'phone', value: (p) => p.phone },
    { header: 'email', value: (p) => p.email },
    { header: 'note', value: (p) => p.note },
    { header: 'storageTimeInDays', value: (p) => p.storageTimeInDays },
    { header: 'storageTimeType', value: (p) => p.storageTimeType },
    { header: 'image', value: (p) => p.image },
    ...DAYS.map((day) => ({
      header: day,
      value: (p: PickupPlace) =>
        (p.openingHours.regular[day] ?? []).map((i) => `${i.from}-${i.to}`).join(' '),
    })),
    {
      header: 'exceptions',
      value: (p) =>
        p.openingHours.exceptions.length
          ? JSON.stringify(
              p.openingHours.exceptions.map(({ date, hours, reason }) => ({ date, hours, reason })),
            )
          : '',
    },
    { header: 'flags', value: (_, flags) => flags.join(' ') },
  ];

/** A text a spreadsheet would run as a formula; numbers and phone numbers (+420…, -12.5) are not. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^[+-]?[\d\s().,/-]*$/;

/**
 * Texts that a spreadsheet would take for a formula (`=HYPERLINK(…)` typed as a name) get a leading
 * apostrophe, which spreadsheets show as text (OWASP's advice on CSV injection); an import strips
 * it again.
 */
export function safeCell(value: Cell): Cell {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || NUMBER_LIKE.test(value)) return value;
  return `'${value}`;
}

const DECIMAL_COLUMNS = new Set(['latitude', 'longitude']);

/** A place's row; with `decimalComma` its coordinates as Excel in Czech reads numbers (50,0875). */
export function csvRow(place: PickupPlace, flags: PlaceFlag[], decimalComma = false): Cell[] {
  return CSV_COLUMNS.map((column) => {
    const value = column.value(place, flags);
    if (decimalComma && typeof value === 'number' && DECIMAL_COLUMNS.has(column.header))
      return String(value).replace('.', ',');
    return safeCell(value);
  });
}

/**
 * How the file is written: a byte order mark (Excel reads UTF-8 only with it), a header row, CRLF
 * between records (RFC 4180). csv-stringify quotes a field holding the record delimiter, which is
 * CRLF here, so a field with a bare line feed is quoted by name.
 */
export const csvOptions = (delimiter: ',' | ';'): Options => ({
  bom: true,
  header: true,
  columns: CSV_COLUMNS.map((c) => c.header),
  delimiter,
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
});
