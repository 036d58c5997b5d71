import type { Counter } from '../security/login-rules';
import type { Db, Engine } from './db';

// The sign-in counters shared by every instance (security/shared-login-limiter.ts).

export function createLoginCounters(db: Db, engine: Engine) {
  return {
    /**
     * Runs `change` on the counters of `keys` (missing ones start as `fresh`) with their rows locked
     * until the change is saved, so that parallel guesses on any instance count one after the other.
     * Counters left idle are deleted.
     */
    update<T>(keys: string[], fresh: () => Counter, change: (counters: Counter[]) => T): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const sorted = [...new Set(keys)].sort(); // one locking order: no deadlock between two guesses
        const start = fresh();
        const load = async () => {
          await trx
            .insertInto('login_counters')
            .values(
              sorted.map((key) => ({
                key,
                failures: start.failures,
                in_flight: start.inFlight,
                window_end: start.windowEnd,
                not_before: start.notBefore,
              })),
            )
            .onConflict((oc) => oc.column('key').doNothing())
            .execute();
          let select = trx.selectFrom('login_counters').selectAll().where('key', 'in', sorted).orderBy('key');
          // SQLite has no row locks: its one writer at a time is the lock.
          if (engine === 'postgres') select = select.forUpdate();
          return select.execute();
        };
        // A row deleted (left idle) by a guess that held it while this one waited is made again.
        let rows = await load();
        for (let tries = 0; rows.length < sorted.length && tries < 3; tries++) rows = await load();
        if (rows.length < sorted.length) throw new Error('login counters: rows keep disappearing');
        const byKey = new Map(
          rows.map((r) => [
            r.key,
            { failures: r.failures, inFlight: r.in_flight, windowEnd: r.window_end, notBefore: r.not_before },
          ]),
        );
        const counters = keys.map((key) => byKey.get(key)!);
        const result = change(counters);
        for (const [key, c] of byKey) {
          if (c.failures === 0 && c.inFlight === 0) {
            await trx.deleteFrom('login_counters').where('key', '=', key).execute();
          } else {
            await trx
              .updateTable('login_counters')
              .set({
                failures: c.failures,
                in_flight: c.inFlight,
                window_end: c.windowEnd,
                not_before: c.notBefore,
              })
              .where('key', '=', key)
              .execute();
          }
        }
        return result;
      });
    },
  };
}

export type LoginCounters = ReturnType<typeof createLoginCounters>;
