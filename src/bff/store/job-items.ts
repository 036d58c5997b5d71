import { z } from 'zod';
import { ItemStateSchema, type ItemState, type JobCounts, type JobItem } from '@/contract/desk/bulk-jobs';
import { FieldChangeSchema, type FieldChange } from '@/contract/desk/place-fields';
import type { Updateable } from 'kysely';
import type { Db } from './db';
import { createPlaceHistory, type NewHistoryEntry } from './place-history';
import { storedEnum, storedJson } from '@/server/stored-json';
import type { BulkJobItemsTable } from './tables';

// The places of a bulk job (table bulk_job_items): which are still open, each one's outcome as it
// settles, and the counts the job's view shows. The jobs themselves are in jobs.ts.

/** Rows per INSERT: well under SQLite's 32 766 and PostgreSQL's 65 535 parameters at 5 a row. */
export const INSERT_CHUNK = 1000;

/** How a place of a job ended; `placeId`: the id an import's new place got. */
export interface Settlement {
  seq: number;
  state: Exclude<ItemState, 'pending' | 'sending'>;
  status: number | null;
  message: string | null;
  settledMs: number;
  placeId?: string;
}

/** An item still to settle: pending, or sending when the BFF stopped. */
export interface OpenItem {
  seq: number;
  placeId: string;
  name: string;
  state: 'pending' | 'sending';
  changes: FieldChange[] | null;
  /** Marked sending already with the rest of its batch (the runner did, before handing it out). */
  marked?: boolean;
}

const FIELD_CHANGES = z.array(FieldChangeSchema);
const OPEN_STATES = ItemStateSchema.extract(['pending', 'sending']); // open() reads only these

const settledValues = (o: Settlement) => ({
  state: o.state,
  status: o.status,
  message: o.message,
  changes: null,
  settled_ms: o.settledMs,
});

export function createJobItemsStore(db: Db) {
  const setItem = (
    jobId: string,
    seq: number,
    values: Pick<Updateable<BulkJobItemsTable>, 'state' | 'status' | 'message' | 'changes' | 'settled_ms'>,
  ) =>
    db.updateTable('bulk_job_items').set(values).where('job_id', '=', jobId).where('seq', '=', seq).execute();

  return {
    /** The next open items after `afterSeq`, in order. */
    async open(jobId: string, afterSeq: number, limit: number): Promise<OpenItem[]> {
      const rows = await db
        .selectFrom('bulk_job_items')
        .select(['seq', 'place_id', 'name', 'state', 'changes'])
        .where('job_id', '=', jobId)
        .where('seq', '>', afterSeq)
        .where('state', 'in', ['pending', 'sending'])
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        seq: r.seq,
        placeId: r.place_id,
        name: r.name,
        state: storedEnum(OPEN_STATES, r.state, 'bulk_job_items.state'),
        changes: r.changes ? storedJson(FIELD_CHANGES, r.changes, 'bulk_job_items.changes') : null,
      }));
    },

    /** Before a change is sent: after a restart, its item says what may have been applied. */
    async sending(jobId: string, seq: number, changes: FieldChange[]): Promise<void> {
      await setItem(jobId, seq, {
        state: 'sending',
        status: null,
        message: null,
        changes: JSON.stringify(changes),
        settled_ms: null,
      });
    },

    /**
     * Marks items sending before their changes go out, in one statement: an import's new places,
     * whose changes are known before anything is read.
     */
    async markSending(jobId: string, seqs: readonly number[]): Promise<void> {
      if (!seqs.length) return;
      await db
        .updateTable('bulk_job_items')
        .set({ state: 'sending', status: null, message: null, settled_ms: null })
        .where('job_id', '=', jobId)
        .where('seq', 'in', [...seqs])
        .execute();
    },

    /**
     * A batch of places settled together with their history entries, in one transaction (see
     * settleAll below).
     */
    settleAll: (jobId: string, outcomes: readonly Settlement[], entries: readonly NewHistoryEntry[]) =>
      settleAll(db, jobId, outcomes, entries),

    /** Places settled (not cancelled) since `sinceMs`: the job's current pace. */
    async settledSince(jobId: string, sinceMs: number): Promise<number> {
      const row = await db
        .selectFrom('bulk_job_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', jobId)
        .where('settled_ms', '>=', sinceMs)
        .where('state', 'in', ['done', 'unchanged', 'failed', 'conflict'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** What is not started is not started: every pending item of the job. */
    async cancelPending(jobId: string): Promise<void> {
      await db
        .updateTable('bulk_job_items')
        .set({ state: 'cancelled', settled_ms: Date.now() })
        .where('job_id', '=', jobId)
        .where('state', '=', 'pending')
        .execute();
    },

    counts: (jobId: string) => countsOf(db, jobId),
    /** The counts of a page of jobs, in one query. */
    countsOfJobs: (jobIds: readonly string[]) => countsOfJobs(db, jobIds),

    async items(jobId: string, states: readonly ItemState[], limit: number): Promise<JobItem[]> {
      let query = db
        .selectFrom('bulk_job_items')
        .select(['place_id as placeId', 'name', 'state', 'status', 'message'])
        .where('job_id', '=', jobId);
      if (states.length) query = query.where('state', 'in', [...states]);
      const rows = await query.orderBy('seq').limit(limit).execute();
      return rows.map((r) => ({ ...r, state: storedEnum(ItemStateSchema, r.state, 'bulk_job_items.state') }));
    },
  };
}

/**
 * A batch of places settled together with their history entries, in one transaction: either
 * all of them are recorded or none is (those stay sending, and a restart recognises them).
 * Outcomes alike share one UPDATE.
 */
async function settleAll(
  db: Db,
  jobId: string,
  outcomes: readonly Settlement[],
  entries: readonly NewHistoryEntry[],
): Promise<void> {
  if (!outcomes.length && !entries.length) return;
  await db.transaction().execute(async (trx) => {
    await createPlaceHistory(trx).recordAll(entries);
    const alike = new Map<string, Settlement[]>();
    for (const o of outcomes) {
      if (o.placeId) {
        await trx
          .updateTable('bulk_job_items')
          .set({ ...settledValues(o), place_id: o.placeId })
          .where('job_id', '=', jobId)
          .where('seq', '=', o.seq)
          .execute();
        continue;
      }
      const key = JSON.stringify([o.state, o.status, o.message]);
      alike.set(key, [...(alike.get(key) ?? []), o]);
    }
    for (const group of alike.values())
      for (let from = 0; from < group.length; from += INSERT_CHUNK) {
        const part = group.slice(from, from + INSERT_CHUNK);
        await trx
          .updateTable('bulk_job_items')
          .set({ ...settledValues(part[0]!), settled_ms: Math.max(...part.map((o) => o.settledMs)) })
          .where('job_id', '=', jobId)
          .where(
            'seq',
            'in',
            part.map((o) => o.seq),
          )
          .execute();
      }
  });
}

export type CountsOfJob = JobCounts & { settledLastMs: number | null };

async function countsOf(db: Db, jobId: string): Promise<CountsOfJob> {
  return (await countsOfJobs(db, [jobId])).get(jobId)!;
}

/**
 * The counts of several jobs in one query (a page of the list): read from the index of
 * (job_id, state, settled_ms) alone, not from the items' rows.
 */
async function countsOfJobs(db: Db, jobIds: readonly string[]): Promise<Map<string, CountsOfJob>> {
  const rows = jobIds.length
    ? (
        await db
          .selectFrom('bulk_job_items')
          .select((eb) => [
            'job_id',
            'state',
            eb.fn.countAll<number>().as('n'),
            eb.fn.max('settled_ms').as('last'),
          ])
          .where('job_id', 'in', [...jobIds])
          .groupBy(['job_id', 'state'])
          .execute()
      ).map((r) => ({
        jobId: r.job_id,
        state: storedEnum(ItemStateSchema, r.state, 'bulk_job_items.state'),
        n: Number(r.n),
        last: r.last === null ? null : Number(r.last),
      }))
    : [];
  return new Map(jobIds.map((id) => [id, countsFrom(rows.filter((r) => r.jobId === id))]));
}

function countsFrom(rows: { state: ItemState; n: number; last: number | null }[]): CountsOfJob {
  const n = (s: ItemState) => rows.find((r) => r.state === s)?.n ?? 0;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return {
    total,
    done: n('done'),
    unchanged: n('unchanged'),
    failed: n('failed'),
    conflicts: n('conflict'),
    cancelled: n('cancelled'),
    remaining: n('pending') + n('sending'),
    settledLastMs: rows.reduce<number | null>(
      (max, r) => (r.last && (!max || r.last > max) ? r.last : max),
      null,
    ),
  };
}
