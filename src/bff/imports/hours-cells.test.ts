import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@/testing/fixtures/time-zone';
import { dayCell, osmWeek } from '@/domain/hours-text/hours-cells';

const PRAGUE = { countryCode: 'CZ', lat: 50.0875, lon: 14.4213 };
const at = { place: PRAGUE, today: '2026-11-25' };
const i = (from: string, to: string) => ({ from, to });
const REST_OF_WEEK = {
  wednesday: [i('08:00', '17:00')],
  thursday: [i('08:00', '17:00')],
  friday: [i('08:00', '17:00')],
};

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
    // Read at a Czech place, the package guesses `SB` is Tuesday: refused, with what it guessed.
    const guessed = osmWeek('PN-PT 10-19 SB 10-14', at);
    expect(guessed).toMatchObject({
      ok: false,
      reason: 'hours_guessed',
      words: expect.stringContaining('read as Tuesday'),
      warnings: expect.arrayContaining([expect.objectContaining({ code: 'checker' })]),
    });
  });

  it('says in a warning when an ambiguous day name is read by the language', () => {
    // No country of the place: the screen's language decides, and the reading says so.
    const czech = osmWeek('Po-Pá 8:00-17:00; So 9:00-12:00', { today: at.today, language: 'cs' });
    expect(czech.ok && czech.week.saturday).toEqual([i('09:00', '12:00')]);
    expect(czech.ok && czech.warnings).toContainEqual({ code: 'day_names', detail: 'So|Sa|cs' });
    const german = osmWeek('Mo-Fr 8:00-17:00; So 9:00-12:00', { ...at, place: { countryCode: 'DE' } });
    expect(german.ok && german.warnings).toContainEqual({ code: 'day_names', detail: 'So|Su|de' });
  });

  it('keeps the regular hours of fallbacks, comments and SH, and says what is not kept', () => {
    const weekdays = { ...REST_OF_WEEK, monday: [i('08:00', '17:00')], tuesday: [i('08:00', '17:00')] };
    for (const [value, code] of [
      ['Mo-Fr 08:00-17:00 || "by appointment"', 'unknown'],
      ['Mo-Fr 08:00-17:00 "nach Vereinbarung"', 'comment'],
      ['Mo-Fr 08:00-17:00; SH off', 'school_holidays'],
    ] as const) {
      const read = osmWeek(value, at);
      expect(read.ok, value).toBe(true);
      if (!read.ok) continue;
      // Never open non-stop: the hours as written, the rest in a warning.
      expect(read.week).toMatchObject(weekdays);
      expect(read.week.saturday).toEqual([]);
      expect(read.warnings.map((w) => w.code)).toContain(code);
    }
    const fallback = osmWeek('Mo-Fr 08:00-17:00 || "by appointment"', at);
    expect(fallback.ok && fallback.warnings).toContainEqual({ code: 'unknown', detail: 'by appointment' });
    // A comment alone is no hours at all: closed every day, and said.
    const alone = osmWeek('"po domluvě"', at);
    expect(alone.ok && Object.values(alone.week).flat()).toEqual([]);
    expect(alone.ok && alone.warnings.map((w) => w.code)).toContain('unknown');
    expect(osmWeek('kdykoli', at)).toMatchObject({ ok: false, reason: 'invalid_hours' });
  });

  it('leaves out the benign hints: `8-17`, a typographic dash, a day’s whole name need no note', () => {
    for (const value of ['Mo-Fr 8-17', 'Mo–Fr 10:00–18:00', 'Freitag 10:00-18:00', 'Mo-Fr 10:00-18:00 Uhr']) {
      const read = osmWeek(value, at);
      expect(read, value).toMatchObject({ ok: true, warnings: [] });
      expect(read.ok && read.week.friday.length, value).toBe(1);
    }
    // A single-digit hour may be after midday: a guess, refused.
    expect(osmWeek('Mo-Fr 10:00-8:00', at)).toMatchObject({ ok: false, reason: 'hours_guessed' });
  });

  it('refuses sun times without coordinates and holidays of a country without any known', () => {
    expect(osmWeek('Mo-Su sunrise-sunset', { ...at, place: { countryCode: 'CZ' } })).toMatchObject({
      ok: false,
      reason: 'hours_need_coordinates',
    });
  });

  it('is not shifted by the clock change in the week before it', () => {
    for (const today of ['2027-03-22', '2027-10-25']) {
      const week = osmWeek('Mo-Su 10:00-2:00', { ...at, today });
      expect(week).toMatchObject({ ok: false, reason: 'hours_guessed' }); // "2" could be 14:00
      const night = osmWeek('Mo-Su 10:00-02:00', { ...at, today });
      expect(night.ok && night.week.saturday).toEqual([i('00:00', '02:00'), i('10:00', '24:00')]);
      expect(night.ok && night.week.sunday).toEqual([i('00:00', '02:00'), i('10:00', '24:00')]);
    }
  });
});
