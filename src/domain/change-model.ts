import type { JobAction } from '@/contract/desk/bulk-actions';
import type { EditableValues, FieldChange } from '@/contract/desk/place-fields';
import type { OpeningHoursRequest } from '@/contract/opening-hours';
import { DAYS, sortIntervals } from '@/contract/opening-hours';
import { holidaysFor } from './holiday-calendars';
import { diffFields, holds, hoursOf } from './place-fields';

// The pure change model: what one action does to one place's editable fields. Applying an action
// twice gives what applying it once gave, so a job that resumes or retries after a 412 re-applies
// it to the fresh version safely, and a place already holding the result is skipped.

type Exception = NonNullable<OpeningHoursRequest['exceptions']>[number];

/** Every date from `from` to `to` (ISO, both included). */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const byDate = (a: Exception, b: Exception) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

function withExceptions(hours: OpeningHoursRequest, dated: Exception[]): OpeningHoursRequest {
  const dates = new Set(dated.map((e) => e.date));
  const kept = (hours.exceptions ?? []).filter((e) => !dates.has(e.date));
  return { ...hours, exceptions: [...kept, ...dated].sort(byDate) };
}

const isClosed = (e: Exception) => !e.hours || e.hours.length === 0;

/** A found coordinate as a request writes it: 7 decimals, about a centimetre. */
const pinText = (value: number) => String(Number(value.toFixed(7)));

/** Longest exception reason the platform takes (a holiday's name is cut to it). */
const REASON_MAX = 200;

/**
 * The place's fields after the action, or 'delete'. A restore needs the change it undoes (the
 * job's recorded fields for this place); without it nothing changes.
 */
export function applyAction(
  action: JobAction,
  values: EditableValues,
  restoring?: readonly FieldChange[],
): EditableValues | 'delete' {
  const hours = values.openingHours ?? { regular: {}, exceptions: [] };
  switch (action.kind) {
    case 'weeklyHours': {
      // The whole week replaces every day; `days` only the days it names (the others are kept).
      const set = action.days ?? Object.fromEntries(DAYS.map((d) => [d, action.regular?.[d] ?? []]));
      const changed = DAYS.filter((d) => d in set).map((d) => [d, set[d] ?? []]);
      const template = hoursOf({
        regular: { ...hours.regular, ...Object.fromEntries(changed) } as never,
        exceptions: [],
      });
      return { ...values, openingHours: { ...hours, regular: template.regular } };
    }
    case 'setFields': {
      const { note, ...rest } = action.fields;
      // An empty note is no note, as a place reads back: a second run then finds nothing to do.
      return { ...values, ...rest, ...(note !== undefined ? { note: note || null } : {}) };
    }
    case 'specialHours':
    case 'closeTemporarily': {
      const dayHours =
        action.kind === 'specialHours'
          ? sortIntervals(action.hours).map(({ from, to }) => ({ from, to }))
          : [];
      const reason = action.reason ? { reason: action.reason } : {};
      const dated = datesOf(action.from, action.to).map((date) => ({ date, hours: dayHours, ...reason }));
      return { ...values, openingHours: withExceptions(hours, dated) };
    }
    case 'reopen': {
      const exceptions = (hours.exceptions ?? []).filter(
        (e) => !(e.date >= action.from && e.date <= action.to && isClosed(e) && e.reason === action.reason),
      );
      return { ...values, openingHours: { ...hours, exceptions } };
    }
    case 'storageTime':
      return {
        ...values,
        storageTimeInDays: action.days,
        ...(action.type ? { storageTimeType: action.type } : {}),
      };
    case 'publicHolidays': {
      // A date that has an exception already keeps it, as the editor's "add the holidays" does:
      // special hours someone set for a holiday are deliberate, and a second run adds nothing.
      const taken = new Set((hours.exceptions ?? []).map((e) => e.date));
      const added = (holidaysFor(action, values) ?? [])
        .filter((h) => !taken.has(h.date))
        .map((h) => ({ date: h.date, hours: [], reason: h.name.slice(0, REASON_MAX) }));
      if (!added.length) return values;
      return {
        ...values,
        openingHours: { ...hours, exceptions: [...(hours.exceptions ?? []), ...added].sort(byDate) },
      };
    }
    case 'placePins': {
      // The pin the job's step found for this place; without one nothing changes.
      const { found } = action;
      if (!found || !values.location) return values;
      const gps = { latitude: pinText(found.latitude), longitude: pinText(found.longitude) };
      return { ...values, location: { ...values.location, gps } };
    }
    case 'delete':
      return 'delete';
    case 'import': // an import's item carries its own fields (the BFF's run-import-item)
      return values;
    case 'restore': {
      const next = { ...values } as Record<string, unknown>;
      for (const c of restoring ?? []) next[c.field] = c.before ?? null;
      return next as EditableValues;
    }
  }
}

/** Why a place is left as it is although the action could not be applied to it. */
export type SkipNote = { reason: 'noHolidays'; country: string };

/** What a job does to one place, decided from its current fields. */
export type PlannedChange =
  | { kind: 'unchanged'; note?: SkipNote }
  | { kind: 'change'; changes: FieldChange[] }
  | { kind: 'delete' }
  | { kind: 'conflict'; fields: string[] };

/**
 * The change for a place's current fields. A restore is a conflict when a restored field no longer
 * holds what the undone change set (someone changed it since): their edit is kept.
 */
export function planChange(
  action: JobAction,
  values: EditableValues,
  restoring?: readonly FieldChange[],
): PlannedChange {
  if (action.kind === 'restore') {
    const moved = (restoring ?? []).filter(
      (c) => !holds(values, [c], 'after') && !holds(values, [c], 'before'),
    );
    if (moved.length) return { kind: 'conflict', fields: moved.map((c) => c.field) };
  }
  if (action.kind === 'publicHolidays' && !holidaysFor(action, values))
    return { kind: 'unchanged', note: { reason: 'noHolidays', country: values.countryCode ?? 'UNDEFINED' } };
  const next = applyAction(action, values, restoring);
  if (next === 'delete') return { kind: 'delete' };
  const changes = diffFields(values, next);
  return changes.length ? { kind: 'change', changes } : { kind: 'unchanged' };
}
