import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@/testing/fixtures/time-zone';
import { dayCell, osmWeek } from '@/domain/hours-text/hours-cells';

const PRAGUE = { countryCode: 'CZ', lat: 50.0875, lon: 14.4213 };
const at = { place: PRAGUE, today: '2026-11-25' };
const i = (from: string, to: string) => ({ from, to });

describe('opening hours as a file gives them (the editor’s reader)', () => {
  inTimeZone('Europe/Prague');

  it('reads a day’s cell in the usual forms, `8-17` as the editor does', () => {
    const split = [i('08:00', '12:00'), i('13:00', '18:00')];
    expect(dayCell('08:00-12:00,13:00-18:00')).toEqual(split);
    expect(dayCell('08:00-12:00 13:00-18:00')).toEqual(split); // the export's form
    expect(dayCell('8.00–12.00; 13:00 - 18:00')).toEqual(split);
    expect(dayCell('8-17')).toEqual([i('08:00', '17:00')]);
    expect(dayCell('')).toEqual([]);
    expect(dayCell('zavřeno')).toEqual([]);
    expect(Array.isArray(dayCell('od rána'))).toBe(false);
  });

  it('reads a week with its holidays as dates of the place’s country', () => {
    const week = osmWeek('Mo-Su,PH 09:00-20:00; Jan 1,Dec 25 off', at);
    expect(week.ok).toBe(true);
    if (!week.ok) return;
    expect(week.week.saturday).toEqual([i('09:00', '20:00')]);
    expect(week.dates).toContainEqual({ date: '2026-12-25', hours: [] });
    const sunday = osmWeek('Sa,Su,PH 09:00-16:00', at);
    expect(sunday.ok && sunday.week.sunday).toEqual([i('09:00', '16:00')]);
    // Whit Monday is no holiday in Czechia: every Monday keeps its own hours.
    const mondays = osmWeek('Mo-Sa 06:00-24:00; Su,PH 06:00-22:00', at);
    expect(mondays.ok && mondays.week.monday).toEqual([i('06:00', '24:00')]);
  });

  it('reads Czech `So` as Saturday at a Czech place, German `So` as Sunday at a German one', () => {
    const cz = osmWeek('Po-Pá 8:00-17:00; So 9:00-12:00', at);
    expect(cz.ok && cz.week.saturday).toEqual([i('09:00', '12:00')]);
    expect(cz.ok && cz.week.sunday).toEqual([]);
    const de = osmWeek('Mo-Fr 8:00-17:00; So 9:00-12:00', { ...at, place: { countryCode: 'DE' } });
    expect(de.ok && de.week.sunday).toEqual([i('09:00', '12:00')]);
    const pl = osmWeek('PN-PT 10:00-19:00; SB 10:00-14:00', { ...at, place: { countryCode: 'PL' } });
    expect(pl.ok && pl.week.saturday).toEqual([i('10:00', '14:00')]);
    // Read at a Czech place, the package guesses `SB` is Tuesday: refused, in words.
    const guessed = osmWeek('PN-PT 10-19 SB 10-14', at);
    expect(guessed).toMatchObject({ ok: false, words: expect.stringContaining('read as Tuesday') });
  });

  it('refuses what would change with the words of what: fallbacks, comments, SH', () => {
    for (const value of [
      'Mo-Fr 08:00-17:00 || "by appointment"',
      'Mo-Fr 08:00-17:00 "nach Vereinbarung"',
      '"po domluvě"',
      'Mo-Fr 08:00-17:00; SH off',
    ])
      expect(osmWeek(value, at)).toMatchObject({ ok: false, words: expect.any(String) });
    expect(osmWeek('Mo-Fr 08:00-17:00 || "by appointment"', at)).toMatchObject({
      words: expect.stringContaining('“by appointment” is not saved as opening hours'),
    });
    expect(osmWeek('kdykoli', at).ok).toBe(false);
  });

  it('is not shifted by the clock change in the week before it', () => {
    for (const today of ['2027-03-22', '2027-10-25']) {
      const week = osmWeek('Mo-Su 10:00-2:00', { ...at, today });
      expect(week.ok).toBe(false); // "2" could be 14:00: said, not guessed
      const night = osmWeek('Mo-Su 10:00-02:00', { ...at, today });
      expect(night.ok && night.week.saturday).toEqual([i('00:00', '02:00'), i('10:00', '24:00')]);
      expect(night.ok && night.week.sunday).toEqual([i('00:00', '02:00'), i('10:00', '24:00')]);
    }
  });
});
