import { DAYS, type Interval } from '@/contract/opening-hours';
import { dayNamesFor } from '@/domain/hours-text/day-names';
import {
  readHoursText,
  type HoursPlace,
  type TextDate,
  type TextWarning,
  type Week,
} from '@/domain/hours-text/hours-text';
import { isBenignHint, textWarningWords } from '@/domain/words/hours-text-words';

// Opening hours as a file gives them: a day's cell (`08:00-12:00,13:00-18:00`, the export's
// `08:00-12:00 13:00-17:00`, `8-17`, empty or "closed"/"zavřeno" when closed), or the whole week in
// OpenStreetMap's opening_hours syntax. Both are read by the editor's reader (src/domain/hours-text,
// issue 43: the import's own reader stored 1 444 of 4 757 real values changed), at the row's place
// (its country's holidays for PH, its coordinates for sun times), with the day names of its
// country or of the screen's language. What the reader says of a value travels with it, as the
// editor shows it under the text: a comment or fallback rule not kept as hours, SH, an open end,
// `So` read as Saturday by the language (`warnings`, a note of the dry run's row). A value the
// package read only by guessing (a day name it took for another, rules not joined: its hints but
// the benign `8-17` and `nonstop`) is refused with what it guessed: a guess in a thousand-row file
// is a change no one reads. Nothing is stored changed without a word.

export type CellReading =
  | { ok: true; week: Week; dates: TextDate[]; warnings: TextWarning[] }
  | {
      ok: false;
      reason: 'invalid_hours' | 'hours_guessed' | 'hours_need_coordinates' | 'no_holidays';
      /** English words of why (row errors' `detail` is English, see the contract). */
      words?: string;
      /** Of `hours_guessed`: the reader's warnings, for the screen's words. */
      warnings?: TextWarning[];
    };

export type CellOptions = {
  /** The row's place: its country (and state), its coordinates when the row gives them. */
  place?: HoursPlace;
  /** The screen's (or the file's) language: day names when the place's country names none. */
  language?: string;
  /** YYYY-MM-DD: the dates of the text are those of the coming year from it. */
  today?: string;
};

const CLOSED = /^(closed|zavreno|zavřeno|zatvorené|zatvorene|off|-|–)$/i;

const todayUtc = () => new Date().toISOString().slice(0, 10);

const guessed = (w: TextWarning) => w.code === 'checker' && !isBenignHint(w.detail ?? '');

function read(text: string, options: CellOptions): CellReading {
  const reading = readHoursText(text, options.today ?? todayUtc(), {
    ...(options.place ? { place: options.place } : {}),
    dayNames: dayNamesFor(options.language ?? 'en', options.place?.countryCode),
  });
  if (!reading.ok) {
    if (reading.reason === 'needs_pin')
      return {
        ok: false,
        reason: 'hours_need_coordinates',
        words: 'sunrise or sunset need the place’s coordinates',
      };
    if (reading.reason === 'no_holidays')
      return {
        ok: false,
        reason: 'no_holidays',
        words: 'no public or school holidays are known for the place’s country',
      };
    return {
      ok: false,
      reason: 'invalid_hours',
      ...(reading.near ? { words: `near “${reading.near}”` } : {}),
    };
  }
  if (reading.warnings.some(guessed)) {
    const warnings = reading.warnings.filter((w) => guessed(w) || w.code === 'read_as');
    const words = [...new Set(warnings.map((w) => textWarningWords(w, 'en')))].join('; ');
    return { ok: false, reason: 'hours_guessed', words, warnings };
  }
  // The benign hints (`8-17` read as 08:00-17:00) say what the writer meant: nothing to note.
  const warnings = reading.warnings.filter((w) => w.code !== 'checker' && w.code !== 'read_as');
  return { ok: true, week: reading.week, dates: reading.dates, warnings };
}

/** The whole week of an `opening_hours` column, and the dates it sets apart (PH, `Dec 24 off`). */
export function osmWeek(text: string, options: CellOptions = {}): CellReading {
  return read(text, options);
}

/** A day's cell: its intervals, or not hours (with the words why, when there are some). */
export function dayCell(
  cell: string,
  options: CellOptions = {},
): Interval[] | Extract<CellReading, { ok: false }> {
  const text = cell.trim();
  if (text === '' || CLOSED.test(text)) return [];
  // The export's `08:00-12:00 13:00-17:00`, `;` between intervals and `8.00–12.00`, as the syntax has them.
  const syntax = text
    .replace(/(\d)\.(\d\d)/g, '$1:$2')
    .replace(/\s*[–—]\s*/g, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*[,;]\s*|(?<=\d)\s+(?=\d)/g, ',');
  // A day's cell holds times only: no rules, no days.
  if (/[a-z"|]/i.test(syntax)) return { ok: false, reason: 'invalid_hours' };
  const reading = read(`Mo ${syntax}`, { ...options, place: undefined });
  if (!reading.ok) return reading;
  // A cell's times say nothing a note would carry; an open end (`17:00+`) is no day's hours.
  if (reading.warnings.length)
    return { ok: false, reason: 'invalid_hours', words: textWarningWords(reading.warnings[0]!, 'en') };
  // A night past midnight would spill into the next day: a day's cell cannot say whose day that is.
  if (DAYS.some((d) => d !== 'monday' && reading.week[d].length))
    return { ok: false, reason: 'invalid_hours', words: 'a night past midnight' };
  return reading.week.monday;
}
