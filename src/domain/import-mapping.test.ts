import { describe, expect, it } from 'vitest';
import { destinationTypeOf, headerKey, proposeColumns, proposeMapping } from './import-mapping';

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

  it('chooses the place type and the place id only for values that are that (issue 43)', () => {
    const uuid = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
    expect(
      proposeColumns([
        { header: 'ID', samples: ['LV-1001', 'LV-1002'] }, // a shop's own code
        { header: 'type', samples: ['locker', 'locker'] }, // a GeoJSON property
        { header: 'name', samples: ['Rimi Imanta'] },
      ]),
    ).toEqual([
      { target: null, offered: 'id' },
      { target: null, offered: 'type' },
      { target: 'name', offered: null },
    ]);
    expect(
      proposeColumns([
        { header: 'id', samples: [uuid, uuid.toUpperCase()] },
        { header: 'Typ', samples: ['PARCEL_BOX', 'Výdejní box', 'parcel shop'] },
      ]),
    ).toEqual([
      { target: 'id', offered: null },
      { target: 'type', offered: null },
    ]);
    // An empty column (the template's id of new places) has no values to say otherwise.
    expect(proposeColumns([{ header: 'id', samples: [] }])).toEqual([{ target: 'id', offered: null }]);
  });

  it('reads a place type from its value or its words in English and Czech', () => {
    expect(['PARCEL_SHOP', 'parcel box', 'Výdejna', 'VÝDEJNÍ BOX', 'Adresa'].map(destinationTypeOf)).toEqual([
      'PARCEL_SHOP',
      'PARCEL_BOX',
      'PARCEL_SHOP',
      'PARCEL_BOX',
      'HOUSE_ADDRESS',
    ]);
    expect(destinationTypeOf('SPACESHIP')).toBeNull();
  });
});
