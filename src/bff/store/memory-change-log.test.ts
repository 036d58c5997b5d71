import { describe, expect, it } from 'vitest';
import type { PlaceChange } from './place-change';
import { createMemoryChangeLog } from './memory-change-log';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2';
const removal = (n: number): PlaceChange => ({ kind: 'delete', placeId: `place-${n}` });
const ids = (entries: { change: PlaceChange | null }[]) =>
  entries.map((e) => (e.change?.kind === 'delete' ? e.change.placeId : '?'));

describe('the change log of the only instance, in memory', () => {
  it('numbers each e-shop’s changes 1, 2, 3… and is where its generation comes from', async () => {
    const { changes, generations } = createMemoryChangeLog();
    expect(await generations.current(A)).toBe(0);
    for (let n = 1; n <= 5; n++) expect(await changes.record(A, removal(n))).toBe(n);
    expect(await changes.record(B, removal(9))).toBe(1);
    expect(await generations.current(A)).toBe(5);
    await generations.bump(A);
    expect(await changes.record(A, removal(6))).toBe(7);
  });

  it('answers the entries after a generation, up to a bound and a limit, in order', async () => {
    const { changes } = createMemoryChangeLog();
    for (let n = 1; n <= 10; n++) await changes.record(A, removal(n));
    expect(ids(await changes.since(A, 3, 10, 100))).toEqual([
      'place-4',
      'place-5',
      'place-6',
      'place-7',
      'place-8',
      'place-9',
      'place-10',
    ]);
    expect((await changes.since(A, 3, 6, 100)).map((e) => e.generation)).toEqual([4, 5, 6]);
    expect((await changes.since(A, 0, 10, 2)).map((e) => e.generation)).toEqual([1, 2]);
    expect(await changes.since(B, 0, 10, 10)).toEqual([]);
  });

  it('forgets old entries, so a reader that far behind sees the gap and fills afresh', async () => {
    const { changes } = createMemoryChangeLog();
    for (let n = 1; n <= 4; n++) await changes.record(A, removal(n), n * 1000);
    expect(await changes.prune(2500, 5000)).toBe(2); // entries 1 and 2 (at 1 s and 2 s)
    const after = await changes.since(A, 0, 4, 10);
    // The first entry is 3, not 1: the cache (read-model-cache.ts) takes that for a gap.
    expect(after.map((e) => e.generation)).toEqual([3, 4]);
    expect((await changes.since(A, 2, 4, 10)).map((e) => e.generation)).toEqual([3, 4]);
  });
});
