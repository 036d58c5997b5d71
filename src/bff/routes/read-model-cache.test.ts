import { describe, expect, it } from 'vitest';
import { createReadModelCache } from './read-model-cache';

/** A fill whose answers the test releases one by one, counting the fills started. */
function controlledFill() {
  const waiting: ((value: string) => void)[] = [];
  let started = 0;
  return {
    fill: () => {
      started++;
      return new Promise<string>((resolve) => waiting.push(resolve));
    },
    release: (value: string) => waiting.shift()!(value),
    get started() {
      return started;
    },
  };
}

describe('read model cache', () => {
  it('fills once for everyone who asks at the same time', async () => {
    const f = controlledFill();
    const cache = createReadModelCache({ ttlMs: 1000, staleMs: 1000, fill: f.fill });
    const asks = [cache.get('a'), cache.get('a'), cache.get('a')];
    f.release('v1');
    expect(await Promise.all(asks)).toEqual(['v1', 'v1', 'v1']);
    expect(f.started).toBe(1);
    expect(await cache.get('a')).toBe('v1');
    expect(f.started).toBe(1);
  });

  it('serves a stale answer at once while refilling, and waits when too old', async () => {
    let clock = 0;
    const f = controlledFill();
    const cache = createReadModelCache({ ttlMs: 100, staleMs: 1000, fill: f.fill, now: () => clock });
    const first = cache.get('a');
    f.release('v1');
    await first;
    clock = 500; // stale but within the grace period
    expect(await cache.get('a')).toBe('v1');
    expect(f.started).toBe(2);
    f.release('v2');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('a')).toBe('v2');
    clock = 5000; // beyond ttl + stale: the caller waits for the fill
    let answered: string | undefined;
    const waiting = cache.get('a').then((v) => (answered = v));
    await Promise.resolve();
    expect(answered).toBeUndefined();
    f.release('v3');
    await waiting;
    expect(answered).toBe('v3');
  });

  it('never stores or shares a fill that started before an invalidation', async () => {
    const f = controlledFill();
    const cache = createReadModelCache({ ttlMs: 10_000, staleMs: 0, fill: f.fill });
    const before = cache.get('a');
    cache.invalidate('a');
    const after = cache.get('a');
    expect(f.started).toBe(2);
    f.release('old');
    f.release('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('a')).toBe('new');
  });

  it('keeps keys apart, and invalidating one keeps the others', async () => {
    const cache = createReadModelCache({ ttlMs: 10_000, staleMs: 0, fill: async (key) => `${key}!` });
    expect(await cache.get('a')).toBe('a!');
    expect(await cache.get('b')).toBe('b!');
    let fills = 0;
    const counting = createReadModelCache({
      ttlMs: 10_000,
      staleMs: 0,
      fill: async (key) => `${key}${++fills}`,
    });
    await counting.get('a');
    await counting.get('b');
    counting.invalidate('a');
    expect(await counting.get('a')).toBe('a3');
    expect(await counting.get('b')).toBe('b2');
    counting.invalidate();
    expect(await counting.get('b')).toBe('b4');
  });

  it('lets a failed fill fail its callers and the next caller try again', async () => {
    let attempt = 0;
    const cache = createReadModelCache({
      ttlMs: 10_000,
      staleMs: 0,
      fill: async () => {
        if (++attempt === 1) throw new Error('upstream down');
        return 'ok';
      },
    });
    await expect(cache.get('a')).rejects.toThrow('upstream down');
    expect(await cache.get('a')).toBe('ok');
  });
});

describe('read model cache: changes counted elsewhere (the generation)', () => {
  it('drops an answer filled under an older generation, and does not share an older fill', async () => {
    const f = controlledFill();
    const cache = createReadModelCache({ ttlMs: 10_000, staleMs: 10_000, fill: f.fill });
    const first = cache.get('a', 1);
    f.release('g1');
    expect(await first).toBe('g1');
    expect(await cache.get('a', 1)).toBe('g1');
    // Another instance changed the e-shop: generation 2. Neither the answer nor its age counts.
    const running = cache.get('a', 2);
    expect(f.started).toBe(2);
    const newer = cache.get('a', 3); // a change while that fill runs: a fill of its own
    expect(f.started).toBe(3);
    f.release('g2');
    f.release('g3');
    expect(await running).toBe('g2');
    expect(await newer).toBe('g3');
    expect(await cache.get('a', 3)).toBe('g3');
    expect(await cache.get('a', 2)).toBe('g3'); // a late reader of an older generation is served the newest
    expect(f.started).toBe(3);
  });
});
