import type { FastifyBaseLogger } from 'fastify';
import { PickupPlaceSchema } from '@/contract/places';
import type { PlaceChange } from './place-change';
import type { Db } from './db';

// The change log behind the read models (issue 25): each change of a place made through any
// instance, as the platform answered it, numbered by the e-shop's generation. The counter and the
// entry are written in one transaction, and the counter's row lock orders them, so the entries of
// an e-shop are numbered 1, 2, 3… without holes: an instance at generation g applies g+1… in order,
// and a missing number (pruned) tells it that only a full fill brings it up to date.

/** Entries older than this are pruned (an instance that far behind refills instead). */
export const CHANGE_LOG_RETENTION_MS = 60 * 60_000;

export interface LoggedChange {
  generation: number;
  /** null: an entry that cannot be applied (a place the contract does not accept any more). */
  change: PlaceChange | null;
}

/** Entries written per transaction at most (a run of creations settles in a few of them). */
const RECORD_BATCH = 200;

interface Waiting {
  eshopId: string;
  change: PlaceChange;
  now: number;
  resolve: (generation: number) => void;
  reject: (error: unknown) => void;
}

export function createReadModelChanges(db: Db) {
  // Group commit (the shared log of a cluster, on PostgreSQL; a sole instance keeps its log in
  // memory, memory-change-log.ts): the changes made in one turn of the event loop, and those that
  // arrive while a transaction is being written, go together in the next one, each e-shop's
  // counter moved once by their number. Under a run of changes (an import, a bulk job) a place
  // costs a share of a transaction instead of one of its own, whose commit cost more than the entry.
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeBatch(batch: Waiting[]): Promise<Map<Waiting, number>> {
    return db.transaction().execute(async (trx) => {
      const generations = new Map<Waiting, number>();
      const byEshop = new Map<string, Waiting[]>();
      for (const w of batch) {
        const list = byEshop.get(w.eshopId);
        if (list) list.push(w);
        else byEshop.set(w.eshopId, [w]);
      }
      // E-shops in one order on every instance: two batches never wait on each other's counters.
      for (const [eshopId, changes] of [...byEshop].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const { generation } = await trx
          .insertInto('read_model_generations')
          .values({ eshop_id: eshopId, generation: changes.length })
          .onConflict((oc) =>
            oc.column('eshop_id').doUpdateSet((eb) => ({
              generation: eb('read_model_generations.generation', '+', changes.length),
            })),
          )
          .returning('generation')
          .executeTakeFirstOrThrow();
        // The counter's row lock orders the e-shop's batches: these are the numbers just before it.
        const first = Number(generation) - changes.length + 1;
        changes.forEach((w, i) => generations.set(w, first + i));
      }
      await trx
        .insertInto('read_model_changes')
        .values(
          batch.map((w) => ({
            eshop_id: w.eshopId,
            generation: generations.get(w)!,
            place_id: w.change.kind === 'upsert' ? w.change.place.id : w.change.placeId,
            kind: w.change.kind,
            place: w.change.kind === 'upsert' ? JSON.stringify(w.change.place) : null,
            created_ms: w.now,
          })),
        )
        .execute();
      return generations;
    });
  }

  async function drain() {
    if (writing) return;
    writing = true;
    try {
      while (waiting.length) {
        const batch = waiting.slice(0, RECORD_BATCH);
        waiting = waiting.slice(batch.length);
        try {
          const generations = await writeBatch(batch);
          for (const w of batch) w.resolve(generations.get(w)!);
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    /** Counts the change and logs it; answers the e-shop's generation after it. */
    record(eshopId: string, change: PlaceChange, now = Date.now()): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        waiting.push({ eshopId, change, now, resolve, reject });
        // After the current turn of the event loop, so that the changes made in it go together.
        if (!writing && waiting.length === 1) setImmediate(() => void drain());
      });
    },

    /** The e-shop's entries after `generation`, up to `until`, in order (at most `limit`). */
    async since(eshopId: string, generation: number, until: number, limit: number): Promise<LoggedChange[]> {
      const rows = await db
        .selectFrom('read_model_changes')
        .select(['generation', 'place_id', 'kind', 'place'])
        .where('eshop_id', '=', eshopId)
        .where('generation', '>', generation)
        .where('generation', '<=', until)
        .orderBy('generation')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ generation: Number(row.generation), change: changeOf(row) }));
    },

    /** Drops entries older than the retention; answers how many. */
    async prune(retentionMs = CHANGE_LOG_RETENTION_MS, now = Date.now()): Promise<number> {
      const result = await db
        .deleteFrom('read_model_changes')
        .where('created_ms', '<', now - retentionMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

function changeOf(row: { place_id: string; kind: string; place: string | null }): PlaceChange | null {
  if (row.kind === 'delete') return { kind: 'delete', placeId: row.place_id };
  if (row.kind !== 'upsert' || row.place === null) return null;
  try {
    const place = PickupPlaceSchema.safeParse(JSON.parse(row.place));
    return place.success ? { kind: 'upsert', place: place.data } : null;
  } catch {
    return null;
  }
}

export type ReadModelChanges = ReturnType<typeof createReadModelChanges>;

/** Prunes the log every few minutes; answers the function that stops it. */
export function startChangeLogPruning(
  changes: ReadModelChanges,
  log: FastifyBaseLogger,
  everyMs = 5 * 60_000,
) {
  const run = () =>
    changes
      .prune()
      .then((n) => n && log.debug({ pruned: n }, 'pruned the read models’ change log'))
      .catch((err: unknown) => log.warn({ err }, 'pruning the read models’ change log failed'));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
