import { describe, expect, it } from 'vitest';
import { createReadModelCache, type LoggedChange } from './read-model-cache';

/** A fill whose answers the test releases one by one, counting the fills started. */
function controlledFill() {
  const waiting: ((value: string[]) => void)[] = [];
  let started = 0;
  return {
    fill: () => {
      started++;
      return new Promise<string[]>((resolve) => waiting.push(resolve));
    },
    release: (...value: string[]) => waiting.shift()!(value),
    get started() {
      return started;
    },
    get pending() {
      return waiting.length;
    },
  };
}

/** The shared change log: entries numbered from 1 (the first `pruned` of them gone). */
function changeLog() {
  const entries: LoggedChange<string>[] = [];
  let reads = 0;
  return {
    add(change: string | null) {
      entries.push({ generation: entries.length + 1, change });
      return entries.length;
    },
    pruned: 0,
    get reads() {
      return reads;
    },
    async since(_key: string, from: number, to: number, limit: number) {
      reads++;
      return entries
        .slice(this.pruned)
        .filter((e) => e.generation > from && e.generation <= to)
        .slice(0, limit);
    },
  };
}

const ticks = async (n = 10) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

function cacheOf(f: ReturnType<typeof controlledFill>, log = changeLog(), now?: () => number) {
  return createReadModelCache<string[], string>({
    ttlMs: 1000,
    fill: f.fill,
    changesSince: (key, from, to, limit) => log.since(key, from, to, limit),
    apply: (value, change) => void value.push(change),
    now,
  });
}

describe('read model cache', () => {
  it('fills once for everyone who asks at the same time', async () => {
    const f = controlledFill();
    const cache = cacheOf(f);
    const asks = [cache.get('a'), cache.get('a'), cache.get('a')];
    f.release('v1');
    expect(await Promise.all(asks)).toEqual([['v1'], ['v1'], ['v1']]);
    expect(f.started).toBe(1);
    expect(await cache.get('a')).toEqual(['v1']);
    expect(f.started).toBe(1);
  });

  it('serves an old answer at once, however old, while a new fill runs in the background', async () => {
    let clock = 0;
    const f = controlledFill();
    const cache = cacheOf(f, changeLog(), () => clock);
    const first = cache.get('a');
    f.release('v1');
    await first;
    clock = 60 * 60_000; // an hour later: still no caller waits
    expect(await cache.get('a')).toEqual(['v1']);
    expect(f.started).toBe(2);
    expect(await cache.get('a')).toEqual(['v1']); // the one fill is shared
    expect(f.started).toBe(2);
    f.release('v2');
    await ticks();
    expect(await cache.get('a')).toEqual(['v2']);
  });

  it('lets a failed fill fail its callers and the next caller try again', async () => {
    let attempt = 0;
    const cache = createReadModelCache<string>({
      ttlMs: 10_000,
      fill: async () => {
        if (++attempt === 1) throw new Error('upstream down');
        return 'ok';
      },
    });
    await expect(cache.get('a')).rejects.toThrow('upstream down');
    expect(await cache.get('a')).toBe('ok');
  });
});

describe('read model cache: changes applied in place', () => {
  it('applies a change made here at once, without a fill or a read of the log', async () => {
    const f = controlledFill();
    const log = changeLog();
    const cache = cacheOf(f, log);
    const first = cache.get('a', 0);
    f.release('v1');
    await first;
    await cache.applyChange('a', log.add('edit-1'), 'edit-1');
    expect(await cache.get('a', 1)).toEqual(['v1', 'edit-1']);
    expect(f.started).toBe(1);
    expect(log.reads).toBe(0);
  });

  it('brings an answer behind the generation up to date from the log, each change once', async () => {
    const f = controlledFill();
    const log = changeLog();
    const cache = cacheOf(f, log);
    const first = cache.get('a', 0);
    f.release('v1');
    await first;
    // Another instance made three changes.
    log.add('x');
    log.add('y');
    const third = log.add('z');
    const reads = await Promise.all([cache.get('a', third), cache.get('a', third), cache.get('a', 2)]);
    for (const value of reads) expect(value).toEqual(['v1', 'x', 'y', 'z']);
    // The change made here that another instance's entries overtook: applied once, through the log.
    const mine = log.add('mine');
    await cache.applyChange('a', mine, 'mine');
    await cache.applyChange('a', mine, 'mine');
    expect(await cache.get('a', mine)).toEqual(['v1', 'x', 'y', 'z', 'mine']);
    expect(f.started).toBe(1);
  });

  it('serves the answer as it is when the log was pruned past it, and fills once in the background', async () => {
    const f = controlledFill();
    const log = changeLog();
    const cache = cacheOf(f, log);
    const first = cache.get('a', 0);
    f.release('v1');
    await first;
    log.add('x');
    log.add('y');
    log.pruned = 1; // 'x' is gone
    expect(await cache.get('a', 2)).toEqual(['v1']);
    expect(await cache.get('a', 2)).toEqual(['v1']);
    expect(f.started).toBe(2);
    const later = log.add('z'); // made while that fill runs: applied to its answer when it lands
    f.release('v2');
    await ticks();
    expect(await cache.get('a', later)).toEqual(['v2', 'z']);
    expect(f.started).toBe(2);
  });

  it('fills again, in the background, past a change it cannot apply', async () => {
    const f = controlledFill();
    const log = changeLog();
    const cache = cacheOf(f, log);
    const first = cache.get('a', 0);
    f.release('v1');
    await first;
    log.add('x');
    const bad = log.add(null);
    expect(await cache.get('a', bad)).toEqual(['v1', 'x']);
    expect(f.started).toBe(2);
    f.release('v2');
    await ticks();
    expect(await cache.get('a', bad)).toEqual(['v2']);
  });

  it('applies a change made while the first fill runs to that fill’s answer', async () => {
    const f = controlledFill();
    const log = changeLog();
    const cache = cacheOf(f, log);
    const first = cache.get('a', 0);
    const made = log.add('during');
    await cache.applyChange('a', made, 'during'); // no answer yet: the fill's catch-up brings it
    f.release('v1');
    expect(await first).toEqual(['v1', 'during']);
    expect(f.started).toBe(1);
  });

  it('keeps keys apart', async () => {
    const log = changeLog();
    const cache = createReadModelCache<string[], string>({
      ttlMs: 10_000,
      fill: async (key) => [key],
      changesSince: (key, from, to, limit) => log.since(key, from, to, limit),
      apply: (value, change) => void value.push(change),
    });
    await cache.get('a');
    await cache.get('b');
    await cache.applyChange('a', log.add('for a'), 'for a');
    expect(await cache.get('a', 1)).toEqual(['a', 'for a']);
    expect(await cache.get('b')).toEqual(['b']);
  });
});
