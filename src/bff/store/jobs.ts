import { JobActionSchema, type JobAction } from '@/contract/desk/bulk-actions';
import { JobStateSchema, type JobKind, type JobState } from '@/contract/desk/bulk-jobs';
import type { FieldChange } from '@/contract/desk/place-fields';
import type { Selectable } from 'kysely';
import type { Db } from './db';
import { createJobItemsStore, INSERT_CHUNK } from './job-items';
import { storedEnum, storedJson } from '@/server/stored-json';
import type { BulkJobsTable } from './tables';

// Bulk jobs and the outcome of each of their places, kept so that a job survives a restart of the
// BFF and resumes where it stopped. Tables bulk_jobs and bulk_job_items (tables.ts, made by the
// migrations of both engines); every query is Kysely's. The items' queries
// are in job-items.ts; the store is one object of both.

export interface JobRow {
  id: string;
  eshopId: string;
  action: JobAction;
  state: JobState;
  createdBy: string;
  /** The account that made it (users.id); null: an old job whose account is gone. */
  createdById: number | null;
  createdRole: string;
  createdAt: string;
  startedMs: number;
  finishedAt: string | null;
  undoOf: string | null;
  retryOf: string | null;
  skipped: number;
}

export interface NewJob extends Omit<JobRow, 'state' | 'finishedAt' | 'startedMs'> {
  /** `changes`: what an import's item sets (it has no action of its own to decide it). */
  items: { placeId: string; name: string; changes?: FieldChange[] }[];
}

/** Which of an e-shop's jobs a list holds (GET /bff/jobs). */
export interface JobFilter {
  before?: string;
  limit?: number;
  /** Only the jobs of this account. */
  createdById?: number;
  state?: 'running' | 'ended';
  kind?: JobKind;
}

type RawJob = Selectable<BulkJobsTable>;

const jobOf = (r: RawJob): JobRow => ({
  id: r.id,
  eshopId: r.eshop_id,
  action: storedJson(JobActionSchema, r.action, 'bulk_jobs.action'),
  state: storedEnum(JobStateSchema, r.state, 'bulk_jobs.state'),
  createdBy: r.created_by,
  createdById: r.created_by_id,
  createdRole: r.created_role,
  createdAt: r.created_at,
  startedMs: r.started_ms,
  finishedAt: r.finished_at,
  undoOf: r.undo_of,
  retryOf: r.retry_of,
  skipped: r.skipped,
});

export function createJobsStore(db: Db) {
  return {
    ...createJobItemsStore(db),

    async create(job: NewJob): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('bulk_jobs')
          .values({
            id: job.id,
            eshop_id: job.eshopId,
            action: JSON.stringify(job.action),
            state: 'running',
            created_by: job.createdBy,
            created_by_id: job.createdById,
            created_role: job.createdRole,
            created_at: job.createdAt,
            started_ms: Date.now(),
            undo_of: job.undoOf,
            retry_of: job.retryOf,
            skipped: job.skipped,
            action_kind: job.action.kind,
          })
          .execute();
        for (let from = 0; from < job.items.length; from += INSERT_CHUNK) {
          await trx
            .insertInto('bulk_job_items')
            .values(
              job.items.slice(from, from + INSERT_CHUNK).map((item, i) => ({
                job_id: job.id,
                seq: from + i,
                place_id: item.placeId,
                name: item.name,
                state: 'pending' as const,
                changes: item.changes ? JSON.stringify(item.changes) : null,
              })),
            )
            .execute();
        }
      });
    },

    async get(id: string): Promise<JobRow | undefined> {
      const row = await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && jobOf(row);
    },

    /**
     * The e-shop's jobs, newest first; `before`: only those older than that job (keyset paging,
     * read in the order of the index bulk_jobs_page). An unknown `before` answers undefined.
     */
    async list(eshopId: string, filter: JobFilter = {}): Promise<JobRow[] | undefined> {
      let query = db.selectFrom('bulk_jobs').selectAll().where('eshop_id', '=', eshopId);
      if (filter.before) {
        const after = await db
          .selectFrom('bulk_jobs')
          .select(['created_at', 'started_ms', 'id'])
          .where('id', '=', filter.before)
          .where('eshop_id', '=', eshopId)
          .executeTakeFirst();
        if (!after) return undefined;
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.created_at),
            eb.and([eb('created_at', '=', after.created_at), eb('started_ms', '<', after.started_ms)]),
            eb.and([
              eb('created_at', '=', after.created_at),
              eb('started_ms', '=', after.started_ms),
              eb('id', '<', after.id),
            ]),
          ]),
        );
      }
      if (filter.createdById !== undefined) query = query.where('created_by_id', '=', filter.createdById);
      if (filter.state === 'running') query = query.where('state', 'in', ['running', 'cancelling']);
      if (filter.state === 'ended') query = query.where('state', 'in', ['finished', 'cancelled']);
      if (filter.kind) query = query.where('action_kind', '=', filter.kind);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('started_ms', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 50)
        .execute();
      return rows.map(jobOf);
    },

    /** Jobs that were running (or being cancelled) when the BFF stopped. */
    async unfinished(): Promise<JobRow[]> {
      const rows = await db
        .selectFrom('bulk_jobs')
        .selectAll()
        .where('state', 'in', ['running', 'cancelling'])
        .orderBy('started_ms')
        .orderBy('id')
        .execute();
      return rows.map(jobOf);
    },

    async setState(id: string, state: JobState): Promise<void> {
      const finished = state === 'finished' || state === 'cancelled' ? new Date().toISOString() : null;
      await db.updateTable('bulk_jobs').set({ state, finished_at: finished }).where('id', '=', id).execute();
    },
  };
}

export type JobsStore = ReturnType<typeof createJobsStore>;
