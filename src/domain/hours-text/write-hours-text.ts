import { DAYS, toMinutes, type Interval } from '@/contract/opening-hours';
import { MINUTES_PER_DAY, fromMinutes, isEndTime, isTime } from './minutes';
import { splitOvernights } from './overnight';
import type { Week } from './hours-text';

// A week written as OpenStreetMap `opening_hours` text, as the editor's text form shows the grid.

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

type Span = { from: number; to: number };

/** A day's valid intervals in minutes, sorted; invalid ones are left to the form to report. */
function spansOf(intervals: readonly Interval[]): Span[] {
  return intervals
    .filter((i) => isTime(i.from) && isEndTime(i.to) && toMinutes(i.from) < toMinutes(i.to))
    .map((i) => ({ from: toMinutes(i.from), to: toMinutes(i.to) }))
    .sort((a, b) => a.from - b.from);
}

/** Days as OSM lists them: runs of three or more as a range (Mo-Fr), others one by one (Sa,Su). */
function dayList(indexes: number[]): string {
  const parts: string[] = [];
  for (let k = 0; k < indexes.length;) {
    let end = k;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end++;
    if (end - k >= 2) parts.push(`${OSM_DAYS[indexes[k]!]}-${OSM_DAYS[indexes[end]!]}`);
    else for (let j = k; j <= end; j++) parts.push(OSM_DAYS[indexes[j]!]!);
    k = end + 1;
  }
  return parts.join(',');
}

/**
 * A week as text: days with the same hours share a rule, a day ending at 24:00 followed by one
 * starting at 00:00 is written as one overnight interval (Fr 22:00-02:00). Rules are joined with
 * `,` (additional rules), so that a later day's rule does not cut an overnight interval short.
 */
export function writeHoursText(written: Week, holidaysClosed = false): string {
  // 22:00–02:00 in a day's row is a night past midnight, not a day to drop (issue 29).
  const week = splitOvernights(written);
  const spans = DAYS.map((d) => spansOf(week[d] ?? []));
  const ph = holidaysClosed ? '; PH off' : '';
  if (spans.every((s) => s.length === 1 && s[0]!.from === 0 && s[0]!.to === MINUTES_PER_DAY))
    return `24/7${ph}`;
  // Which days' last interval runs on into the next day's first (from the original week).
  const overnight = spans.map((s, k) => {
    const last = s[s.length - 1];
    const next = spans[(k + 1) % 7]![0];
    return (
      !!last &&
      !!next &&
      last.to === MINUTES_PER_DAY &&
      last.from > 0 &&
      next.from === 0 &&
      // Only a night that ends before the evening began fits one `22:00-02:00`: Friday 08:00–24:00
      // and Saturday 00:00–10:00 would read as Friday 08:00–10:00.
      next.to < last.from
    );
  });
  const texts = spans.map((s, k) => {
    const own = overnight[(k + 6) % 7] ? s.slice(1) : s;
    return own
      .map((span, j) => {
        const isLast = j === own.length - 1;
        const to = isLast && overnight[k] ? spans[(k + 1) % 7]![0]!.to : span.to;
        return `${fromMinutes(span.from)}-${fromMinutes(to)}`;
      })
      .join(',');
  });
  const rules: string[] = [];
  const done = new Set<number>();
  texts.forEach((hours, k) => {
    if (!hours || done.has(k)) return;
    const same = texts.flatMap((other, j) => (other === hours ? [j] : []));
    same.forEach((j) => done.add(j));
    rules.push(`${dayList(same)} ${hours}`);
  });
  return rules.length ? `${rules.join(', ')}${ph}` : `off${ph}`;
}
