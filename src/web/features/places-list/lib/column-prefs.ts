import { z } from 'zod';
import { STORED_KEYS, storeValue, storedValue } from '@/web/shared/lib/stored';

// Which columns of the places table show, and in which order: each user's own choice, kept by this
// browser. Read defensively: a stored value from an older version (a column since removed, a new
// one it does not name) or anything unreadable gives the defaults for what it cannot say.

export const PLACE_COLUMNS = ['name', 'type', 'carrier', 'city', 'storage', 'openNow', 'flags'] as const;
export type PlaceColumn = (typeof PLACE_COLUMNS)[number];

/** The name identifies the row for people and screen readers: it always shows, first. */
export const FIXED_COLUMN: PlaceColumn = 'name';

export interface ColumnPrefs {
  /** Every column, in the order shown (hidden ones keep their place for when they come back). */
  order: PlaceColumn[];
  hidden: PlaceColumn[];
}

export const DEFAULT_COLUMN_PREFS: ColumnPrefs = { order: [...PLACE_COLUMNS], hidden: [] };

const StoredSchema = z.object({ order: z.array(z.string()), hidden: z.array(z.string()) });
const isColumn = (id: string): id is PlaceColumn => (PLACE_COLUMNS as readonly string[]).includes(id);

export const columnPrefsKey = STORED_KEYS.columns;

/** The stored choice, made whole: unknown columns dropped, missing ones added at the end. */
export function parseColumnPrefs(stored: string | null): ColumnPrefs {
  let parsed: z.infer<typeof StoredSchema> | undefined;
  try {
    parsed = StoredSchema.safeParse(JSON.parse(stored ?? 'null')).data;
  } catch {
    parsed = undefined;
  }
  if (!parsed) return DEFAULT_COLUMN_PREFS;
  const known = [...new Set(parsed.order.filter(isColumn))].filter((c) => c !== FIXED_COLUMN);
  const order = [
    FIXED_COLUMN,
    ...known,
    ...PLACE_COLUMNS.filter((c) => c !== FIXED_COLUMN && !known.includes(c)),
  ];
  const hidden = [...new Set(parsed.hidden.filter(isColumn))].filter((c) => c !== FIXED_COLUMN);
  return { order, hidden };
}

/** The user's columns as stored (`read`: a component's reader, stored.ts's useStoredReader). */
export function loadColumnPrefs(username: string, read = storedValue): ColumnPrefs {
  return parseColumnPrefs(read(columnPrefsKey(username)));
}

export function saveColumnPrefs(username: string, prefs: ColumnPrefs) {
  storeValue(columnPrefsKey(username), JSON.stringify(prefs));
}

/** The columns shown, in order. */
export const visibleColumns = (prefs: ColumnPrefs) => prefs.order.filter((c) => !prefs.hidden.includes(c));

export function toggleColumn(prefs: ColumnPrefs, column: PlaceColumn): ColumnPrefs {
  if (column === FIXED_COLUMN) return prefs;
  const hidden = prefs.hidden.includes(column)
    ? prefs.hidden.filter((c) => c !== column)
    : [...prefs.hidden, column];
  return { ...prefs, hidden };
}

/** Moves a column one place earlier (-1) or later (+1); never before the name. */
export function moveColumn(prefs: ColumnPrefs, column: PlaceColumn, by: -1 | 1): ColumnPrefs {
  const from = prefs.order.indexOf(column);
  const to = from + by;
  if (column === FIXED_COLUMN || from < 0 || to < 1 || to >= prefs.order.length) return prefs;
  const order = [...prefs.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...prefs, order };
}
