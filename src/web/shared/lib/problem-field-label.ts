import type { TFunction } from 'i18next';
import { DAYS } from '@/contract/opening-hours';

// The name a user knows a refused field by, from the path the BFF gives it in a ProblemDetail
// (`location.zipCode`, `openingHours.regular.monday[0].to`, `action.storageTimeInDays`): the
// field's label where the app has one, else the path as it came (better than nothing).

const DAY_NAMES: readonly string[] = DAYS;

export function problemFieldLabel(path: string, t: TFunction, exists: (key: string) => boolean): string {
  // `monday[0].to` and `monday.0.to` alike.
  const parts = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const day = parts.findIndex((p) => DAY_NAMES.includes(p));
  if (day >= 0) {
    const dayName = t(`days.${parts[day]}`);
    const interval = Number(parts[day + 1]);
    const end = parts[day + 2];
    if (!Number.isInteger(interval) || (end !== 'from' && end !== 'to')) return dayName;
    return t(end === 'to' ? 'hours.closes' : 'hours.opens', { day: dayName, n: interval + 1 });
  }
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p));
  return name && exists(`fields.${name}`) ? t(`fields.${name}`) : path;
}
