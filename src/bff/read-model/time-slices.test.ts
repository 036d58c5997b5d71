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

describe('createSlicer', () => {
  it('gives work running side by side one slice per turn of the event loop', async () => {
    // A timer ticks at every turn that reaches the timers phase; each worker notes the tick its
    // slices ran in. Four workers yielding each to its own immediate ran all in one check phase.
    let tick = 0;
    let ticking = true;
    const arm = () => setTimeout(() => ticking && (tick++, arm()), 0);
    arm();
    const ranIn = new Map<number, Set<number>>();
    // A fixed number of slices per worker, each noting the tick it began in and working until the
    // slicer yields; not a span of time: a loaded machine may give this process only a couple of
    // turns in any 60 ms.
    const SLICES = 4;
    const worker = async (id: number) => {
      const between = createSlicer(3);
      for (let slice = 0; slice < SLICES; slice++) {
        ranIn.set(tick, (ranIn.get(tick) ?? new Set<number>()).add(id));
        const began = performance.now();
        while (performance.now() - began < 3) {
          // a slice's work
        }
        await between();
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    ticking = false;
    const shared = [...ranIn.entries()].filter(([, workers]) => workers.size > 1);
    // The first slices start together before any turn; after that, never two in one turn.
    expect(shared.filter(([t]) => t > 0)).toEqual([]);
    expect(ranIn.size).toBeGreaterThanOrEqual(4 * (SLICES - 1));
  });
});
