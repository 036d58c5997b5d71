import { describe, expect, it } from 'vitest';
import { knowsCountry, publicHolidays } from './hours-holidays';

const datesOf = (country: string, year: number, lang = 'en', state?: string) =>
  publicHolidays(country, `${year}-01-01`, lang, { state }).map((h) => h.date);

describe('public holidays from date-holidays', () => {
  it('lists the Czech public holidays of 2026 and 2027 with Czech or English names', () => {
    expect(datesOf('CZ', 2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-07-05',
      '2026-07-06',
      '2026-09-28',
      '2026-10-28',
      '2026-11-17',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    const y2027 = publicHolidays('CZ', '2027-01-01', 'cs');
    expect(y2027.find((h) => h.date === '2027-03-29')?.name).toBe('Velikonoční pondělí');
    expect(y2027.find((h) => h.date === '2027-10-28')?.name).toBe(
      'Den vzniku samostatného československého státu',
    );
    expect(y2027.find((h) => h.date === '2027-11-17')?.name).toBe('Den boje za svobodu a demokracii');
    expect(publicHolidays('CZ', '2027-01-01', 'en').find((h) => h.date === '2027-03-29')?.name).toBe(
      'Easter Monday',
    );
  });

  it('lists the Slovak public holidays of 2026 and 2027 (observances left out)', () => {
    const sk2026 = datesOf('SK', 2026);
    expect(sk2026).toContain('2026-04-06'); // Easter Monday
    expect(sk2026).toContain('2026-08-29'); // Slovak National Uprising
    expect(sk2026).toContain('2026-12-24');
    const sk2027 = publicHolidays('SK', '2027-01-01', 'sk');
    expect(sk2027.map((h) => h.date)).toEqual(
      expect.arrayContaining(['2027-01-06', '2027-03-29', '2027-07-05']),
    );
    expect(sk2027.map((h) => h.date)).not.toContain('2027-03-28'); // Easter Sunday: an observance
    expect(sk2027.find((h) => h.date === '2027-03-29')?.name).toBe('Veľkonočný pondelok');
  });

  it('gives the coming twelve months across the new year, and a state where the address names one', () => {
    const coming = publicHolidays('CZ', '2026-11-23', 'en').map((h) => h.date);
    expect(coming[0]).toBe('2026-12-24');
    expect(coming[coming.length - 1]).toBe('2027-11-17');
    expect(datesOf('DE', 2026, 'de', 'BY')).toContain('2026-01-06'); // Epiphany in Bavaria only
    expect(datesOf('DE', 2026, 'de', 'Bayern')).toContain('2026-01-06');
    expect(datesOf('DE', 2026, 'de')).not.toContain('2026-01-06');
  });

  it('knows the countries it has data for and gives none for others', () => {
    expect(knowsCountry('CZ')).toBe(true);
    expect(knowsCountry('UNDEFINED')).toBe(false);
    expect(publicHolidays('XK', '2026-01-01', 'en')).toEqual(expect.any(Array));
    expect(publicHolidays('UNDEFINED', '2026-01-01', 'en')).toEqual([]);
    expect(publicHolidays(undefined, '2026-01-01', 'en')).toEqual([]);
  });
});
