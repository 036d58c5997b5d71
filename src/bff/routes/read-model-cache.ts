// A small cache for read models that are expensive to fill (the places of an e-shop):
//  - one fill per key at a time, shared by everyone who asks meanwhile;
//  - fresh for `ttlMs`; then served as it is for `staleMs` more while a new fill runs in the
//    background (stale-while-revalidate); older than that, callers wait for the new fill;
//  - `invalidate` after a change here: the next caller waits for a fill that started after the
//    change, and a fill that was already running cannot store its (older) answer;
//  - `generation`, given by the caller, counts the changes made anywhere (other instances, read
//    from the shared database): an answer or a fill that started under an older generation is
//    neither served nor shared.
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
  const entries = new Map<string, { value: T; filledAt: number; generation: number }>();
  const filling = new Map<string, { promise: Promise<T>; generation: number }>();

  function refill(key: string, generation: number): Promise<T> {
    const running = filling.get(key);
    if (running && running.generation >= generation) return running.promise;
    const started: Promise<T> = fill(key)
      .then((value) => {
        // Stored only while it is the key's newest fill (an invalidation forgets the running one).
        if (filling.get(key)?.promise === started) entries.set(key, { value, filledAt: now(), generation });
        return value;
      })
      .finally(() => {
        if (filling.get(key)?.promise === started) filling.delete(key);
      });
    filling.set(key, { promise: started, generation });
    return started;
  }

  return {
    /** The key's answer, at least as new as `generation` (the changes counted anywhere). */
    get(key: string, generation = 0): Promise<T> {
      let entry = entries.get(key);
      if (entry && entry.generation < generation) {
        entries.delete(key);
        entry = undefined;
      }
      const age = entry ? now() - entry.filledAt : Infinity;
      if (entry && age < ttlMs) return Promise.resolve(entry.value);
      if (entry && age < ttlMs + staleMs) {
        refill(key, generation).catch((error: unknown) => options.onBackgroundError?.(error, key));
        return Promise.resolve(entry.value);
      }
      return refill(key, generation);
    },
    /** After a change here: drop the key's (or every) answer and forget fills already running. */
    invalidate(key?: string) {
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
