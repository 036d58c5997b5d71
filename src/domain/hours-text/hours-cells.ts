import { DAYS, type Interval } from '@/contract/opening-hours';
import { dayNamesFor } from '@/domain/hours-text/day-names';
import { readHoursText, type HoursPlace, type TextDate, type Week } from '@/domain/hours-text/hours-text';
import { changesMeaning, isBenignHint, textWarningWords } from '@/domain/words/hours-text-words';

// Opening hours as a file gives them: a day's cell (`08:00-12:00,13:00-18:00`, the export's
// `08:00-12:00 13:00-17:00`, `8-17`, empty or "closed"/"zavřeno" when closed), or the whole week in
// OpenStreetMap's opening_hours syntax. Both are read by the editor's reader (src/domain/hours-text,
// issue 43: the import's own reader stored 1 444 of 4 757 real values changed), at the row's place
// (its country's holidays for PH, its coordinates for sun times), with the day names of its
// country or of the screen's language. An import row cannot carry a warning, so a value the reader
// would keep only with a warning that the hours change (comments, `||` fallbacks, SH, week numbers,
// loose spellings the package had to guess at) is refused, with the words naming what would change.
// Day names are read in the row's country's language (else the screen's): that is no guess.

export type CellReading = { ok: true; week: Week; dates: TextDate[] } | { ok: false; words?: string };

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

/** The English words of why a value is refused (row errors' `detail` is English, see the contract). */
function read(text: string, options: CellOptions): CellReading {
  const reading = readHoursText(text, options.today ?? todayUtc(), {
    ...(options.place ? { place: options.place } : {}),
    dayNames: dayNamesFor(options.language ?? 'en', options.place?.countryCode),
  });
  if (!reading.ok) {
    if (reading.reason === 'needs_pin')
      return { ok: false, words: 'holidays or sun times need the place’s country and coordinates' };
    if (reading.reason === 'no_holidays')
      return { ok: false, words: 'no public or school holidays are known for the place’s country' };
    return { ok: false };
  }
  const blocking = reading.warnings.filter(
    (w) => changesMeaning(w) || (w.code === 'checker' && !isBenignHint(w.detail ?? '')),
  );
  if (blocking.length) {
    const readAs = reading.warnings.find((w) => w.code === 'read_as');
    const words = [...blocking, ...(readAs ? [readAs] : [])].map((w) => textWarningWords(w, 'en'));
    return { ok: false, words: [...new Set(words)].join('; ') };
  }
  return { ok: true, week: reading.week, dates: reading.dates };
}

/** The whole week of an `opening_hours` column, and the dates it sets apart (PH, `Dec 24 off`). */
export function osmWeek(text: string, options: CellOptions = {}): CellReading {
  return read(text, options);
}

/** A day's cell: its intervals, or not hours (with the words why, when there are some). */
export function dayCell(cell: string, options: CellOptions = {}): Interval[] | { words?: string } {
  const text = cell.trim();
  if (text === '' || CLOSED.test(text)) return [];
  // The export's `08:00-12:00 13:00-17:00`, `;` between intervals and `8.00–12.00`, as the syntax has them.
  const syntax = text
    .replace(/(\d)\.(\d\d)/g, '$1:$2')
    .replace(/\s*[–—]\s*/g, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*[,;]\s*|(?<=\d)\s+(?=\d)/g, ',');
  if (/[a-z"|]/i.test(syntax)) return {}; // a day's cell holds times only: no rules, no days
  const reading = read(`Mo ${syntax}`, { ...options, place: undefined });
  if (!reading.ok) return { ...(reading.words ? { words: reading.words } : {}) };
  // A night past midnight would spill into the next day: a day's cell cannot say whose day that is.
  if (DAYS.some((d) => d !== 'monday' && reading.week[d].length)) return { words: 'a night past midnight' };
  return reading.week.monday;
}
