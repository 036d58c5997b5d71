import type { FastifyBaseLogger } from 'fastify';
import { PickupPlaceSchema } from '@/contract/places';
import type { PlaceChange } from '../read-model/place-change';
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

export function createReadModelChanges(db: Db) {
  return {
    /** Counts the change and logs it; answers the e-shop's generation after it. */
    async record(eshopId: string, change: PlaceChange, now = Date.now()): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { generation } = await trx
          .insertInto('read_model_generations')
          .values({ eshop_id: eshopId, generation: 1 })
          .onConflict((oc) =>
            oc
              .column('eshop_id')
              .doUpdateSet((eb) => ({ generation: eb('read_model_generations.generation', '+', 1) })),
          )
          .returning('generation')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('read_model_changes')
          .values({
            eshop_id: eshopId,
            generation,
            place_id: change.kind === 'upsert' ? change.place.id : change.placeId,
            kind: change.kind,
            place: change.kind === 'upsert' ? JSON.stringify(change.place) : null,
            created_ms: now,
          })
          .execute();
        return Number(generation);
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
