import { DAYS, type Day } from '@/contract/opening-hours';
import { fieldId } from './field-ids';
import type { Preset, WeekHours } from './hours-editing';
import { continuesNight } from '@/domain/hours-text/overnight';

// The weekly hours grid's own rules, apart from its layout: typing a time, when a preset must ask
// before it replaces the week, which days "Weekdays" ticks in the copy menu, and where react-hook-form's
// errors of a day are shown.

export type TimeField = 'from' | 'to';

type IntervalErrors = { from?: { message?: string }; to?: { message?: string }; message?: string };
/** react-hook-form's errors of the week, by day and interval. */
export type DayErrors = Partial<
  Record<Day, (IntervalErrors | undefined)[] & { message?: string; root?: { message?: string } }>
>;

export type Translate = (message: string | undefined) => string | undefined;

/** A new week with one time of one interval replaced, as typed (normalised when the field is left). */
export function setIntervalTime(
  week: WeekHours,
  day: Day,
  index: number,
  field: TimeField,
  time: string,
): WeekHours {
  const intervals = week[day].map((interval, i) => (i === index ? { ...interval, [field]: time } : interval));
  return { ...week, [day]: intervals };
}

const sameWeek = (a: WeekHours, b: WeekHours) => JSON.stringify(a) === JSON.stringify(b);
const isEmptyWeek = (week: WeekHours) => DAYS.every((d) => week[d].length === 0);

/** A preset asks first only when it would overwrite hours already entered (and differing from it). */
export function presetNeedsConfirm(week: WeekHours, preset: Preset): boolean {
  return !isEmptyWeek(week) && !sameWeek(week, preset.apply());
}

/** The days "Weekdays" ticks in a day's copy menu: Monday to Friday but the day itself. */
export const weekdaysBesides = (day: Day): Day[] => DAYS.slice(0, 5).filter((d) => d !== day);

/** The copy targets with `day` ticked or unticked. */
export const toggleDay = (targets: readonly Day[], day: Day): Day[] =>
  targets.includes(day) ? targets.filter((d) => d !== day) : [...targets, day];

/** A problem shown under a day's intervals, naming the field it belongs to (`id`). */
export type FieldProblem = { id: string; field: TimeField; index: number; text: string };

/** The element id of a time field of the weekly hours. */
export const timeFieldId = (day: Day, index: number, field: TimeField) =>
  fieldId(`regular.${day}.${index}.${field}`);

/**
 * A day's problems, each on its field, in the order of the fields: an interval-wide one (an
 * overlap) goes on its opening time. The day-wide message (a day with too many intervals) apart.
 */
export function dayFieldProblems(
  day: Day,
  intervalCount: number,
  errors: DayErrors[Day],
  translate: Translate,
): { problems: FieldProblem[]; dayMessage: string | undefined } {
  const problems: FieldProblem[] = [];
  for (let index = 0; index < intervalCount; index++) {
    for (const field of ['from', 'to'] as const) {
      const e = errors?.[index];
      const text = translate(e?.[field]?.message ?? (field === 'from' ? e?.message : undefined));
      if (text) problems.push({ id: timeFieldId(day, index, field), field, index, text });
    }
  }
  return { problems, dayMessage: translate(errors?.message ?? errors?.root?.message) };
}

/**
 * A night that runs past midnight, seen from the evening it starts: the day's last interval ends at
 * 24:00 and the next day's first starts at 00:00 (not a whole day): shown as one interval, 22:00–02:00.
 */
export function overnightOf(week: WeekHours, day: Day): { from: string; to: string; next: Day } | null {
  const next = DAYS[(DAYS.indexOf(day) + 1) % 7]!;
  const last = week[day][week[day].length - 1];
  const first = [...week[next]].sort((a, b) => a.from.localeCompare(b.from))[0];
  if (!last || !first || !continuesNight(last, first)) return null;
  return { from: last.from, to: first.to, next };
}
