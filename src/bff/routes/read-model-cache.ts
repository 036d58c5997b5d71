// A small cache for read models that are expensive to fill (the map's points of an e-shop):
//  - one fill per key at a time, shared by everyone who asks meanwhile;
//  - fresh for `ttlMs`; then served as it is for `staleMs` more while a new fill runs in the
//    background (stale-while-revalidate); older than that, callers wait for the new fill;
//  - `invalidate` after a change: the next caller waits for a fill that started after the change,
//    and a fill that was already running cannot store its (older) answer.
// Hand-written because the libraries for this (lru-cache's fetchMethod, for one) have no notion
// of "a fill that started before the invalidation must not be stored".

export interface ReadModelCacheOptions<T> {
  ttlMs: number;
  staleMs: number;
  fill: (key: string) => Promise<T>;
  /** Errors of background refills (callers are already served). */
  onBackgroundError?: (error: unknown, key: string) => void;
  now?: () => number;
}

export function createReadModelCache<T>(options: ReadModelCacheOptions<T>) {
  const { ttlMs, staleMs, fill } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; filledAt: number }>();
  const filling = new Map<string, Promise<T>>();
  let generation = 0;

  function refill(key: string): Promise<T> {
    const running = filling.get(key);
    if (running) return running;
    const startedIn = generation;
    const started: Promise<T> = fill(key)
      .then((value) => {
        if (generation === startedIn) entries.set(key, { value, filledAt: now() });
        return value;
      })
      .finally(() => {
        if (filling.get(key) === started) filling.delete(key);
      });
    filling.set(key, started);
    return started;
  }

  return {
    get(key: string): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.filledAt : Infinity;
      if (entry && age < ttlMs) return Promise.resolve(entry.value);
      if (entry && age < ttlMs + staleMs) {
        refill(key).catch((error: unknown) => options.onBackgroundError?.(error, key));
        return Promise.resolve(entry.value);
      }
      return refill(key);
    },
    /** After a change: drop the key's (or every) answer and forget fills already running. */
    invalidate(key?: string) {
      generation++;
      if (key === undefined) {
        entries.clear();
        filling.clear();
      } else {
        entries.delete(key);
        filling.delete(key);
      }
    },
  };
}
export type ReadModelCache<T> = ReturnType<typeof createReadModelCache<T>>;
