import { describe, expect, it } from 'vitest';
import { headerKey, proposeMapping } from './import-mapping';

describe('the mapping proposed from a header', () => {
  it('ignores case, diacritics, spaces and punctuation', () => {
    expect(headerKey('Zeměpisná šířka')).toBe('zemepisnasirka');
    expect(headerKey(' E-mail ')).toBe('email');
  });

  it('maps the export’s own headers, and ignores what the platform computes', () => {
    expect(
      proposeMapping([
        'id',
        'eshopId',
        'type',
        'carrier',
        'originPickupPlaceId',
        'zipCode',
        'monday',
        'flags',
      ]),
    ).toEqual(['id', null, 'type', null, 'originPickupPlaceId', 'zipCode', 'monday', null]);
  });

  it('maps Czech and English names, each field once', () => {
    expect(
      proposeMapping([
        'Název',
        'Obec',
        'Ulice',
        'PSČ',
        'Telefon',
        'Poznámka',
        'Pondělí',
        'Neděle',
        'Otevírací doba',
      ]),
    ).toEqual(['name', 'city', 'line1', 'zipCode', 'phone', 'note', 'monday', 'sunday', 'openingHours']);
    expect(proposeMapping(['Street', 'Lat', 'Lng', 'Name', 'name', 'Unknown'])).toEqual([
      'line1',
      'latitude',
      'longitude',
      'name',
      null,
      null,
    ]);
  });

  it('maps the usual Czech and Slovak headers of an ordinary file (issue 29)', () => {
    expect(
      proposeMapping([
        'Název pobočky',
        'Ulice a číslo',
        'Město',
        'PSČ',
        'Země',
        'Úložná doba',
        'Typ úložné doby',
      ]),
    ).toEqual(['name', 'line1', 'city', 'zipCode', 'countryCode', 'storageTimeInDays', 'storageTimeType']);
    expect(
      proposeMapping([
        'Názov',
        'Ulica',
        'Mesto',
        'Krajina',
        'Zemepisná šírka',
        'Zemepisná dĺžka',
        'Úložná lehota',
        'Pondelok',
        'Štvrtok',
        'Piatok',
        'Nedeľa',
        'Otváracie hodiny',
      ]),
    ).toEqual([
      'name',
      'line1',
      'city',
      'countryCode',
      'latitude',
      'longitude',
      'storageTimeInDays',
      'monday',
      'thursday',
      'friday',
      'sunday',
      'openingHours',
    ]);
  });
});
