import { DAYS } from '@/contract/opening-hours';
import { readHoursText } from '@/domain/hours-text/hours-text';
import type { WeekHours } from './hours-editing';

// Common opening times offered as chips: each is a bit of opening_hours text and sets the days it
// names (the other days keep their hours).

export const COMMON_TIMES = [
  'Mo-Fr 08:00-16:00',
  'Mo-Fr 08:00-17:00',
  'Mo-Fr 09:00-17:00',
  'Mo-Fr 08:00-18:00',
  'Mo-Fr 08:00-12:00,13:00-17:00',
  'Sa 09:00-12:00',
  'Sa 08:00-13:00',
  'Sa,Su off',
] as const;

/** The week with the days a chip names set to its hours (`off` closes them). */
export function applyChip(week: WeekHours, chip: string, today: string): WeekHours {
  const days = chip.split(' ')[0]!;
  const reading = readHoursText(chip.endsWith(' off') ? `${days} 00:00-24:00` : chip, today);
  if (!reading.ok) return week;
  const named = DAYS.filter((d) => reading.week[d].length > 0);
  return Object.fromEntries(
    DAYS.map((d) => [d, named.includes(d) ? (chip.endsWith(' off') ? [] : reading.week[d]) : week[d]]),
  ) as WeekHours;
}
