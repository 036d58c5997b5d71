import {
  NO_IMPORT_COUNTS,
  type ImportCounts,
  type ImportDefaults,
  type ImportMapping,
} from '@/contract/desk/import';
import { DAYS, type Day, type Interval } from '@/contract/opening-hours';
import type { PickupPlace } from '@/contract/places';
import type { PlacesModel } from '@/bff/read-model/places-model';
import type { ImportsStore, StoredResult } from '@/bff/store/imports';
import { evaluateRow, type ImportContext } from './evaluate-row';
import { osmWeek } from '@/domain/hours-text/hours-cells';
import { changesMeaning } from '@/domain/words/hours-text-words';
import { fieldsOf } from './row-values';
import { addPinFarNotes } from './pin-far-notes';

// The dry run of a whole import under a mapping, in two passes over its stored rows (a batch at a
// time): the first counts every id and origin id of the file (a duplicate makes both rows errors),
// the second judges each row against the e-shop's places in the read model and stores the result,
// with a warning where a row's pin is far from its address (pin-far-notes.ts).

const week = (hours: (day: Day) => Interval[]) =>
  Object.fromEntries(DAYS.map((d) => [d, hours(d)])) as Record<Day, Interval[]>;

/**
 * The week a row without hours gets under the defaults' `missingHours`, read once for the whole
 * file; undefined when not chosen, null when the template is not hours (the route refuses it).
 */
export function missingWeekOf(defaults: ImportDefaults): Record<Day, Interval[]> | null | undefined {
  switch (defaults.missingHours) {
    case 'always_open':
      return week(() => [{ from: '00:00', to: '24:00' }]);
    case 'closed':
      return week(() => []);
    case 'template': {
      // The template's weekly hours; dates it sets apart (PH) are the rows' places' own, not read here.
      // One the reader would store changed (a comment, SH) is no template: the user types it again.
      const read = osmWeek(defaults.hoursTemplate ?? '');
      return read.ok && !read.warnings.some(changesMeaning) ? read.week : null;
    }
    default:
      return undefined;
  }
}

const count = (map: Map<string, number>, key: string | undefined) => {
  if (key) map.set(key, (map.get(key) ?? 0) + 1);
};

export async function evaluateImport(
  store: ImportsStore,
  importId: string,
  header: readonly string[],
  mapping: ImportMapping,
  model: PlacesModel,
  defaults: ImportDefaults = {},
  /** The screen's language: the day names of hours text when a row's country names none. */
  language?: string,
): Promise<ImportCounts> {
  const idCounts = new Map<string, number>();
  const originCounts = new Map<string, number>();
  for await (const batch of store.cells(importId))
    for (const { cells } of batch) {
      const fields = fieldsOf(cells, mapping);
      count(idCounts, fields.id);
      count(originCounts, fields.originPickupPlaceId);
    }
  const byId = new Map<string, PickupPlace>();
  const byOrigin = new Map<string, PickupPlace>();
  for (const place of model.places) {
    byId.set(place.id, place);
    byOrigin.set(place.originPickupPlaceId, place);
  }
  const ctx: ImportContext = {
    eshopId: model.eshopId,
    header,
    mapping,
    defaults,
    missingWeek: missingWeekOf(defaults) ?? undefined,
    ...(language ? { language } : {}),
    byId,
    byOrigin,
    idCounts,
    originCounts,
  };
  const counts: ImportCounts = { ...NO_IMPORT_COUNTS };
  await store.clearResults(importId);
  for await (const batch of store.cells(importId)) {
    const results = batch.map(({ seq, row, cells, problem }) => ({
      seq,
      ...evaluateRow(ctx, row, cells, problem),
    }));
    // Lost towns (the gazetteer's thread gone) cost the warnings, never the dry run.
    if (model.pinFar) counts.pinFar += await addPinFarNotes(ctx, results, model.pinFar).catch(() => 0);
    for (const r of results) {
      counts[r.outcome]++;
      if (r.withoutHours) counts.withoutHours++;
      if (r.notes.some((n) => n.kind === 'hours')) counts.hoursNoted++;
    }
    counts.total += results.length;
    await store.addResults(importId, results satisfies StoredResult[]);
  }
  return counts;
}
