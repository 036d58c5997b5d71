import type {
  ImportDefaults,
  ImportRow,
  ImportRowError,
  ImportRowNote,
  ImportTarget,
} from '@/contract/desk/import';
import type { FieldChange } from '@/contract/desk/place-fields';
import type { Day, Interval } from '@/contract/opening-hours';
import { diffFields, editableOf, patchOf } from '@/domain/place-fields';
import { PickupPlaceCreateSchema, PickupPlaceUpdateSchema, type PickupPlace } from '@/contract/places';
import { EMPTY_VALUES, HOURS_TARGETS, fieldsOf, hasHours, valuesOf, withDefaults } from './row-values';
import { issuesToErrors } from './zod-errors';
import type { TextWarning } from '@/domain/hours-text/hours-text';

// The dry run of one row: matched to a place of the e-shop (by `id`, else by `originPickupPlaceId`),
// made into that place's fields or a new place, and checked with the contract's schemas. The
// outcome says what applying it would do; `changes` is what the job sends (a creation is a change
// from nothing, so that undo can tell it apart). Every problem of a row is reported together
// (issue 43: bad hours hid a missing phone): a field that failed to read is left out of the
// schema's check, so it is named once.

export interface ImportContext {
  eshopId: string;
  header: readonly string[];
  mapping: readonly (ImportTarget | null)[];
  /** Values for the fields a row leaves empty (see withDefaults). */
  defaults?: ImportDefaults;
  /** The week `defaults.missingHours` gives a row without hours; none when not chosen. */
  missingWeek?: Record<Day, Interval[]> | undefined;
  byId: ReadonlyMap<string, PickupPlace>;
  byOrigin: ReadonlyMap<string, PickupPlace>;
  /** How many rows of the file name each id and origin id. */
  idCounts: ReadonlyMap<string, number>;
  originCounts: ReadonlyMap<string, number>;
  /** The screen's language: the day names of hours text when a row's country names none. */
  language?: string;
}

export type RowResult = ImportRow & {
  changes: FieldChange[];
  notes: ImportRowNote[];
  /** The file gives the row no hours, and the choice of `missingHours` decides them. */
  withoutHours: boolean;
};

/** The create body of a new place's fields (absent ones left out). */
export function createBody(eshopId: string, changes: readonly FieldChange[]) {
  const body: Record<string, unknown> = { eshopId };
  for (const c of changes) if (c.after !== null && c.after !== undefined) body[c.field] = c.after;
  return body;
}

export function evaluateRow(
  ctx: ImportContext,
  row: number,
  cells: readonly string[],
  problem?: ImportRowError,
): RowResult {
  const fields = fieldsOf(cells, ctx.mapping);
  const columnOf = (target: ImportTarget | null) => {
    const i = target ? ctx.mapping.indexOf(target) : -1;
    return i < 0 ? null : (ctx.header[i] ?? null);
  };
  const errors: ImportRowError[] = [];
  const notes: ImportRowNote[] = [];
  /** Targets already reported: the schema's issues of them would say the same again. */
  const failed = new Set<ImportTarget>();
  const fail = (
    target: ImportTarget | null,
    reason: ImportRowError['reason'],
    detail?: string,
    warnings?: TextWarning[],
  ) => {
    errors.push({
      column: columnOf(target),
      target,
      reason,
      ...(detail ? { detail } : {}),
      ...(warnings?.length ? { warnings } : {}),
    });
    if (target) failed.add(target);
  };
  const id = fields.id ?? '';
  const origin = fields.originPickupPlaceId ?? '';
  let withoutHours = false;
  const result = (
    outcome: ImportRow['outcome'],
    place: PickupPlace | null,
    extra: Partial<RowResult> = {},
  ): RowResult => ({
    row,
    outcome,
    placeId: place?.id ?? null,
    name: fields.name ?? place?.name ?? '',
    originPickupPlaceId: origin || place?.originPickupPlaceId || '',
    fields: [],
    errors,
    changes: [],
    notes: outcome === 'error' ? [] : notes,
    withoutHours,
    ...extra,
  });

  if (cells.length !== ctx.header.length) {
    fail(null, 'ragged_row', `${cells.length} cells where the header has ${ctx.header.length}`);
    return result('error', null);
  }
  if (problem) {
    errors.push(problem);
    failed.add('latitude').add('longitude');
  }
  let place: PickupPlace | null = null;
  if (id) {
    place = ctx.byId.get(id) ?? null;
    if (!place) fail('id', 'unknown_id');
    if ((ctx.idCounts.get(id) ?? 0) > 1) fail('id', 'duplicate_id');
  } else if (origin) place = ctx.byOrigin.get(origin) ?? null;
  if (origin) {
    if ((ctx.originCounts.get(origin) ?? 0) > 1) fail('originPickupPlaceId', 'duplicate_origin_id');
    const holder = ctx.byOrigin.get(origin);
    if (place && holder && holder.id !== place.id) fail('originPickupPlaceId', 'origin_id_taken');
  }

  const base = place ? editableOf(place) : EMPTY_VALUES;
  const filled = withDefaults(fields, ctx.defaults ?? {}, !place);
  for (const target of filled.defaulted) notes.push({ kind: 'default', target, column: columnOf(target) });
  // A row the file gives no hours (issue 43): a new place, or an update whose hours cells are all
  // empty. Never stored closed unless the user chose it; without a choice an update keeps its hours.
  const hoursMapped = HOURS_TARGETS.some((t) => ctx.mapping.includes(t));
  withoutHours = !hasHours(fields) && (!place || hoursMapped);
  if (withoutHours && !ctx.missingWeek) {
    if (!place) {
      fail('openingHours', 'no_hours');
      for (const t of HOURS_TARGETS) failed.add(t);
    } else for (const t of HOURS_TARGETS) delete filled.fields[t];
  }
  const week = withoutHours ? ctx.missingWeek : undefined;
  if (week) notes.push({ kind: 'default', target: 'openingHours', column: null });
  const next = valuesOf(filled.fields, base, fail, {
    ...(week ? { week } : {}),
    ...(ctx.language ? { language: ctx.language } : {}),
    note: (target, kind, warnings) =>
      notes.push({ kind, target, column: columnOf(target), ...(warnings ? { warnings } : {}) }),
  });
  // A new place's hours are sent all the same: the file's, or the week chosen for rows without.
  const changes = diffFields(place ? base : { ...base, openingHours: null }, next);
  const body = place ? patchOf(changes, 'after') : createBody(ctx.eshopId, changes);
  const checked = (place ? PickupPlaceUpdateSchema : PickupPlaceCreateSchema).safeParse(body);
  if (!checked.success)
    errors.push(
      ...issuesToErrors(checked.error.issues, columnOf, ctx.mapping.includes('openingHours'), body).filter(
        (e) => !e.target || !failed.has(e.target),
      ),
    );
  if (errors.length) return result('error', place);
  if (!place) return result('create', null, { changes });
  if (!changes.length) return result('unchanged', place);
  return result('update', place, { changes, fields: changes.map((c) => c.field) });
}
