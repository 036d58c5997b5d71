import opening_hours from 'opening_hours';
import { DAYS, type Day, type Interval } from '@/contract/opening-hours';
import type { HoursTextWarning } from '@/contract/hours-text';
import {
  daysFrom,
  isSteady,
  mondayOf,
  onClock,
  ownHours,
  same,
  steadyMonday,
  typicalWeek,
  weekAt,
} from './hours-by-date';
import { withSyntaxDayNames, type DayNames } from './day-names';

// The one reader of opening-hours text in OpenStreetMap's `opening_hours` syntax: the editor's text
// form and the import (a whole-week column and a day's cell) read with it (issue 43). It uses the
// `opening_hours` package (the syntax's reference implementation): the text is evaluated over a
// week, or a year when it differs between weeks, and the open intervals become the week and dated
// exceptions. What they cannot hold is a warning, never dropped in silence; the words of every
// warning are in ../words/hours-text-words.ts. This module pulls in the package (about 1 MB): the
// web imports it from lazy chunks only.

/** A whole week: every day present, [] = closed all day. */
export type Week = Record<Day, Interval[]>;

/** Why the text says more than the week can hold; the codes are the contract's (hours-text.ts). */
export type TextWarning = HoursTextWarning;
export type TextWarningCode = TextWarning['code'];

/** A date whose hours the text gives apart from the week (`Dec 24 off`): an exception to add. */
export type TextDate = { date: string; hours: Interval[] };

/**
 * Where a place is, as the text is read there: the country (and state) for public and school
 * holidays (PH, SH), the coordinates for sunrise and sunset. No coordinates before a pin is set.
 */
export type HoursPlace = { countryCode: string; state?: string; lat?: number; lon?: number };

export type ReadOptions = {
  /** The place the text is read at; none: a text with PH, SH or sun times waits for it. */
  place?: HoursPlace;
  /**
   * Read the day names of this language too (Po-Pá, So = Saturday in Czech, Sunday in German): the
   * place's country's, else the screen's or the file's (dayNamesFor). The reading says when it did.
   */
  dayNames?: DayNames;
};

export type TextReading =
  | {
      ok: true;
      week: Week;
      dates: TextDate[];
      /** The day names were read as Czech or Slovak ones. */
      dayNames?: DayNames;
      warnings: TextWarning[];
    }
  | {
      ok: false;
      /**
       * needs_pin: sun times without the place's coordinates, holidays without its country;
       * no_holidays: PH or SH in a country the package has no holidays of; unreadable: the
       * package fails on the text (it throws on some dates, e.g. a sunrise that does not occur).
       */
      reason: 'empty' | 'too_long' | 'syntax' | 'needs_pin' | 'no_holidays' | 'unreadable';
      near?: string;
    };

export const MAX_TEXT_LENGTH = 1000;
/** Dates a text may set apart from its week; more is a seasonal pattern, and a warning. */
export const MAX_TEXT_DATES = 31;
/** How far ahead dates of the text are looked for (a year, and the rest of this week). */
const HORIZON_DAYS = 7 * 53;

/**
 * The package's location object (its `nominatim_object`): coordinates as strings, as it wants them
 * (numbers are ignored and the default place, in Germany, is used). Never null: null means Germany.
 */
function locationOf(place: HoursPlace | undefined): object {
  if (!place) return {};
  const where = { address: { country_code: place.countryCode.toLowerCase(), state: place.state ?? '' } };
  return Number.isFinite(place.lat) && Number.isFinite(place.lon)
    ? { ...where, lat: String(place.lat), lon: String(place.lon) }
    : where;
}

const parse = (text: string, place: HoursPlace | undefined) =>
  new opening_hours(text, locationOf(place) as never, 0);

/** The package's own message of a failure, with the point it marks (`… <--- `), if any. */
function nearOf(value: string, e: unknown): string | undefined {
  const message = e instanceof Error ? e.message : String(e);
  const at = message.indexOf(' <--- ');
  return at >= 0 ? value.slice(Math.max(0, at - 1), at + 9).trim() : undefined;
}

/**
 * Reads a text into a week and the dates it sets apart from it (`Dec 24 off`, and with `PH off` the
 * coming public holidays of the place's country), to become exceptions: the week plus the dates
 * mean for the coming year exactly what the text means there, read by the package at the place.
 * When the hours differ between weeks on more than MAX_TEXT_DATES dates (week numbers, months,
 * sunrise), the week is that of `today` (YYYY-MM-DD), with a warning that names how many dates
 * differ and the first of them. Never throws.
 */
export function readHoursText(text: string, today: string, options: ReadOptions = {}): TextReading {
  const typed = text.trim();
  if (!typed) return { ok: false, reason: 'empty' };
  if (typed.length > MAX_TEXT_LENGTH) return { ok: false, reason: 'too_long' };
  const translated = options.dayNames ? withSyntaxDayNames(typed, options.dayNames) : null;
  const value = translated?.text ?? typed;
  const dayNames = translated === null ? {} : { dayNames: options.dayNames };
  const { place } = options;
  let oh: opening_hours;
  try {
    oh = parse(value, place);
  } catch (e) {
    if (/no holidays/i.test(String(e))) return { ok: false, reason: place ? 'no_holidays' : 'needs_pin' };
    return { ok: false, reason: 'syntax', near: nearOf(value, e) };
  }
  const pretty = oh.prettifyValue();
  const sunTimes = /sunrise|sunset|dawn|dusk/.test(pretty);
  const holidays = /\b(PH|SH)\b/.test(pretty);
  // The package would read them at its default place (Germany): wait for the place's own.
  if ((sunTimes && (place?.lat === undefined || place.lon === undefined)) || (holidays && !place))
    return { ok: false, reason: 'needs_pin' };

  const warnings: TextWarning[] = (translated?.ambiguous ?? []).map((a) => ({
    code: 'day_names' as const,
    detail: `${a.written}|${a.read}|${options.dayNames}`,
  }));
  if (/\bSH\b/.test(pretty)) warnings.push({ code: 'school_holidays' });
  if (sunTimes) warnings.push({ code: 'variable_times' });

  // A year of days at once: a rule by date (`Dec 24 off`, PH) departs from the week on a few dates,
  // which become exceptions; a rule by week or month departs on many, and the week is this one.
  const stable = oh.isWeekStable();
  // A text the same every week (most) needs no year: two weeks show its nights across Sunday, read
  // where no clock change falls (the week before spring's made `Mo-Su 10:00-2:00` Saturday
  // 10:00–03:00 for the whole year, issue 43).
  const monday = stable ? steadyMonday(mondayOf(today), 15) : mondayOf(today);
  let year: ReturnType<typeof daysFrom>;
  try {
    year = daysFrom(oh, monday, stable ? 14 : HORIZON_DAYS, value.includes('||'));
  } catch (e) {
    return { ok: false, reason: 'unreadable', near: e instanceof Error ? e.message : String(e) };
  }
  const { dates, byDate, unknown, comments, uncertain } = year;
  if (uncertain) warnings.push({ code: 'uncertain' });
  if (unknown.length)
    warnings.push({ code: 'unknown', detail: [...new Set(unknown)].filter(Boolean).join('; ') });
  // The package names a holiday's hours after it (its comment): only the text's own are comments.
  const own = [...new Set(comments)];
  if (own.length) warnings.push({ code: 'comment', detail: own.join('; ') });
  const typical = typicalWeek(dates, byDate);
  const yearAfter = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`; // each date once
  const hoursOn = (k: number, week: Week) => ownHours(dates[k]!, byDate.get(dates[k]!)!, week[DAYS[k % 7]!]);
  const apart = dates
    .map((date, k) => ({ date, hours: hoursOn(k, typical), usual: typical[DAYS[k % 7]!] }))
    .filter((d) => d.date >= today && d.date < yearAfter && !same(d.hours, onClock(d.date, d.usual)))
    .map(({ date, hours }) => ({ date, hours }));
  const hints = oh.getWarnings();
  const checker: TextWarning[] = hints.map((detail) => ({ code: 'checker' as const, detail }));
  // Loosely written: what the package made of it, in the syntax, names what may have changed.
  if (hints.length) checker.push({ code: 'read_as', detail: pretty });
  if (apart.length > MAX_TEXT_DATES || sunTimes) {
    // The grid holds this week: name how many of the year's dates it gets wrong, from which one.
    // This week, or the next when a clock change falls in this one (its night would be an hour off).
    const week = weekAt(dates, byDate, isSteady(monday, 8) ? 0 : 7);
    const wrong = dates
      .map((date, k) => ({ date, hours: hoursOn(k, week), usual: week[DAYS[k % 7]!] }))
      .filter((d) => d.date >= today && d.date < yearAfter && !same(d.hours, onClock(d.date, d.usual)));
    const detail = wrong.length ? `${wrong.length}|${wrong[0]!.date}` : undefined;
    if (!sunTimes) warnings.push({ code: 'varies', ...(detail ? { detail } : {}) });
    else if (detail) warnings[warnings.findIndex((w) => w.code === 'variable_times')]!.detail = detail;
    return { ok: true, week, dates: [], ...dayNames, warnings: [...warnings, ...checker] };
  }
  if (apart.length) warnings.push({ code: 'dates', detail: String(apart.length) });
  return { ok: true, week: typical, dates: apart, ...dayNames, warnings: [...warnings, ...checker] };
}
