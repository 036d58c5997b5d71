import { JobStateSchema, type JobState } from '@/contract/desk/bulk-jobs';
import { storedEnum } from '@/server/stored-json';
import type { Db } from './db';

// Which instance runs a bulk job: the one holding its lease (bulk_jobs.lease_owner until
// lease_until_ms, migration 0004). Each step is one UPDATE with its condition in the WHERE
// clause, atomic on both engines, so two instances reaching for the same job cannot both get it.
// A running instance renews its leases well before they end; one that dies stops renewing, and
// once a lease has run out any instance may take the job over. Times are the instances' clocks:
// they must agree to well within a lease (NTP does).

const UNFINISHED = ['running', 'cancelling'] as const;

export function createJobLeases(db: Db, owner: string, leaseMs: number) {
  return {
    owner,
    leaseMs,

    /**
     * Takes the job when nobody holds it, its lease ran out, or this instance holds it already;
     * `force` takes it whatever the lease says (one SQLite process: a lease left by its own
     * previous life is nobody else's). Answers whether this instance now holds it.
     */
    async claim(jobId: string, force = false): Promise<boolean> {
      const now = Date.now();
      let query = db
        .updateTable('bulk_jobs')
        .set({ lease_owner: owner, lease_until_ms: now + leaseMs })
        .where('id', '=', jobId)
        .where('state', 'in', [...UNFINISHED]);
      if (!force)
        query = query.where((eb) =>
          eb.or([
            eb('lease_owner', 'is', null),
            eb('lease_owner', '=', owner),
            eb('lease_until_ms', '<', now),
          ]),
        );
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Extends this instance's lease; answers the job's state, or undefined when the lease is lost. */
    async renew(jobId: string): Promise<JobState | undefined> {
      const row = await db
        .updateTable('bulk_jobs')
        .set({ lease_until_ms: Date.now() + leaseMs })
        .where('id', '=', jobId)
        .where('lease_owner', '=', owner)
        .returning('state')
        .executeTakeFirst();
      return row && storedEnum(JobStateSchema, row.state, 'bulk_jobs.state');
    },

    /** Hands the job back (a stop, or the job ended): another instance may take it at once. */
    async release(jobId: string): Promise<void> {
      await db
        .updateTable('bulk_jobs')
        .set({ lease_owner: null, lease_until_ms: 0 })
        .where('id', '=', jobId)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /** Unfinished jobs that nobody holds, oldest first. */
    async unheld(): Promise<string[]> {
      const now = Date.now();
      const rows = await db
        .selectFrom('bulk_jobs')
        .select('id')
        .where('state', 'in', [...UNFINISHED])
        .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until_ms', '<', now)]))
        .orderBy('started_ms')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type JobLeases = ReturnType<typeof createJobLeases>;
