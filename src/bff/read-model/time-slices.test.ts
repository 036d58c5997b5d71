import { describe, expect, it } from 'vitest';
import { createSlicer, sortInSlices } from './time-slices';

// The sort of a fill in slices: the same order as the engine's stable sort, whatever the length
// (runs, odd tails, ties), with the event loop let through between slices.

describe('sortInSlices', () => {
  it.each([0, 1, 2047, 2048, 2049, 10_000, 33_333])('sorts %i elements as a stable sort does', async (n) => {
    // Keys with many ties; the index tells whether equal keys kept their order.
    const items = Array.from({ length: n }, (_, i) => ({ key: (i * 7919) % 97, i }));
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
    const sorted = await sortInSlices(items, compare, async () => {});
    expect(sorted).toEqual(items.slice().sort(compare));
    expect(items[1]?.i ?? 1).toBe(1); // the input is left as it was
  });

  it('lets the event loop turn while it sorts', async () => {
    const items = Array.from({ length: 200_000 }, (_, i) => `k${(i * 104_729) % 200_000}`);
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const between = createSlicer(1);
    const sorted = await sortInSlices(items, (a, b) => (a < b ? -1 : a > b ? 1 : 0), between);
    clearInterval(ticking);
    expect(sorted[0]).toBe('k0');
    expect(turns).toBeGreaterThan(5);
  });
});
