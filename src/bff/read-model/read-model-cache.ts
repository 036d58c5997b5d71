// A small cache for read models that are expensive to fill (the places of an e-shop) and cheap to
// change in place (issue 25):
//  - one fill per key at a time, shared by everyone who asks meanwhile; only a caller that finds
//    no answer at all waits for it;
//  - fresh for `ttlMs`; then served as it is while a new fill runs in the background;
//  - `generation`, given by the caller, counts the changes made anywhere (the shared database).
//    An answer behind it is brought up to date with the change log's entries since its own
//    generation (`changesSince`, applied in order with `apply`); a change made here is applied at
//    once (`applyChange`). Only a gap (entries pruned, an entry that cannot be applied, or too many
//    to be worth it) starts a full fill, and the answer is served as it is until that fill lands;
//  - a fill stores its answer at the generation it started under, then applies the entries since,
//    so a change made while it ran is neither lost nor needs another fill.
// Hand-written because the libraries for this (lru-cache's fetchMethod, for one) have no notion
// of an answer brought up to date by a log of changes.

export interface LoggedChange<C> {
  generation: number;
  /** null: an entry that cannot be applied (a full fill brings the answer up to date instead). */
  change: C | null;
}

export interface ReadModelCacheOptions<T, C> {
  ttlMs: number;
  /** A full fill; `previous` is the answer it replaces (for conditional requests). */
  fill: (key: string, previous: T | undefined) => Promise<T>;
  /** The key's log entries after `from` up to `to`, in order, at most `limit` of them. */
  changesSince?: (key: string, from: number, to: number, limit: number) => Promise<LoggedChange<C>[]>;
  /** Applies one change to an answer, in place. */
  apply?: (value: T, change: C) => void;
  /** Past this many entries behind, a full fill is cheaper than applying them. */
  maxCatchUp?: number;
  /** Errors of background fills and catch-ups (callers are already served). */
  onBackgroundError?: (error: unknown, key: string) => void;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  filledAt: number;
  /** The last change (generation) the answer holds. */
  generation: number;
}

export function createReadModelCache<T, C = never>(options: ReadModelCacheOptions<T, C>) {
  const { ttlMs, fill } = options;
  const now = options.now ?? Date.now;
  const maxCatchUp = options.maxCatchUp ?? 5000;
  const entries = new Map<string, Entry<T>>();
  const filling = new Map<string, Promise<T>>();
  /** The newest generation heard of per key (what a fill that lands catches up to). */
  const latest = new Map<string, number>();
  /** Keys whose log has a gap: no catch-up until the fill started for it lands. */
  const gapped = new Set<string>();
  /** One change of an answer at a time per key (a catch-up awaits the database). */
  const queues = new Map<string, Promise<unknown>>();

  const hear = (key: string, generation: number) => {
    if (generation > (latest.get(key) ?? -1)) latest.set(key, generation);
  };

  function serialized<R>(key: string, task: () => Promise<R> | R): Promise<R> {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  }

  function background(key: string, generation: number) {
    refill(key, generation).catch((error: unknown) => options.onBackgroundError?.(error, key));
  }

  /** Applies the log's entries up to `target` (under the key's queue); a gap starts a fill. */
  async function catchUp(key: string, target: number): Promise<void> {
    const entry = entries.get(key);
    if (!entry || entry.generation >= target || gapped.has(key)) return;
    const { changesSince, apply } = options;
    const behind = target - entry.generation;
    const logged =
      changesSince && apply && behind <= maxCatchUp
        ? await changesSince(key, entry.generation, target, behind)
        : [];
    for (const { generation, change } of logged) {
      if (generation !== entry.generation + 1 || change === null) break;
      apply!(entry.value, change);
      entry.generation = generation;
    }
    if (entry.generation < target) {
      gapped.add(key);
      background(key, target);
    }
  }

  function refill(key: string, generation: number): Promise<T> {
    hear(key, generation);
    const running = filling.get(key);
    if (running) return running;
    const started: Promise<T> = fill(key, entries.get(key)?.value)
      .then((value) =>
        serialized(key, async () => {
          entries.set(key, { value, filledAt: now(), generation });
          gapped.delete(key);
          filling.delete(key);
          await catchUp(key, latest.get(key) ?? generation);
          return entries.get(key)!.value;
        }),
      )
      .catch((error: unknown) => {
        gapped.delete(key); // the next read tries again
        throw error;
      })
      .finally(() => {
        if (filling.get(key) === started) filling.delete(key);
      });
    filling.set(key, started);
    return started;
  }

  return {
    /** The key's answer, brought up to `generation` (the changes counted anywhere). */
    async get(key: string, generation = 0): Promise<T> {
      hear(key, generation);
      if (!entries.has(key)) return refill(key, generation);
      if (entries.get(key)!.generation < generation) await serialized(key, () => catchUp(key, generation));
      const entry = entries.get(key)!;
      if (now() - entry.filledAt >= ttlMs) background(key, generation);
      return entry.value;
    },

    /**
     * A change made here, counted as `generation`: applied at once when the answer is just before
     * it, else through the log (which holds it). Without an answer, the next fill reads it.
     */
    applyChange(key: string, generation: number, change: C): Promise<void> {
      hear(key, generation);
      return serialized(key, async () => {
        const entry = entries.get(key);
        if (!entry || entry.generation >= generation) return;
        if (entry.generation === generation - 1 && options.apply && !gapped.has(key)) {
          options.apply(entry.value, change);
          entry.generation = generation;
        } else await catchUp(key, generation);
      });
    },

    /** The generation the key's answer holds (tests, metrics); undefined without one. */
    generationOf: (key: string) => entries.get(key)?.generation,
    /** Each key's answer and how long ago (ms) its last fill or refresh landed (metrics). */
    *ages(): Iterable<[string, number]> {
      const at = now();
      for (const [key, entry] of entries) yield [key, at - entry.filledAt];
    },
  };
}
export type ReadModelCache<T, C = never> = ReturnType<typeof createReadModelCache<T, C>>;
