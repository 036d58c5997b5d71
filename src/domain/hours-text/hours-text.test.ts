import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@/testing/fixtures/time-zone';
import { readHoursText, type Week } from './hours-text';
import { writeHoursText } from './write-hours-text';
import { textWarningWords } from '@/domain/words/hours-text-words';

const TODAY = '2026-11-23';
const PRAGUE = { countryCode: 'CZ', lat: 50.0875, lon: 14.4213 };
const read = (text: string) => {
  const r = readHoursText(text, TODAY, { place: PRAGUE });
  if (!r.ok) throw new Error(`${text}: ${r.reason}`);
  return r;
};
const closedWeek = (): Week => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
});

// Real-world values of the opening_hours tag (OpenStreetMap), as shops and parcel points use them.
const REAL_WORLD = [
  'Mo-Fr 08:00-18:00',
  'Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; PH off',
  'Mo-Fr 09:00-17:00; Sa,Su 10:00-14:00',
  'Mo-Sa 07:00-21:00; Su 08:00-20:00',
  '24/7',
  'Mo-Su 00:00-24:00',
  'Mo-Fr 07:30-16:30',
  'Mo-Th 08:00-16:00; Fr 08:00-14:00',
  'Mo,We,Fr 09:00-12:00; Tu,Th 14:00-18:00',
  'Mo-Fr 06:00-22:00; Sa 07:00-22:00; Su 08:00-20:00; PH off',
  'Fr 22:00-02:00',
  'Fr,Sa 20:00-04:00',
  'Mo-Su 18:00-02:00',
  'Su 22:00-02:00',
  'Mo-Fr 10:00-19:00; Sa 10:00-13:00; Su off',
  'Tu-Sa 10:00-18:00',
  'Mo-Fr 08:00-11:30,12:30-17:00',
  'Mo-Fr 08:00-10:00,11:00-13:00,14:00-16:00',
  'Mo 08:00-12:00; We 08:00-12:00; Fr 08:00-12:00',
  'Sa,Su 09:00-17:00',
  'Mo-Fr 00:00-24:00; Sa 00:00-12:00',
  'Mo-Sa 09:00-20:00; PH 10:00-16:00',
  'Mo-Fr 08:00-18:00; Sa 08:00-12:00; Su,PH off',
  'Mo-We 09:00-17:00; Th 09:00-20:00; Fr 09:00-17:00',
  'Mo-Fr 7:00-19:00',
  'Mo-Fr 08:00-12:00, 13:00-17:00',
  'Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00',
  'Mo-Su 06:00-23:00',
  'Mo-Fr 08:00-20:00; Sa 09:00-18:00; Su 10:00-16:00; PH off',
  'Mo-Fr 11:00-14:30,17:00-22:00; Sa 12:00-22:00',
  'Tu,Th 15:00-18:00',
  'Mo-Fr 06:30-08:30,15:00-19:00',
];

describe('the weekly hours as text', () => {
  it.each(REAL_WORLD)('round-trips %s: text → grid → text → grid gives the same hours', (text) => {
    const first = read(text);
    const second = read(writeHoursText(first.week));
    expect(second.week).toEqual(first.week);
    expect(second.warnings.filter((w) => w.code === 'checker')).toEqual([]);
  });

  it('fills the grid from a line with a lunch break, a Saturday and PH off', () => {
    const r = read('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; PH off');
    const lunch = [
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '18:00' },
    ];
    expect(r.week).toEqual({
      ...closedWeek(),
      monday: lunch,
      tuesday: lunch,
      wednesday: lunch,
      thursday: lunch,
      friday: lunch,
      saturday: [{ from: '09:00', to: '12:00' }],
    });
    // The Czech holidays of the coming year on days it is open, closed as dates of the text.
    expect(r.dates).toContainEqual({ date: '2026-12-24', hours: [] });
    expect(r.dates).toContainEqual({ date: '2027-03-29', hours: [] }); // Easter Monday
    expect(r.dates.every((d) => d.hours.length === 0)).toBe(true);
    expect(r.warnings).toEqual([{ code: 'dates', detail: String(r.dates.length) }]);
    expect(writeHoursText(r.week, true)).toBe('Mo-Fr 08:00-12:00,13:00-18:00, Sa 09:00-12:00; PH off');
  });

  it('splits Friday 22:00-02:00 at midnight and writes it back as one overnight interval', () => {
    const r = read('Fr 22:00-02:00');
    expect(r.week.friday).toEqual([{ from: '22:00', to: '24:00' }]);
    expect(r.week.saturday).toEqual([{ from: '00:00', to: '02:00' }]);
    expect(writeHoursText(r.week)).toBe('Fr 22:00-02:00');
    // Sunday night runs into Monday, across the end of the week.
    expect(writeHoursText(read('Su 22:00-02:00').week)).toBe('Su 22:00-02:00');
    // An additional Saturday rule keeps it.
    expect(read('Fr 22:00-02:00; Sa 09:00-12:00').week.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(writeHoursText(read('Fr 22:00-02:00, Sa 09:00-12:00').week)).toBe(
      'Fr 22:00-02:00, Sa 09:00-12:00',
    );
  });

  it('reads the usual week in a week of holidays; the holidays are its dates', () => {
    const christmasWeek = readHoursText('Mo-Fr 08:00-18:00; Su,PH off', '2026-12-21', { place: PRAGUE });
    expect(christmasWeek).toMatchObject({ ok: true });
    if (!christmasWeek.ok) return;
    expect(christmasWeek.week.friday).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(christmasWeek.dates.slice(0, 2)).toEqual([
      { date: '2026-12-24', hours: [] },
      { date: '2026-12-25', hours: [] },
    ]);
    expect(read('Mo-Fr 08:00-18:00').dates).toEqual([]);
  });

  it('writes 24/7, a closed week and days open around the clock', () => {
    expect(writeHoursText(read('Mo-Su 00:00-24:00').week)).toBe('24/7');
    expect(writeHoursText(closedWeek())).toBe('off');
    expect(writeHoursText(closedWeek(), true)).toBe('off; PH off');
    expect(writeHoursText(read('Mo-Fr 00:00-24:00').week)).toBe('Mo-Fr 00:00-24:00');
  });

  it('warns in words about what a week cannot hold, and still fills the week it can', () => {
    const codes = (text: string) => read(text).warnings.map((w) => w.code);
    expect(codes('Jan-Mar Mo-Fr 09:00-17:00; Apr-Dec Mo-Fr 08:00-18:00')).toContain('varies');
    expect(codes('Mo-Fr 08:00-18:00; Dec 24 off')).not.toContain('varies');
    expect(codes('Mo-Fr sunrise-sunset')).toContain('variable_times');
    expect(read('Mo-Sa 09:00-20:00; PH 10:00-16:00').dates).toContainEqual({
      date: '2026-12-25',
      hours: [{ from: '10:00', to: '16:00' }],
    });
    expect(codes('Mo-Fr 08:00-18:00; SH off')).toContain('school_holidays');
    const comment = read('Mo-Fr 08:00-18:00 "by appointment"');
    expect(comment.warnings).toEqual([{ code: 'comment', detail: 'by appointment' }]);
    expect(comment.week.monday).toEqual([{ from: '08:00', to: '18:00' }]);
    // A fallback rule is no open hours (issue 43: it made every day 00:00–24:00).
    for (const fallback of ['"by appointment"', '"nach Vereinbarung"', '"po domluvě"']) {
      const r = read(`Mo-Fr 08:00-17:00 || ${fallback}`);
      expect(r.week.monday).toEqual([{ from: '08:00', to: '17:00' }]);
      expect(r.week.sunday).toEqual([]);
      expect(r.warnings).toEqual([{ code: 'unknown', detail: fallback.slice(1, -1) }]);
    }
    expect(read('"po domluvě"').week.monday).toEqual([]);
    // The package's hints never reach the user raw: each in words, and what it read.
    const loose = read('nonstop').warnings.map((w) => textWarningWords(w, 'cs'));
    expect(loose).toEqual(['„nonstop“ čteno jako 24/7', 'Text přečten jako „24/7“']);
    expect(codes('Mo 8-12')).toContain('checker');
  });

  it('reads day names in the reader’s language, and says an ambiguous one', () => {
    const cs = readHoursText('Po-Pá 8:00-17:00; So 9:00-12:00', TODAY, { dayNames: 'cs' });
    const de = readHoursText('Mo-Fr 8:00-17:00; So 9:00-12:00', TODAY, { dayNames: 'de' });
    expect(cs.ok && cs.week.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(de.ok && de.week.sunday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(cs.ok && cs.warnings.map((w) => textWarningWords(w, 'en'))).toContain(
      '“So” read as Saturday (Czech day names)',
    );
    const pl = readHoursText('PN-PT 10:00-19:00; SB 10:00-14:00', TODAY, { dayNames: 'pl' });
    expect(pl.ok && pl.week.saturday).toEqual([{ from: '10:00', to: '14:00' }]);
  });

  it('refuses bad text with a reason and never throws', () => {
    expect(readHoursText('garbage 😀', TODAY)).toMatchObject({ ok: false, reason: 'syntax' });
    expect(readHoursText('😀😀😀', TODAY)).toMatchObject({ ok: false, reason: 'syntax' });
    expect(readHoursText('Mo-Fr 08:00-18:00; '.repeat(600), TODAY)).toEqual({
      ok: false,
      reason: 'too_long',
    });
    expect(readHoursText('x'.repeat(10_000), TODAY)).toEqual({ ok: false, reason: 'too_long' });
    expect(readHoursText('   ', TODAY)).toEqual({ ok: false, reason: 'empty' });
    expect(readHoursText('Mo-Fr 08:00-25:99', TODAY).ok).toBe(false);
  });

  it('writes only the valid intervals of a grid being edited', () => {
    const week = {
      ...closedWeek(),
      monday: [
        { from: '8', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    };
    expect(writeHoursText(week)).toBe('Mo 13:00-17:00');
  });
});

describe('dates in the text', () => {
  it('sets the coming 24 December apart from the week: an exception, the week unchanged', () => {
    const r = read('Mo-Fr 08:00-18:00; Dec 24 off');
    expect(r.week.thursday).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(r.dates).toEqual([{ date: '2026-12-24', hours: [] }]);
    expect(r.warnings).toEqual([{ code: 'dates', detail: '1' }]);
  });

  it('reads the usual week even when read in the week of the date itself', () => {
    const r = readHoursText('Mo-Fr 08:00-18:00; Dec 24 off', '2026-12-21');
    expect(r).toMatchObject({ ok: true, dates: [{ date: '2026-12-24', hours: [] }] });
    if (r.ok) expect(r.week.thursday).toEqual([{ from: '08:00', to: '18:00' }]);
  });

  it('gives a date range and special hours on a date; a date past this year is next year’s', () => {
    const r = read('Mo-Sa 09:00-17:00; Dec 24 09:00-12:00; Dec 25-26 off; Nov 20 off');
    expect(r.dates).toEqual([
      { date: '2026-12-24', hours: [{ from: '09:00', to: '12:00' }] },
      { date: '2026-12-25', hours: [] },
      { date: '2026-12-26', hours: [] },
      { date: '2027-11-20', hours: [] },
    ]);
  });

  it('keeps a week-number pattern of a few dates as dates, and a seasonal one as this week', () => {
    const few = read('week 01-10 Mo 10:00-12:00; Tu 10:00-12:00');
    expect(few.week.monday).toEqual([]);
    expect(few.dates).toHaveLength(10);
    const seasonal = read('Jan-Mar Mo-Fr 09:00-17:00; Apr-Dec Mo-Fr 08:00-18:00');
    expect(seasonal.dates).toEqual([]);
    expect(seasonal.week.monday).toEqual([{ from: '08:00', to: '18:00' }]);
  });
});

describe('a night typed into one day of the grid (issue 29)', () => {
  it('is written as the overnight interval it is, not dropped', () => {
    const week = { ...closedWeek(), friday: [{ from: '22:00', to: '02:00' }] };
    expect(writeHoursText(week)).toBe('Fr 22:00-02:00');
    expect(read('Fr 22:00-02:00').week.saturday).toEqual([{ from: '00:00', to: '02:00' }]);
  });
});

describe('a day the clocks change (issue 29)', () => {
  // The package reads the text in the browser's zone: Prague's clocks go forward on 28 Mar 2027.
  inTimeZone('Europe/Prague');

  it('reads the week of the week before a clock change as any other (issue 43)', () => {
    for (const today of ['2027-03-22', '2027-10-25', '2026-03-23']) {
      const r = readHoursText('Mo-Su 10:00-02:00', today);
      if (!r.ok) throw new Error('refused');
      expect(r.week.saturday).toEqual([
        { from: '00:00', to: '02:00' },
        { from: '10:00', to: '24:00' },
      ]);
      expect(writeHoursText(r.week)).toBe('Mo-Su 10:00-02:00');
    }
  });

  it.each(['Mo-Su 22:00-02:00', 'Mo-Su 02:30-04:00', 'Fr,Sa 20:00-04:00', '24/7'])(
    'is not a date apart from the week: %s',
    (text) => {
      expect(new Date(2027, 2, 28, 2, 0).getHours()).toBe(3); // the zone is in force
      expect(read(text).dates).toEqual([]);
    },
  );

  it('still sets a date of the text apart on that day', () => {
    expect(read('Mo-Su 22:00-02:00; Mar 28 off').dates).toEqual([{ date: '2027-03-28', hours: [] }]);
  });
});
