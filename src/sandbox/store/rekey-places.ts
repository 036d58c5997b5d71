import type { Db } from './db';
import { textSortKeysOf } from './place-columns';
import { storedPlace } from './place-mapping';

type SortKeyColumn = keyof ReturnType<typeof textSortKeysOf>;
/** Every one of them: a column added to textSortKeysOf fails to compile here until it is listed. */
const EVERY_COLUMN: Record<SortKeyColumn, true> = {
  name: true,
  email: true,
  line1: true,
  city: true,
  region: true,
  state: true,
};
const COLUMNS = Object.keys(EVERY_COLUMN) as SortKeyColumn[];

/**
 * Writes the stored places' text sort keys again from their documents, after sortKey changed, so
 * a list sorted by name or town reads one order for old places and new ones alike. A row whose keys
 * are already right is left alone (its e-shop's generation, and so its cached orders, kept).
 */
export function rekeyPlaces(db: Db): void {
  const update = db.prepare(
    `UPDATE places SET ${COLUMNS.map((c) => `${c} = @${c}`).join(', ')} WHERE seq = @seq`,
  );
  const rows = db
    .prepare<[], Record<SortKeyColumn, string | null> & { seq: number; doc: string }>(
      `SELECT seq, CAST(doc AS TEXT) AS doc, ${COLUMNS.join(', ')} FROM places`,
    )
    .all();
  for (const row of rows) {
    const keys = textSortKeysOf(storedPlace(row.doc));
    if (COLUMNS.some((column) => keys[column] !== row[column])) update.run({ ...keys, seq: row.seq });
  }
}
