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
});
