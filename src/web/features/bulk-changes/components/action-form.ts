import type { BulkAction } from '@/contract/desk/bulk-actions';
import { DAYS, type Day } from '@/contract/opening-hours';
import type { StorageTimeType } from '@/contract/places';

// The bulk dialog's form as plain texts, and the action it makes. Hours are typed as
// "08:00-12:00, 13:00-17:00" (empty: closed); the server checks the result with the contract.

export const ACTION_KINDS = [
  'closeTemporarily',
  'specialHours',
  'reopen',
  'weeklyHours',
  'copyWeeklyHours',
  'storageTime',
  'delete',
  'publicHolidays',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export interface ActionForm {
  kind: ActionKind;
  from: string;
  to: string;
  reason: string;
  hours: string;
  week: Record<Day, string>;
  fromPlaceId: string;
  days: string;
  /** How the days count; empty: each place keeps its own. */
  storageType: StorageTimeType | '';
  year: string;
  /** The language of the holidays' names: the UI's by default. */
  language: string;
}

export const emptyForm = (today: string, language = 'en'): ActionForm => ({
  kind: 'closeTemporarily',
  from: today,
  to: today,
  reason: '',
  hours: '',
  week: Object.fromEntries(DAYS.map((d) => [d, ''])) as Record<Day, string>,
  fromPlaceId: '',
  days: '7',
  storageType: '',
  year: String(holidayYear(today)),
  language,
});

/**
 * The year whose holidays are still ahead: from November on, the next one (in late November the
 * current year's holidays are nearly all past, and adding them only clutters every place).
 */
export function holidayYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 11 ? year + 1 : year;
}

/** "08:00-12:00, 13:00–17:00" → intervals (a part that is no interval is kept for the server to refuse). */
export function parseIntervals(text: string): { from: string; to: string }[] {
  return text
    .split(/[,;]|\s+(?=\d)/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      const [from = '', to = ''] = part.split(/\s*[-–]\s*/);
      return { from, to };
    });
}

export function actionOf(form: ActionForm): BulkAction {
  const reason = form.reason.trim();
  switch (form.kind) {
    case 'closeTemporarily':
    case 'reopen':
      return { kind: form.kind, from: form.from, to: form.to, reason };
    case 'specialHours':
      return {
        kind: 'specialHours',
        from: form.from,
        to: form.to,
        hours: parseIntervals(form.hours),
        ...(reason ? { reason } : {}),
      };
    case 'weeklyHours':
      return {
        kind: 'weeklyHours',
        regular: Object.fromEntries(DAYS.map((d) => [d, parseIntervals(form.week[d])])),
      };
    case 'copyWeeklyHours':
      return { kind: 'copyWeeklyHours', fromPlaceId: form.fromPlaceId.trim() };
    case 'storageTime':
      return {
        kind: 'storageTime',
        days: Number(form.days),
        ...(form.storageType ? { type: form.storageType } : {}),
      };
    case 'delete':
      return { kind: 'delete' };
    case 'publicHolidays':
      return { kind: 'publicHolidays', year: Number(form.year), language: form.language };
  }
}
