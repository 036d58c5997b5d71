import type { DriftEntry } from '@/contract/desk/platform-drift';
import { MAX_DRIFT_IDS } from '@/contract/desk/platform-drift';

// One entry of the drift report in words (issue 42): "The platform sent carrier ALZABOX, unknown to
// this version, on 12 places".

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The count of places (or orders) it was seen on; at the report's cap, "10,000 or more". */
export function seenOnText(entry: Pick<DriftEntry, 'seenOn' | 'resource'>, t: Translate, locale: string) {
  const n = new Intl.NumberFormat(locale).format(entry.seenOn);
  const key = entry.resource === 'order' ? 'drift.onOrders' : 'drift.onPlaces';
  return entry.seenOn >= MAX_DRIFT_IDS
    ? t(`${key}Capped`, { count: entry.seenOn, n })
    : t(key, { count: entry.seenOn, n });
}

/** The entry as a sentence. */
export function driftSentence(entry: DriftEntry, t: Translate, locale: string): string {
  const on = seenOnText(entry, t, locale);
  const field = entry.field;
  switch (entry.kind) {
    case 'value':
      return t('drift.sentence.value', { field, value: entry.value ?? '', on });
    case 'field':
      return t('drift.sentence.field', { field, on });
    case 'null':
      return t('drift.sentence.null', { field, on });
    case 'unreadable': {
      const n = new Intl.NumberFormat(locale).format(entry.seenOn);
      if (field) return t('drift.sentence.unreadableField', { field, n });
      return t(entry.resource === 'order' ? 'drift.sentence.unreadableOrder' : 'drift.sentence.unreadable', {
        n,
      });
    }
  }
}

/** What matters most first: places left out, then values, then fields, then nulls (read as empty). */
const KIND_WEIGHT: Record<DriftEntry['kind'], number> = { unreadable: 0, value: 1, field: 2, null: 3 };

/** By kind, then most seen first, then by field and value, so the report reads the same on every load. */
export const byWeight = (a: DriftEntry, b: DriftEntry) =>
  KIND_WEIGHT[a.kind] - KIND_WEIGHT[b.kind] ||
  b.seenOn - a.seenOn ||
  a.field.localeCompare(b.field) ||
  (a.value ?? '').localeCompare(b.value ?? '');
