import type { HoursStatus, LocalMoment } from '../../../../contract/opening-hours-next';
import { addDays } from '../../../../contract/opening-hours-status';

// The status line in words: "Open now · closes at 18:00 (in 25 min)", "Closed · opens Tuesday
// 08:00". The status itself is the contract's (hoursStatus), the same for the list, the map's popup
// and the editor's preview; this only words it.

type T = (key: string, options?: Record<string, unknown>) => string;

/** "in 25 min", "in 3 h 10 min". */
function inWords(minutes: number, t: T): string {
  if (minutes < 60) return t('status.inMinutes', { count: Math.max(1, minutes) });
  return t('status.inHours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** When, from today's date: "at 08:00" today, "tomorrow 08:00", "Tuesday 08:00", a date further on. */
function when(moment: LocalMoment, today: string, formatDate: (date: string) => string, t: T): string {
  if (moment.date === today) return t('status.at', { time: moment.time });
  if (moment.date === addDays(today, 1)) return t('status.tomorrow', { time: moment.time });
  if (moment.date < addDays(today, 7)) return t(`status.on.${moment.day}`, { time: moment.time });
  return t('status.onDate', { date: formatDate(moment.date), time: moment.time });
}

/**
 * The status as one line. `today` is the place's local date (localTime in its zone); the minutes
 * left are shown within a day.
 */
export function statusLine(
  status: HoursStatus,
  today: string,
  formatDate: (date: string) => string,
  t: T,
): string {
  let line: string;
  if (status.open) {
    if (!status.closes) line = t('status.openNonStop');
    else {
      const soon = status.minutesLeft !== undefined && status.minutesLeft < 24 * 60;
      const at = when(status.closes, today, formatDate, t);
      line = soon
        ? t('status.openCloses', { when: at, in: inWords(status.minutesLeft!, t) })
        : t('status.openClosesLater', { when: at });
    }
  } else if (!status.opens) line = t('status.closedLong');
  else {
    const soon = status.minutesUntil !== undefined && status.minutesUntil < 12 * 60;
    const at = when(status.opens, today, formatDate, t);
    line = soon
      ? t('status.closedOpens', { when: at, in: inWords(status.minutesUntil!, t) })
      : t('status.closedOpensLater', { when: at });
  }
  return status.reason ? t('status.withReason', { line, reason: status.reason }) : line;
}
