import opening_hours from 'opening_hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Interval } from '@/contract/opening-hours';
import { addDays, weekdayOf } from '@/domain/opening-hours-status';
import corpus from './corpus/real-world.json';
import { withSyntaxDayNames, type DayNames } from './day-names';
import { previewDays } from './hours-preview';
import { readHoursText, writeHoursText, type HoursPlace, type TextReading } from './hours-text';

// Real-world opening_hours values (corpus/real-world.json says where they come from) through the
// editor's whole chain: text → week and dated exceptions → text again, and the 14-day preview. Each
// is compared with the package's own reading of the value at the place, day by day over 14 days and
// a year in Europe/Prague that spans both clock changes (28 Mar and 31 Oct 2027). A value may come
// out exact, warned about (the reading says what it cannot hold) or refused; never silently changed.

type Entry = { value: string; kind: string; count?: number; dayNames?: DayNames; at?: 'sk' };
const ENTRIES = (corpus as { values: Entry[] }).values;

const TODAY = '2026-11-25';
const YEAR = 365;
const PRAGUE: HoursPlace = { countryCode: 'CZ', lat: 50.0875, lon: 14.4213 };
const BRATISLAVA: HoursPlace = { countryCode: 'SK', lat: 48.1486, lon: 17.1077 };
/** Warnings that say the week and dates do not hold all of the text's meaning. */
const SAYS_CHANGE = new Set(['varies', 'variable_times', 'unknown', 'school_holidays']);

const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const zone = env.TZ;
beforeAll(() => {
  env.TZ = 'Europe/Prague';
});
afterAll(() => {
  if (zone === undefined) delete env.TZ;
  else env.TZ = zone;
});

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const local = (date: string, h = 0, m = 0) => {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(y!, mo! - 1, d!, h, m);
};

/** Open intervals of a value from a local date for some days, cut at local midnights, by date. */
function byLocalDate(oh: opening_hours, start: string, days: number): Map<string, Interval[]> {
  const byDate = new Map<string, Interval[]>();
  for (let k = 0; k < days; k++) byDate.set(addDays(start, k), []);
  for (const [from, to] of oh.getOpenIntervals(local(start), local(addDays(start, days)))) {
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
  return byDate;
}

/**
 * The package's reading of a value at a place by local date. On the day the clocks go forward and
 * the day after, the package misplaces nights past midnight (it drops Sunday 00:00–03:00 after
 * `Sa 17:00-03:00`): those two days are its reading in a zone without clock changes, on the wall
 * clock of Prague.
 */
function reference(value: string, place: HoursPlace, days: number): Map<string, Interval[]> {
  const where = {
    lat: String(place.lat),
    lon: String(place.lon),
    address: { country_code: place.countryCode.toLowerCase(), state: '' },
  };
  const byDate = byLocalDate(new opening_hours(value, where as never, 0), TODAY, days);
  for (const date of byDate.keys()) {
    if (local(addDays(date, 1)).getTime() - local(date).getTime() >= 86_400_000) continue;
    env.TZ = 'UTC';
    const steady = byLocalDate(new opening_hours(value, where as never, 0), addDays(date, -1), 3);
    env.TZ = 'Europe/Prague';
    byDate.set(date, merged(onWall(date, steady.get(date)!)));
    if (byDate.has(addDays(date, 1))) byDate.set(addDays(date, 1), steady.get(addDays(date, 1))!);
  }
  return byDate;
}

/** Hours as the wall clock shows them on a date: in the hour skipped in spring, 02:30 is 03:30. */
const onWall = (date: string, hours: readonly Interval[]) =>
  hours.map((i) => {
    const at = (t: string) =>
      t === '24:00' ? t : timeOf(local(date, Number(t.slice(0, 2)), Number(t.slice(3))));
    return { from: at(i.from), to: at(i.to) };
  });

/** Touching intervals as one (the grid may hold 08:00–12:00 + 12:00–18:00, the package one). */
const merged = (hours: readonly Interval[]) =>
  hours.reduce<Interval[]>((out, i) => {
    const last = out[out.length - 1];
    if (last && last.to === i.from) last.to = i.to;
    else out.push({ ...i });
    return out;
  }, []);

type Ok = Extract<TextReading, { ok: true }>;

/** The model's hours on a date: its exception's, else its weekday's. */
const modelOn = (r: Ok, date: string) =>
  r.dates.find((d) => d.date === date)?.hours ?? r.week[weekdayOf(date)];

/** The first date where the week and exceptions mean other hours than the package, if any. */
function firstDifference(r: Ok, ref: Map<string, Interval[]>): string | null {
  for (let k = 0; k < YEAR; k++) {
    const date = addDays(TODAY, k);
    const model = merged(onWall(date, modelOn(r, date)));
    if (JSON.stringify(model) !== JSON.stringify(ref.get(date))) return date;
  }
  return null;
}

/** The 14-day preview back to hours by date (a night shown on its evening spills into the next). */
function previewDifference(r: Ok, ref: Map<string, Interval[]>): string | null {
  const exceptions = r.dates.map((d) => ({ date: d.date, hours: d.hours, reason: '' }));
  const days = previewDays(
    { zoneId: 'Europe/Prague', openingHours: { regular: r.week, exceptions } },
    local(TODAY, 12),
  );
  const byDate = new Map(days.map((d) => [d.date, [] as Interval[]]));
  for (const d of days) {
    for (const h of d.hours) {
      if (h.to > h.from) byDate.get(d.date)!.push(h);
      else {
        byDate.get(d.date)!.push({ from: h.from, to: '24:00' });
        byDate.get(addDays(d.date, 1))?.unshift({ from: '00:00', to: h.to });
      }
    }
  }
  // The first day may also begin with the end of the night before (not shown on it).
  const first = modelOn(r, TODAY)[0];
  if (first?.from === '00:00' && days[0]!.hours[0]?.from !== '00:00') byDate.get(TODAY)!.unshift(first);
  for (const d of days) {
    const shown = merged(
      onWall(
        d.date,
        [...byDate.get(d.date)!].sort((a, b) => a.from.localeCompare(b.from)),
      ),
    );
    if (JSON.stringify(shown) !== JSON.stringify(ref.get(d.date))) return d.date;
  }
  return null;
}

type Outcome = 'exact' | 'warned' | 'refused' | 'silent' | 'crashed';

function run(entry: Entry): { outcome: Outcome; why?: string } {
  const place = entry.at === 'sk' ? BRATISLAVA : PRAGUE;
  try {
    const r = readHoursText(entry.value, TODAY, { place, dayNames: entry.dayNames });
    if (!r.ok) return { outcome: 'refused', why: r.reason };
    const value = (entry.dayNames && withSyntaxDayNames(entry.value.trim())) || entry.value.trim();
    const ref = reference(value, place, YEAR);
    const said = r.warnings.some((w) => SAYS_CHANGE.has(w.code));
    const read = firstDifference(r, ref);
    const shown = previewDifference(r, ref);
    // The grid's week written as text and read again: the same week, nothing lost on the way.
    const again = readHoursText(writeHoursText(r.week), TODAY, { place });
    const written = again.ok && JSON.stringify(again.week) === JSON.stringify(r.week) ? null : 'written';
    const changed = read ?? shown ?? written;
    if (!changed) return { outcome: said ? 'warned' : 'exact' };
    if (said && !written) return { outcome: 'warned' };
    return {
      outcome: 'silent',
      why: `${read ? `year ${read}` : ''}${shown ? ` preview ${shown}` : ''}${written ? ' written' : ''}`,
    };
  } catch (e) {
    return { outcome: 'crashed', why: String(e) };
  }
}

describe('real-world opening hours through the editor (corpus)', () => {
  it('has at least 500 real-world values: the most used on OpenStreetMap, and those the package names', () => {
    const real = ENTRIES.filter((e) => !e.kind.startsWith('typed-'));
    expect(real.length).toBeGreaterThanOrEqual(500);
    // Weighted by use: the 350 most used loose spellings stand for tens of thousands of places.
    const uses = real.reduce((sum, e) => sum + (e.count ?? 0), 0);
    expect(uses).toBeGreaterThan(20_000);
  });

  it(
    'keeps every value exact, warned about or refused: none changed in silence, none crashed',
    { timeout: 120_000 },
    () => {
      const counts: Record<Outcome, number> = { exact: 0, warned: 0, refused: 0, silent: 0, crashed: 0 };
      const bad: string[] = [];
      const byKind: Record<string, Partial<Record<Outcome, number>>> = {};
      for (const entry of ENTRIES) {
        const { outcome, why } = run(entry);
        counts[outcome]++;
        const kind = (byKind[entry.kind] ??= {});
        kind[outcome] = (kind[outcome] ?? 0) + 1;
        if (outcome === 'silent' || outcome === 'crashed') bad.push(`${outcome}: ${entry.value} (${why})`);
      }
      console.info(`opening-hours corpus of ${ENTRIES.length}:`, counts, byKind);
      if (env.CORPUS_DETAIL) for (const e of ENTRIES) console.info(JSON.stringify([run(e), e.value]));
      expect(bad).toEqual([]);
    },
  );
});
