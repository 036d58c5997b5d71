import type { HistoryEntry } from '../../contract/desk/place-history';
import type { EditableField, FieldChange } from '../../contract/desk/place-fields';
import type { Db } from './db';

// Every change the BFF made to a place: who, when, through which job, and the fields it changed
// before and after. Kept for a retention period, then pruned. Every function answers a Promise, so
// that callers stay as they are when this storage moves to another engine. All of its SQL is here.

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS place_history (
    id INTEGER PRIMARY KEY,
    eshop_id TEXT NOT NULL,
    place_id TEXT NOT NULL,
    at TEXT NOT NULL,
    username TEXT NOT NULL,
    role TEXT NOT NULL,
    operation TEXT NOT NULL,
    job_id TEXT,
    revert_of INTEGER,
    fields TEXT NOT NULL,
    changes TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS place_history_place ON place_history (place_id, id);
  CREATE INDEX IF NOT EXISTS place_history_job ON place_history (job_id, place_id);
  CREATE INDEX IF NOT EXISTS place_history_at ON place_history (at);
`;

export interface NewHistoryEntry {
  eshopId: string;
  placeId: string;
  username: string;
  role: string;
  operation: HistoryEntry['operation'];
  jobId?: string | null;
  revertOf?: number | null;
  changes: FieldChange[];
}

interface RawEntry {
  id: number;
  place_id: string;
  eshop_id: string;
  at: string;
  username: string;
  operation: HistoryEntry['operation'];
  job_id: string | null;
  revert_of: number | null;
  changes: string;
}

const entryOf = (r: RawEntry): HistoryEntry & { eshopId: string } => ({
  id: r.id,
  placeId: r.place_id,
  eshopId: r.eshop_id,
  at: r.at,
  username: r.username,
  operation: r.operation,
  jobId: r.job_id,
  revertOf: r.revert_of,
  changes: JSON.parse(r.changes) as FieldChange[],
});

/** The fields column: ` name openingHours `, so that one field is found with LIKE '% name %'. */
const fieldsColumn = (changes: readonly FieldChange[]) => ` ${changes.map((c) => c.field).join(' ')} `;

export function createPlaceHistory(db: Db) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO place_history (eshop_id, place_id, at, username, role, operation, job_id, revert_of, fields, changes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    async record(e: NewHistoryEntry): Promise<number> {
      const result = insert.run(
        e.eshopId,
        e.placeId,
        new Date().toISOString(),
        e.username,
        e.role,
        e.operation,
        e.jobId ?? null,
        e.revertOf ?? null,
        fieldsColumn(e.changes),
        JSON.stringify(e.changes),
      );
      return Number(result.lastInsertRowid);
    },

    /** A place's entries, newest first. */
    async forPlace(placeId: string, limit = 200): Promise<(HistoryEntry & { eshopId: string })[]> {
      return db
        .prepare<[string, number], RawEntry>(
          'SELECT * FROM place_history WHERE place_id = ? ORDER BY id DESC LIMIT ?',
        )
        .all(placeId, limit)
        .map(entryOf);
    },

    async byId(id: number): Promise<(HistoryEntry & { eshopId: string }) | undefined> {
      const row = db.prepare<[number], RawEntry>('SELECT * FROM place_history WHERE id = ?').get(id);
      return row && entryOf(row);
    },

    /** The newest later entry of the place that changed any of these fields. */
    async laterTouching(placeId: string, afterId: number, fields: readonly EditableField[]) {
      if (!fields.length) return undefined;
      const row = db
        .prepare<unknown[], RawEntry>(
          `SELECT * FROM place_history WHERE place_id = ? AND id > ? AND (${fields.map(() => 'fields LIKE ?').join(' OR ')})
           ORDER BY id DESC LIMIT 1`,
        )
        .get(placeId, afterId, ...fields.map((f) => `% ${f} %`));
      return row && entryOf(row);
    },

    /** What a job changed at one place (its last entry there). */
    async ofJob(jobId: string, placeId: string): Promise<(HistoryEntry & { eshopId: string }) | undefined> {
      const row = db
        .prepare<[string, string], RawEntry>(
          'SELECT * FROM place_history WHERE job_id = ? AND place_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(jobId, placeId);
      return row && entryOf(row);
    },

    /** The places a job changed, in the order it changed them. */
    async placesOfJob(jobId: string): Promise<string[]> {
      return db
        .prepare<[string], { place_id: string }>(
          'SELECT place_id FROM place_history WHERE job_id = ? GROUP BY place_id ORDER BY MIN(id)',
        )
        .all(jobId)
        .map((r) => r.place_id);
    },

    /** Drops the entries older than `before` (ISO date-time); answers how many went. */
    async prune(before: string): Promise<number> {
      return db.prepare('DELETE FROM place_history WHERE at < ?').run(before).changes;
    },
  };
}

export type PlaceHistory = ReturnType<typeof createPlaceHistory>;
