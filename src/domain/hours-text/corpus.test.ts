import opening_hours from 'opening_hours';
import { describe, expect, it } from 'vitest';
import type { Interval } from '@/contract/opening-hours';
import { addDays, weekdayOf } from '@/domain/opening-hours-status';
import { osmWeek } from '@/domain/hours-text/hours-cells';
import { changesMeaning } from '@/domain/words/hours-text-words';
import corpus from './corpus/real-world.json';
import { dayNamesFor, withSyntaxDayNames, type DayNames } from './day-names';
import { readHoursText, type HoursPlace, type TextDate, type TextWarning, type Week } from './hours-text';
import { inTimeZone } from '@/testing/fixtures/time-zone';

// Real-world opening_hours values (corpus/real-world.json says where each comes from) through both
// paths of the one reader: the editor's text form and the import's `opening_hours` column. Each
// reading is compared day by day, over the coming year in Europe/Prague, with the package's own
// iteration of the value at the place (its definitely open intervals). A value comes out exact,
// warned about in words that name the change, or refused; never changed in silence (issue 43).
// The day the clocks go forward and the day after are left to the unit tests (hours-text.test.ts):
// there the package itself misplaces nights.

type Entry = { value: string; kind: string; count?: number; dayNames?: DayNames; country?: string };
const ENTRIES = (corpus as { values: Entry[] }).values;

const TODAY = '2026-11-25';
const YEAR = 365;
const PLACES: Record<string, HoursPlace> = {
  CZ: { countryCode: 'CZ', lat: 50.0875, lon: 14.4213 },
  SK: { countryCode: 'SK', lat: 48.1486, lon: 17.1077 },
  PL: { countryCode: 'PL', lat: 52.2297, lon: 21.0122 },
  DE: { countryCode: 'DE', lat: 52.52, lon: 13.405 },
  AT: { countryCode: 'AT', lat: 48.2082, lon: 16.3738 },
};

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const local = (date: string) => {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(y!, mo! - 1, d!);
};
const dayLong = (date: string) => local(addDays(date, 1)).getTime() - local(date).getTime();

/** The package's definitely open intervals of a value by local date (unknown ones are not open). */
function reference(value: string, place: HoursPlace, days: number): Map<string, string> {
  const where = {
    lat: String(place.lat),
    lon: String(place.lon),
    address: { country_code: place.countryCode.toLowerCase(), state: '' },
  };
  const oh = new opening_hours(value, where as never, 0);
  const byDate = new Map<string, Interval[]>();
  for (let k = 0; k < days; k++) byDate.set(addDays(TODAY, k), []);
  for (const [from, to, unknown] of oh.getOpenIntervals(local(TODAY), local(addDays(TODAY, days)))) {
    if (unknown) continue;
    for (let at = from; at < to;) {
      const midnight = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
      const stop = to < midnight ? to : midnight;
      const day = byDate.get(dateOf(at))!;
      const piece = { from: timeOf(at), to: stop === midnight ? '24:00' : timeOf(stop) };
      const last = day[day.length - 1];
      if (last?.to === piece.from) last.to = piece.to;
      else day.push(piece);
      at = stop;
    }
  }
  return new Map([...byDate].map(([date, hours]) => [date, JSON.stringify(hours)]));
}

const merged = (hours: readonly Interval[]) =>
  JSON.stringify(
    hours.reduce<Interval[]>((out, i) => {
      const last = out[out.length - 1];
      if (last && last.to === i.from) last.to = i.to;
      else out.push({ ...i });
      return out;
    }, []),
  );

/** The first date the week and dates mean other hours than the package, if any. */
function firstDifference(week: Week, dates: TextDate[], ref: Map<string, string>): string | null {
  const byDate = new Map(dates.map((d) => [d.date, d.hours]));
  for (const date of ref.keys()) {
    if (dayLong(date) < 86_400_000 || dayLong(addDays(date, -1)) < 86_400_000) continue;
    if (merged(byDate.get(date) ?? week[weekdayOf(date)]) !== ref.get(date)) return date;
  }
  return null;
}

type Outcome = 'exact' | 'warned' | 'refused' | 'silent' | 'crashed';
type Counts = Record<Outcome, number>;
const SAYS_CHANGE = (w: TextWarning) => changesMeaning(w);

function run(entry: Entry): { editor: Outcome; import: Outcome; why?: string } {
  const place = PLACES[entry.country ?? 'CZ']!;
  const dayNames = entry.dayNames ?? dayNamesFor('en', place.countryCode);
  try {
    const r = readHoursText(entry.value, TODAY, { place, ...(dayNames ? { dayNames } : {}) });
    const imported = osmWeek(entry.value, { place, today: TODAY });
    if (!r.ok && imported.ok)
      return { editor: 'refused', import: 'silent', why: 'import took a refused value' };
    if (!r.ok) return { editor: 'refused', import: 'refused' };
    const value = (dayNames && withSyntaxDayNames(entry.value.trim(), dayNames)?.text) || entry.value.trim();
    // A value the same every week needs two weeks of the package's reading, not a year.
    const stable = new opening_hours(
      value,
      { address: { country_code: place.countryCode.toLowerCase(), state: '' } } as never,
      0,
    ).isWeekStable();
    const ref = reference(value, place, stable ? 14 : YEAR);
    const differs = firstDifference(r.week, r.dates, ref);
    const said = r.warnings.some(SAYS_CHANGE);
    const editor: Outcome = differs ? (said ? 'warned' : 'silent') : said ? 'warned' : 'exact';
    // The import says what the reader said in a note of the row; a guess it refuses.
    let taken: Outcome = 'refused';
    if (imported.ok) {
      const noted =
        imported.warnings.some(SAYS_CHANGE) || imported.warnings.some((w) => w.code === 'day_names');
      if (firstDifference(imported.week, imported.dates, ref)) taken = noted ? 'warned' : 'silent';
      else taken = imported.warnings.length ? 'warned' : 'exact';
    }
    return { editor, import: taken, ...(differs ? { why: differs } : {}) };
  } catch (e) {
    return { editor: 'crashed', import: 'crashed', why: String(e) };
  }
}

describe('real-world opening hours through the one reader (corpus)', () => {
  inTimeZone('Europe/Prague');

  it('holds thousands of real-world values of several countries', () => {
    const real = ENTRIES.filter((e) => !e.kind.startsWith('typed-'));
    expect(real.length).toBeGreaterThanOrEqual(4000);
    expect(new Set(real.map((e) => e.country ?? 'CZ')).size).toBeGreaterThanOrEqual(5);
  });

  it(
    'reads every value exact, warned about or refused in both paths: none changed in silence',
    { timeout: 120_000 },
    () => {
      const counts = { editor: {} as Counts, import: {} as Counts };
      const bad: string[] = [];
      for (const entry of ENTRIES) {
        const out = run(entry);
        for (const path of ['editor', 'import'] as const) {
          counts[path][out[path]] = (counts[path][out[path]] ?? 0) + 1;
          if (out[path] === 'silent' || out[path] === 'crashed')
            bad.push(`${path} ${out[path]}: ${entry.value} (${out.why ?? ''})`);
        }
      }
      console.info(`opening-hours corpus of ${ENTRIES.length}:`, counts);
      expect(bad.slice(0, 40)).toEqual([]);
    },
  );
});
