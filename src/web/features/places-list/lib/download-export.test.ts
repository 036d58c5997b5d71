import { describe, expect, it } from 'vitest';
import { exportUrl } from './download-export';

describe('the export’s address', () => {
  const query = new URLSearchParams({ eshopId: 'e' });

  it('asks for decimal commas in "CSV for Excel" when the app speaks Czech (issue 29)', () => {
    expect(exportUrl('csv-semicolon', query, 'cs')).toBe(
      '/bff/places/export.csv?eshopId=e&separator=semicolon&decimal=comma',
    );
    expect(exportUrl('csv-semicolon', query, 'en')).toBe(
      '/bff/places/export.csv?eshopId=e&separator=semicolon',
    );
    expect(exportUrl('csv', query, 'cs')).toBe('/bff/places/export.csv?eshopId=e&separator=comma');
  });
});
