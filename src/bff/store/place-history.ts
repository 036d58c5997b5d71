import { z } from 'zod';
import {
  HistoryDetailsSchema,
  HistoryOperationSchema,
  type HistoryDetails,
  type HistoryEntry,
} from '@/contract/desk/place-history';
import { FieldChangeSchema, type EditableField, type FieldChange } from '@/contract/desk/place-fields';
import { sql, type Selectable } from 'kysely';
import type { Db } from './db';
import { storedEnum, storedJson } from '@/server/stored-json';
import type { PlaceHistoryTable } from './tables';

// Every change the BFF made to a place: who, when, through which job, and the fields it changed
// before and after. Kept for a retention period and up to a number of entries per place, then
// pruned in bounded batches (history/pruning.ts). Table place_history (tables.ts, made
// by the migrations of both engines); every query is Kysely's.

export interface NewHistoryEntry {
  eshopId: string;
  placeId: string;
  username: string;
  role: string;
  operation: HistoryEntry['operation'];
  jobId?: string | null;
  revertOf?: number | null;
  changes: FieldChange[];
  details?: HistoryDetails;
  /** When the change was made (now when left out): a batch is written a moment later. */
  at?: string;
}

type RawEntry = Selectable<PlaceHistoryTable>;
const FIELD_CHANGES = z.array(FieldChangeSchema);

const entryOf = (r: RawEntry): HistoryEntry & { eshopId: string } => ({
  id: r.id,
  placeId: r.place_id,
  eshopId: r.eshop_id,
  at: r.at,
  username: r.username,
  operation: storedEnum(HistoryOperationSchema, r.operation, 'place_history.operation'),
  jobId: r.job_id,
  revertOf: r.revert_of,
  changes: storedJson(FIELD_CHANGES, r.changes, 'place_history.changes'),
  ...(r.details ? storedJson(HistoryDetailsSchema, r.details, 'place_history.details') : {}),
});

/** A unique index refused the row (SQLite's and PostgreSQL's words for it). */
const isUniqueViolation = (error: unknown) =>
  /unique/i.test(String((error as { message?: unknown })?.message ?? '')) ||
  (error as { code?: unknown })?.code === '23505';

/** The fields column: ` name openingHours `, so that one field is found with LIKE '% name %'. */
const fieldsColumn = (changes: readonly FieldChange[]) => ` ${changes.map((c) => c.field).join(' ')} `;

/** Rows per INSERT: 11 parameters a row, well under SQLite's 32 766. */
const INSERT_CHUNK = 500;

const historyRow = (e: NewHistoryEntry) => ({
  eshop_id: e.eshopId,
  place_id: e.placeId,
  at: e.at ?? new Date().toISOString(),
  username: e.username,
  role: e.role,
  operation: e.operation,
  job_id: e.jobId ?? null,
  revert_of: e.revertOf ?? null,
  fields: fieldsColumn(e.changes),
  changes: JSON.stringify(e.changes),
  details: e.details ? JSON.stringify(e.details) : null,
});

export function createPlaceHistory(db: Db) {
  const entries = () => db.selectFrom('place_history').selectAll();
  async function record(e: NewHistoryEntry): Promise<number> {
    const row = await db
      .insertInto('place_history')
      .values(historyRow(e))
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  return {
    ...historyPruning(db),
    ...historyDeletions(db),
    record,

    /**
     * Claims the restore of a deleted place (its `delete` entry): records the restore entry under
     * way, or answers undefined when another restore of that deletion was recorded first.
     */
    async claimRestore(e: NewHistoryEntry & { revertOf: number }): Promise<number | undefined> {
      try {
        return await record({ ...e, operation: 'restore', details: { restoredAs: null } });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async setDetails(id: number, details: HistoryDetails): Promise<void> {
      await db
        .updateTable('place_history')
        .set({ details: JSON.stringify(details) })
        .where('id', '=', id)
        .execute();
    },

    /** Drops one entry (a restore that could not be done). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('place_history').where('id', '=', id).execute();
    },

    /** Several entries in one INSERT (a job's batch of settled places). */
    async recordAll(list: readonly NewHistoryEntry[]): Promise<void> {
      for (let from = 0; from < list.length; from += INSERT_CHUNK)
        await db
          .insertInto('place_history')
          .values(list.slice(from, from + INSERT_CHUNK).map(historyRow))
          .execute();
    },

    /** A place's entries, newest first. */
    async forPlace(placeId: string, limit = 200): Promise<(HistoryEntry & { eshopId: string })[]> {
      const rows = await entries()
        .where('place_id', '=', placeId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(entryOf);
    },

    async byId(id: number): Promise<(HistoryEntry & { eshopId: string }) | undefined> {
      const row = await entries().where('id', '=', id).executeTakeFirst();
      return row && entryOf(row);
    },

    /** The newest later entry of the place that changed any of these fields. */
    async laterTouching(placeId: string, afterId: number, fields: readonly EditableField[]) {
      if (!fields.length) return undefined;
      const row = await entries()
        .where('place_id', '=', placeId)
        .where('id', '>', afterId)
        .where((eb) => eb.or(fields.map((f) => eb('fields', 'like', `% ${f} %`))))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && entryOf(row);
    },

    /** What a job changed at one place (its last entry there). */
    async ofJob(jobId: string, placeId: string): Promise<(HistoryEntry & { eshopId: string }) | undefined> {
      const row = await entries()
        .where('job_id', '=', jobId)
        .where('place_id', '=', placeId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && entryOf(row);
    },

    /** The places a job changed, in the order it changed them. */
    async placesOfJob(jobId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('place_history')
        .select('place_id')
        .where('job_id', '=', jobId)
        .groupBy('place_id')
        .orderBy((eb) => eb.fn.min('id'))
        .execute();
      return rows.map((r) => r.place_id);
    },
  };
}

/**
 * The e-shop's deletions, newest first, `limit` of them before the entry `before`, each with the
 * restore that undid it (the restore entry names the deletion in revert_of). The operations are
 * literals, not parameters: only then may the planner of either engine take the partial indexes
 * place_history_deletions and place_history_restore (migration 0014; deleted-places-plan.test.ts).
 */
export function deletionsQuery(db: Db, eshopId: string, limit: number, before?: number) {
  return db
    .selectFrom('place_history as d')
    .leftJoin('place_history as r', (join) =>
      join
        .onRef('r.place_id', '=', 'd.place_id')
        .onRef('r.revert_of', '=', 'd.id')
        .on('r.operation', '=', sql.lit('restore'))
        .on('r.revert_of', 'is not', null),
    )
    .select(['d.id', 'd.place_id', 'd.at', 'd.username', 'd.changes', 'r.details as restore'])
    .where('d.eshop_id', '=', eshopId)
    .where('d.operation', '=', sql.lit('delete'))
    .where('d.id', '<', before ?? Number.MAX_SAFE_INTEGER)
    .orderBy('d.id', 'desc')
    .limit(limit);
}

/** The deletions, for the list of recently deleted places (routes/deleted-places.ts). */
function historyDeletions(db: Db) {
  return {
    async deletions(eshopId: string, limit: number, before?: number) {
      const rows = await deletionsQuery(db, eshopId, limit, before).execute();
      return rows.map((r) => ({
        id: Number(r.id),
        placeId: r.place_id,
        at: r.at,
        username: r.username,
        changes: storedJson(FIELD_CHANGES, r.changes, 'place_history.changes'),
        restoredAs: r.restore
          ? (storedJson(HistoryDetailsSchema, r.restore, 'place_history.details').restoredAs ?? null)
          : null,
      }));
    },
  };
}

/** Bounded deletes for the retention and the per-place cap (history/pruning.ts repeats them). */
function historyPruning(db: Db) {
  return {
    /**
     * Drops at most `batch` of the entries older than `before` (ISO date-time), oldest first (index
     * place_history_at); answers how many went. One bounded statement: the caller repeats it.
     */
    async pruneOlderThan(before: string, batch: number): Promise<number> {
      const result = await db
        .deleteFrom('place_history')
        .where('id', 'in', (eb) =>
          eb.selectFrom('place_history').select('id').where('at', '<', before).orderBy('at').limit(batch),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * The places of at most `rows` entries after `afterId`, in the order of their ids, and the last
     * id looked at (undefined: none after it): where a place may have grown past its cap.
     */
    async placesAfter(afterId: number, rows: number): Promise<{ places: string[]; lastId?: number }> {
      const found = await db
        .selectFrom('place_history')
        .select(['id', 'place_id'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(rows)
        .execute();
      const last = found.at(-1);
      return {
        places: [...new Set(found.map((r) => r.place_id))],
        ...(last ? { lastId: Number(last.id) } : {}),
      };
    },

    /**
     * Drops at most `batch` of a place's entries beyond its newest `keep`, oldest first (index
     * place_history_place); answers how many went. One bounded statement: the caller repeats it.
     */
    async pruneBeyond(placeId: string, keep: number, batch: number): Promise<number> {
      const edge = await db
        .selectFrom('place_history')
        .select('id')
        .where('place_id', '=', placeId)
        .orderBy('id', 'desc')
        .limit(1)
        .offset(keep)
        .executeTakeFirst();
      if (!edge) return 0;
      const result = await db
        .deleteFrom('place_history')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('place_history')
            .select('id')
            .where('place_id', '=', placeId)
            .where('id', '<=', edge.id)
            .orderBy('id')
            .limit(batch),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PlaceHistory = ReturnType<typeof createPlaceHistory>;
