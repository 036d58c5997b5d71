import type { ImportDefaults, ImportRow, ImportRowError, ImportTarget } from '@/contract/desk/import';
import type { FieldChange } from '@/contract/desk/place-fields';
import { diffFields, editableOf, patchOf } from '@/domain/place-fields';
import { PickupPlaceCreateSchema, PickupPlaceUpdateSchema, type PickupPlace } from '@/contract/places';
import { EMPTY_VALUES, fieldsOf, valuesOf, withDefaults } from './row-values';
import { issuesToErrors } from './zod-errors';

// The dry run of one row: matched to a place of the e-shop (by `id`, else by `originPickupPlaceId`),
// made into that place's fields or a new place, and checked with the contract's schemas. The
// outcome says what applying it would do; `changes` is what the job sends (a creation is a change
// from nothing, so that undo can tell it apart).

export interface ImportContext {
  eshopId: string;
  header: readonly string[];
  mapping: readonly (ImportTarget | null)[];
  /** Values for the fields a row leaves empty (see withDefaults). */
  defaults?: ImportDefaults;
  byId: ReadonlyMap<string, PickupPlace>;
  byOrigin: ReadonlyMap<string, PickupPlace>;
  /** How many rows of the file name each id and origin id. */
  idCounts: ReadonlyMap<string, number>;
  originCounts: ReadonlyMap<string, number>;
  /** The screen's language: the day names of hours text when a row's country names none. */
  language?: string;
}

export type RowResult = ImportRow & { changes: FieldChange[] };

/** The create body of a new place's fields (absent ones left out). */
export function createBody(eshopId: string, changes: readonly FieldChange[]) {
  const body: Record<string, unknown> = { eshopId };
  for (const c of changes) if (c.after !== null && c.after !== undefined) body[c.field] = c.after;
  return body;
}

export function evaluateRow(ctx: ImportContext, row: number, cells: readonly string[]): RowResult {
  const fields = fieldsOf(cells, ctx.mapping);
  const columnOf = (target: ImportTarget | null) => {
    const i = target ? ctx.mapping.indexOf(target) : -1;
    return i < 0 ? null : (ctx.header[i] ?? null);
  };
  const errors: ImportRowError[] = [];
  const fail = (target: ImportTarget | null, reason: ImportRowError['reason'], detail?: string) =>
    errors.push({ column: columnOf(target), target, reason, ...(detail ? { detail } : {}) });
  const id = fields.id ?? '';
  const origin = fields.originPickupPlaceId ?? '';
  const result = (
    outcome: ImportRow['outcome'],
    place: PickupPlace | null,
    extra: Partial<RowResult> = {},
  ) => ({
    row,
    outcome,
    placeId: place?.id ?? null,
    name: fields.name ?? place?.name ?? '',
    originPickupPlaceId: origin || place?.originPickupPlaceId || '',
    fields: [],
    errors,
    changes: [],
    ...extra,
  });

  if (cells.length !== ctx.header.length) {
    fail(null, 'ragged_row', `${cells.length} cells where the header has ${ctx.header.length}`);
    return result('error', null);
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
  if (errors.length) return result('error', place);

  const base = place ? editableOf(place) : EMPTY_VALUES;
  const next = valuesOf(
    withDefaults(fields, ctx.defaults ?? {}, !place),
    base,
    (target, reason, detail) => fail(target, reason, detail),
    ctx.language,
  );
  if (errors.length) return result('error', place);
  // A new place without hours columns is closed every day: its hours are sent all the same.
  const changes = diffFields(place ? base : { ...base, openingHours: null }, next);
  const checked = place
    ? PickupPlaceUpdateSchema.safeParse(patchOf(changes, 'after'))
    : PickupPlaceCreateSchema.safeParse(createBody(ctx.eshopId, changes));
  if (!checked.success) {
    errors.push(...issuesToErrors(checked.error.issues, columnOf, ctx.mapping.includes('openingHours')));
    return result('error', place);
  }
  if (!place) return result('create', null, { changes });
  if (!changes.length) return result('unchanged', place);
  return result('update', place, { changes, fields: changes.map((c) => c.field) });
}
