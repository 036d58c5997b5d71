import type { BulkAction } from '@/contract/desk/bulk-actions';
import { DAYS, type Day } from '@/contract/opening-hours';
import type { DestinationType, StorageTimeType } from '@/contract/places';

// The bulk dialog's form as plain texts, and the action it makes. Hours are typed as
// "08:00-12:00, 13:00-17:00" (empty: closed); the server checks the result with the contract.
// Weekly hours and the fields change only what the user set: a day left unchanged and a field left
// empty are not sent, so each place keeps its own (issue 45).

export const ACTION_KINDS = [
  'closeTemporarily',
  'specialHours',
  'reopen',
  'weeklyHours',
  'copyWeeklyHours',
  'storageTime',
  'setFields',
  'placePins',
  'delete',
  'publicHolidays',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** What weekly hours do to a day: leave each place's own, close it, or set the hours typed. */
export const DAY_MODES = ['keep', 'closed', 'hours'] as const;
export type DayMode = (typeof DAY_MODES)[number];

/** The fields set on every place; empty: unchanged. */
export interface FieldsForm {
  type: DestinationType | '';
  phone: string;
  email: string;
  note: string;
  /** Removes every place's note (the note's text is then not used). */
  removeNote: boolean;
}

export interface ActionForm {
  kind: ActionKind;
  from: string;
  to: string;
  reason: string;
  hours: string;
  week: Record<Day, string>;
  weekMode: Record<Day, DayMode>;
  fields: FieldsForm;
  fromPlaceId: string;
  days: string;
  /** How the days count; empty: each place keeps its own. */
  storageType: StorageTimeType | '';
  year: string;
  /** The language of the holidays' names; empty: each place's country's own (the default). */
  language: string;
}

export const emptyForm = (today: string): ActionForm => ({
  kind: 'closeTemporarily',
  from: today,
  to: today,
  reason: '',
  hours: '',
  week: Object.fromEntries(DAYS.map((d) => [d, ''])) as Record<Day, string>,
  weekMode: Object.fromEntries(DAYS.map((d) => [d, 'keep'])) as Record<Day, DayMode>,
  fields: { type: '', phone: '', email: '', note: '', removeNote: false },
  fromPlaceId: '',
  days: '7',
  storageType: '',
  year: String(holidayYear(today)),
  language: '',
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
      return { kind: 'weeklyHours', days: daysOf(form) };
    case 'setFields':
      return { kind: 'setFields', fields: fieldsOf(form.fields) };
    case 'copyWeeklyHours':
      return { kind: 'copyWeeklyHours', fromPlaceId: form.fromPlaceId.trim() };
    case 'storageTime':
      return {
        kind: 'storageTime',
        days: Number(form.days),
        ...(form.storageType ? { type: form.storageType } : {}),
      };
    case 'placePins':
      return { kind: 'placePins' };
    case 'delete':
      return { kind: 'delete' };
    case 'publicHolidays':
      return {
        kind: 'publicHolidays',
        year: Number(form.year),
        ...(form.language ? { language: form.language } : {}),
      };
  }
}

/** The days set; hours left empty are sent as one empty interval, for the server to name the day. */
function daysOf(form: ActionForm) {
  const set = DAYS.filter((d) => form.weekMode[d] !== 'keep');
  const hours = (d: Day) => {
    const intervals = parseIntervals(form.week[d]);
    return intervals.length ? intervals : [{ from: '', to: '' }];
  };
  return Object.fromEntries(set.map((d) => [d, form.weekMode[d] === 'closed' ? [] : hours(d)]));
}

function fieldsOf(f: FieldsForm) {
  const text = (name: 'phone' | 'email', value: string) => (value.trim() ? { [name]: value.trim() } : {});
  const note = f.removeNote ? { note: null } : f.note.trim() ? { note: f.note.trim() } : {};
  return {
    ...(f.type ? { type: f.type } : {}),
    ...text('phone', f.phone),
    ...text('email', f.email),
    ...note,
  };
}
