import { toMinutes, type Day } from '@/contract/opening-hours';
import { addDays, intervalsOn, localTime, weekdayOf, type PlaceHoursLike } from './opening-hours-status';

// Whether a place is open at an instant and until when, or when it opens next: the status line of
// the editor's preview, the list's "Open now" column and the map's popup. Plain Intl over the data
// model (no parser), so the list stays light; the time zone is the place's. Intervals of one day and
// of the next that meet at midnight are one stretch (Friday 22:00–24:00 + Saturday 00:00–02:00).

/** A local moment in the place's zone. */
export type LocalMoment = { date: string; day: Day; time: string };

export type HoursStatus =
  | { open: true; closes?: LocalMoment; minutesLeft?: number; reason?: string }
  | { open: false; opens?: LocalMoment; minutesUntil?: number; reason?: string };

/** How far ahead the next change is looked for. */
export const STATUS_HORIZON_DAYS = 14;
const DAY = 24 * 60;

const isTime = (s: unknown) => typeof s === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
const isEnd = (s: unknown) => s === '24:00' || isTime(s);

/** The instant of a local date and time (minutes, may be 1440) in a zone, across DST. */
export function instantOf(date: string, minutes: number, zoneId: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const offsetAt = (t: number) => {
    const l = localTime(new Date(t), zoneId);
    return Date.parse(`${l.date}T00:00:00Z`) + l.minutes * 60_000 - Math.floor(t / 60_000) * 60_000;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** Stretches of opening (minutes from the local midnight of `date`), merged where they meet. */
function stretches(place: PlaceHoursLike, date: string, days: number) {
  const spans: { from: number; to: number }[] = [];
  for (let d = 0; d < days; d++) {
    for (const i of intervalsOn(place, addDays(date, d))) {
      if (!isTime(i.from) || !isEnd(i.to) || toMinutes(i.from) >= toMinutes(i.to)) continue;
      spans.push({ from: d * DAY + toMinutes(i.from), to: d * DAY + toMinutes(i.to) });
    }
  }
  spans.sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else merged.push({ ...s });
  }
  return merged;
}

function momentAt(date: string, offset: number, closing = false): LocalMoment {
  // A closing at midnight is 24:00 of that day, not 00:00 of the next.
  const dayIndex = closing && offset % DAY === 0 ? offset / DAY - 1 : Math.floor(offset / DAY);
  const minutes = offset - dayIndex * DAY;
  const day = addDays(date, dayIndex);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return { date: day, day: weekdayOf(day), time: `${hh}:${String(minutes % 60).padStart(2, '0')}` };
}

/**
 * The status of a place at an instant: open and when it closes (in how many real minutes, DST
 * counted), or closed and when it opens next. No `closes` = open beyond the horizon (24/7); no
 * `opens` = closed for the whole horizon. The reason of today's exception, if any, comes along.
 */
export function hoursStatus(place: PlaceHoursLike, at: Date): HoursStatus {
  const now = localTime(at, place.zoneId);
  // From yesterday: an overnight stretch that began then may still be open.
  const start = addDays(now.date, -1);
  const offset = DAY + now.minutes;
  const spans = stretches(place, start, STATUS_HORIZON_DAYS + 1);
  const exception = place.openingHours.exceptions?.find((e) => e.date === now.date) as
    { reason?: string } | undefined;
  const reason = exception?.reason ? { reason: exception.reason } : {};
  const realMinutes = (end: number) =>
    Math.round((instantOf(start, end, place.zoneId).getTime() - at.getTime()) / 60_000);
  const current = spans.find((s) => s.from <= offset && offset < s.to);
  if (current) {
    if (current.to >= (STATUS_HORIZON_DAYS + 1) * DAY) return { open: true, ...reason };
    return {
      open: true,
      closes: momentAt(start, current.to, true),
      minutesLeft: realMinutes(current.to),
      ...reason,
    };
  }
  const next = spans.find((s) => s.from > offset);
  if (!next) return { open: false, ...reason };
  return { open: false, opens: momentAt(start, next.from), minutesUntil: realMinutes(next.from), ...reason };
}
