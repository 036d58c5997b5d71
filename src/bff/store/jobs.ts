import type { JobAction } from '../../contract/desk/bulk-actions';
import type { ItemState, JobCounts, JobItem, JobState } from '../../contract/desk/bulk-jobs';
import type { FieldChange } from '../../contract/desk/place-fields';
import type { Db } from './db';

// Bulk jobs and the outcome of each of their places, kept so that a job survives a restart of the
// BFF and resumes where it stopped. Every function answers a Promise, so that callers stay as
// they are when this storage moves to another engine. All of its SQL is in this file.

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS bulk_jobs (
    id TEXT PRIMARY KEY,
    eshop_id TEXT NOT NULL,
    action TEXT NOT NULL,
    state TEXT NOT NULL,
    created_by TEXT NOT NULL,
    created_role TEXT NOT NULL,
    created_at TEXT NOT NULL,
    started_ms INTEGER NOT NULL,
    finished_at TEXT,
    undo_of TEXT,
    retry_of TEXT,
    skipped INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS bulk_jobs_eshop ON bulk_jobs (eshop_id, created_at);
  CREATE TABLE IF NOT EXISTS bulk_job_items (
    job_id TEXT NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    place_id TEXT NOT NULL,
    name TEXT NOT NULL,
    state TEXT NOT NULL,
    status INTEGER,
    message TEXT,
    -- the change being sent: after a restart it tells whether the platform had already applied it
    changes TEXT,
    settled_ms INTEGER,
    PRIMARY KEY (job_id, seq)
  );
  CREATE INDEX IF NOT EXISTS bulk_job_items_state ON bulk_job_items (job_id, state, seq);
`;

export interface JobRow {
  id: string;
  eshopId: string;
  action: JobAction;
  state: JobState;
  createdBy: string;
  createdRole: string;
  createdAt: string;
  startedMs: number;
  finishedAt: string | null;
  undoOf: string | null;
  retryOf: string | null;
  skipped: number;
}

export interface NewJob extends Omit<JobRow, 'state' | 'finishedAt' | 'startedMs'> {
  items: { placeId: string; name: string }[];
}

/** An item still to settle: pending, or sending when the BFF stopped. */
export interface OpenItem {
  seq: number;
  placeId: string;
  name: string;
  state: 'pending' | 'sending';
  changes: FieldChange[] | null;
}

interface RawJob {
  id: string;
  eshop_id: string;
  action: string;
  state: JobState;
  created_by: string;
  created_role: string;
  created_at: string;
  started_ms: number;
  finished_at: string | null;
  undo_of: string | null;
  retry_of: string | null;
  skipped: number;
}

const jobOf = (r: RawJob): JobRow => ({
  id: r.id,
  eshopId: r.eshop_id,
  action: JSON.parse(r.action) as JobAction,
  state: r.state,
  createdBy: r.created_by,
  createdRole: r.created_role,
  createdAt: r.created_at,
  startedMs: r.started_ms,
  finishedAt: r.finished_at,
  undoOf: r.undo_of,
  retryOf: r.retry_of,
  skipped: r.skipped,
});

export function createJobsStore(db: Db) {
  db.exec(SCHEMA);
  const insertItem = db.prepare(
    `INSERT INTO bulk_job_items (job_id, seq, place_id, name, state) VALUES (?, ?, ?, ?, 'pending')`,
  );
  const setItem = db.prepare(
    `UPDATE bulk_job_items SET state = ?, status = ?, message = ?, changes = ?, settled_ms = ? WHERE job_id = ? AND seq = ?`,
  );

  return {
    async create(job: NewJob): Promise<void> {
      db.transaction(() => {
        db.prepare(
          `INSERT INTO bulk_jobs (id, eshop_id, action, state, created_by, created_role, created_at, started_ms,
             undo_of, retry_of, skipped) VALUES (?, ?, ?, 'running', ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          job.id,
          job.eshopId,
          JSON.stringify(job.action),
          job.createdBy,
          job.createdRole,
          job.createdAt,
          Date.now(),
          job.undoOf,
          job.retryOf,
          job.skipped,
        );
        job.items.forEach((item, seq) => insertItem.run(job.id, seq, item.placeId, item.name));
      })();
    },

    async get(id: string): Promise<JobRow | undefined> {
      const row = db.prepare<[string], RawJob>('SELECT * FROM bulk_jobs WHERE id = ?').get(id);
      return row && jobOf(row);
    },

    async list(eshopId: string, limit = 50): Promise<JobRow[]> {
      return db
        .prepare<[string, number], RawJob>(
          'SELECT * FROM bulk_jobs WHERE eshop_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
        )
        .all(eshopId, limit)
        .map(jobOf);
    },

    /** Jobs that were running (or being cancelled) when the BFF stopped. */
    async unfinished(): Promise<JobRow[]> {
      return db
        .prepare<[], RawJob>(
          `SELECT * FROM bulk_jobs WHERE state IN ('running', 'cancelling') ORDER BY rowid`,
        )
        .all()
        .map(jobOf);
    },

    async setState(id: string, state: JobState): Promise<void> {
      const finished = state === 'finished' || state === 'cancelled' ? new Date().toISOString() : null;
      db.prepare('UPDATE bulk_jobs SET state = ?, finished_at = ? WHERE id = ?').run(state, finished, id);
    },

    /** The next open items after `afterSeq`, in order. */
    async open(jobId: string, afterSeq: number, limit: number): Promise<OpenItem[]> {
      return db
        .prepare<
          [string, number, number],
          {
            seq: number;
            place_id: string;
            name: string;
            state: 'pending' | 'sending';
            changes: string | null;
          }
        >(
          `SELECT seq, place_id, name, state, changes FROM bulk_job_items
           WHERE job_id = ? AND seq > ? AND state IN ('pending', 'sending') ORDER BY seq LIMIT ?`,
        )
        .all(jobId, afterSeq, limit)
        .map((r) => ({
          seq: r.seq,
          placeId: r.place_id,
          name: r.name,
          state: r.state,
          changes: r.changes ? (JSON.parse(r.changes) as FieldChange[]) : null,
        }));
    },

    /** Before a change is sent: after a restart, its item says what may have been applied. */
    async sending(jobId: string, seq: number, changes: FieldChange[]): Promise<void> {
      setItem.run('sending', null, null, JSON.stringify(changes), null, jobId, seq);
    },

    async settle(
      jobId: string,
      seq: number,
      outcome: {
        state: Exclude<ItemState, 'pending' | 'sending'>;
        status?: number | null;
        message?: string | null;
      },
    ): Promise<void> {
      setItem.run(
        outcome.state,
        outcome.status ?? null,
        outcome.message ?? null,
        null,
        Date.now(),
        jobId,
        seq,
      );
    },

    /** What is not started is not started: every pending item of the job. */
    async cancelPending(jobId: string): Promise<void> {
      db.prepare(
        `UPDATE bulk_job_items SET state = 'cancelled', settled_ms = ? WHERE job_id = ? AND state = 'pending'`,
      ).run(Date.now(), jobId);
    },

    async counts(jobId: string): Promise<JobCounts & { settledLastMs: number | null }> {
      const rows = db
        .prepare<[string], { state: ItemState; n: number; last: number | null }>(
          'SELECT state, COUNT(*) AS n, MAX(settled_ms) AS last FROM bulk_job_items WHERE job_id = ? GROUP BY state',
        )
        .all(jobId);
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
    },

    async items(jobId: string, states: readonly ItemState[], limit: number): Promise<JobItem[]> {
      const filter = states.length ? `AND state IN (${states.map(() => '?').join(', ')})` : '';
      return db
        .prepare<unknown[], JobItem>(
          `SELECT place_id AS placeId, name, state, status, message FROM bulk_job_items
           WHERE job_id = ? ${filter} ORDER BY seq LIMIT ?`,
        )
        .all(jobId, ...states, limit);
    },
  };
}

export type JobsStore = ReturnType<typeof createJobsStore>;
