import { figure, type Figure } from './report';
import { mib } from './util';

// Issue 25's "memory that comes back": once a big piece of work is over and the BFF is idle, its
// resident memory after a GC must be within 10% of what it was before the work began.

/** How long the BFF is left alone before it is read (V8 shrinks an idle heap by itself too). */
export const IDLE_MS = 5_000;
export const MEMORY_BACK_MAX_RATIO = 1.1;
export const MEMORY_BACK_TARGET = `≤ ${MEMORY_BACK_MAX_RATIO}× before`;

const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mib(Math.abs(bytes))}`;

/** The figure: RSS once idle (after a GC) against the RSS before the work (after a GC). */
export function memoryBackFigure(
  id: string,
  name: string,
  before: number,
  idle: number,
  heap: { before: number; after: number },
): Figure {
  const ratio = idle / before;
  return figure({
    id,
    name,
    value: mib(idle),
    baseline: `${mib(before)} before`,
    ratio,
    target: MEMORY_BACK_TARGET,
    pass: ratio <= MEMORY_BACK_MAX_RATIO,
    note:
      `RSS after a GC, ${IDLE_MS / 1000} s after the work ended: ${signed(idle - before)}; ` +
      `V8 heap after a GC ${mib(heap.before)} → ${mib(heap.after)} (${signed(heap.after - heap.before)})`,
  });
}
