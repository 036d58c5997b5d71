import { DAYS, toMinutes, type Day, type Interval } from '@/contract/opening-hours';
import { isTime } from './minutes';

// A night past midnight typed as one interval, as the grid and the text form both take it.

type Week = Record<Day, Interval[]>;

/**
 * An interval that closes before it opens (22:00–02:00), once its field is left, is a night past
 * midnight, read as the text form reads `Fr 22:00-02:00`: the day until 24:00 and the next day from
 * 00:00 (its first interval from 00:00 is stretched, or one is added). 22:00–00:00 ends at 24:00.
 * Anything else is returned as it is (issue 29: the grid refused it only at save).
 */
export function splitOvernight<W extends Week>(week: W, day: Day, index: number): W {
  const interval = week[day][index];
  if (!interval || !isTime(interval.from) || !isTime(interval.to)) return week;
  if (toMinutes(interval.to) >= toMinutes(interval.from)) return week;
  const evening = week[day].map((i, k) => (k === index ? { from: i.from, to: '24:00' } : i));
  if (interval.to === '00:00') return { ...week, [day]: evening };
  const next = DAYS[(DAYS.indexOf(day) + 1) % 7]!;
  const early = week[next].findIndex((i) => i.from === '00:00');
  const morning =
    early < 0
      ? [{ from: '00:00', to: interval.to }, ...week[next]]
      : week[next].map((i, k) =>
          k === early && isTime(i.to) && toMinutes(i.to) < toMinutes(interval.to)
            ? { ...i, to: interval.to }
            : i,
        );
  return { ...week, [day]: evening, [next]: morning };
}

/** The week with every interval that closes before it opens split as a night past midnight. */
export function splitOvernights<W extends Week>(week: W): W {
  let next = week;
  for (const day of DAYS) for (let k = 0; k < week[day].length; k++) next = splitOvernight(next, day, k);
  return next;
}

type Span = { from: string; to: string };

/**
 * Whether a day's `morning` (first interval) is the end of the night that the day before's
 * `evening` (last interval) began, shown as one 22:00–02:00: the evening runs to 24:00 from after
 * midnight, the morning starts at 00:00 and ends before the evening began. A day open around the
 * clock before it, or a morning that runs past that hour (Fri 08:00–24:00 + Sat 00:00–10:00), is
 * no such night: written as one it would read as Friday 08:00–10:00 (issue 28).
 */
export function continuesNight(evening: Span | undefined, morning: Span | undefined): boolean {
  if (!evening || !morning || !isTime(evening.from) || !isTime(morning.to)) return false;
  return (
    evening.to === '24:00' &&
    evening.from !== '00:00' &&
    morning.from === '00:00' &&
    toMinutes(morning.to) < toMinutes(evening.from)
  );
}
