import type { Db } from './db';
import { sortKey } from './place-columns';
import { storedPlace } from './place-mapping';

interface KeyedRow {
  seq: number;
  doc: string;
  name: string | null;
  email: string | null;
  line1: string | null;
  city: string | null;
  region: string | null;
  state: string | null;
}

/**
 * Writes the stored places' text sort keys again from their documents, after sortKey changed, so
 * a list sorted by name or town reads one order for old places and new ones alike. A row whose keys
 * are already right is left alone (its e-shop's generation, and so its cached orders, kept).
 */
export function rekeyPlaces(db: Db): void {
  const update = db.prepare(
    'UPDATE places SET name = ?, email = ?, line1 = ?, city = ?, region = ?, state = ? WHERE seq = ?',
  );
  const rows = db
    .prepare<[], KeyedRow>(
      'SELECT seq, CAST(doc AS TEXT) AS doc, name, email, line1, city, region, state FROM places',
    )
    .all();
  for (const row of rows) {
    const p = storedPlace(row.doc);
    const { line1, city, region, state } = p.location;
    const keys = [
      sortKey(p.name),
      sortKey(p.email),
      sortKey(line1),
      sortKey(city),
      sortKey(region),
      sortKey(state),
    ];
    const stored = [row.name, row.email, row.line1, row.city, row.region, row.state];
    if (keys.some((key, i) => key !== stored[i])) update.run(...keys, row.seq);
  }
}
