import type { TFunction } from 'i18next';
import type { Locale } from '@/domain/words/messages';
import { DAYS } from '@/contract/opening-hours';
import { groupExceptions } from './hours-editing';
import { formatDate } from '@/web/shared/lib/opening-hours/hours-format';
import type { ExceptionValue } from './place-form-model';

// The editor's list of errors: which field an error points to, its name as the user sees it,
// and the order the page shows the fields in.

/** The form field an error's path points the user to (an interval's error: its opening time). */
export function errorTarget(path: string, exceptions: readonly ExceptionValue[]): string {
  const parts = path.split('.');
  if (parts[0] === 'regular') {
    if (parts.length === 2) return `regular.${parts[1]}.0.from`;
    if (parts.length === 3) return `${path}.from`;
    return path;
  }
  if (parts[0] === 'exceptions') {
    const date = exceptions[Number(parts[1])]?.date;
    const group = groupExceptions(exceptions).find((g) => g.items.some((e) => e.date === date));
    return group ? `exception.${group.from}` : 'exceptions';
  }
  return path;
}

/** The field's name as the user sees it, for the list of errors. */
export function errorLabel(
  path: string,
  exceptions: readonly ExceptionValue[],
  t: TFunction,
  lang: Locale,
): string {
  const parts = path.split('.');
  if (parts[0] === 'regular') {
    const day = t(`days.${parts[1]}`);
    if (parts.length === 2) return day;
    return t(parts[3] === 'to' ? 'hours.closes' : 'hours.opens', { day, n: Number(parts[2]) + 1 });
  }
  if (parts[0] === 'exceptions') {
    const date = exceptions[Number(parts[1])]?.date;
    return t('hours.exceptionOf', { date: date ? formatDate(date, lang) : '' });
  }
  return t(`fields.${parts[parts.length - 1]}`);
}

/** The form's fields in the order the page shows them: the list of errors and the focus follow it. */
const PAGE_ORDER = [
  'name',
  'type',
  'originPickupPlaceId',
  'phone',
  'email',
  'storageTimeInDays',
  'storageTimeType',
  'note',
  'location.line1',
  'location.line2',
  'location.city',
  'location.zipCode',
  'location.region',
  'location.state',
  'countryCode',
  'location.gps.latitude',
  'location.gps.longitude',
  ...DAYS.map((d) => `regular.${d}`),
  'exceptions',
];

export function inPageOrder<T extends { path: string }>(errors: T[]): T[] {
  const rank = (path: string) => {
    const parts = path.split('.');
    const i = PAGE_ORDER.findIndex((p) => path === p || path.startsWith(`${p}.`));
    // Within a day or the exceptions: by interval (or exception), opening time before closing time.
    const index = Number(parts[parts[0] === 'regular' ? 2 : 1] ?? 0) || 0;
    const field = parts[parts.length - 1] === 'to' ? 1 : 0;
    return [i < 0 ? PAGE_ORDER.length : i, index, field];
  };
  return [...errors].sort((a, b) => {
    const [x, y] = [rank(a.path), rank(b.path)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}
