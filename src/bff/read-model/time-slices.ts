// Work on 100 000 places (a read model's fill) cut into slices of a few milliseconds, each ending
// with a turn of the event loop, so that the requests that arrive meanwhile are answered within
// the slice's time rather than after the whole fill (issue 30: no task over 20 ms). By time, not
// by count: a place's cost differs tenfold between the steps of a fill.

/** The longest a slice runs before it lets the event loop turn. */
export const SLICE_MS = 8;

// One queue for every slicer of the process. Work that runs side by side (four pages of a fill
// checked at once, two e-shops filled together) takes turns, one slice per turn of the event loop:
// each slicer yielding to its own setImmediate let all of them run in the same check phase, four
// slices of 8 ms in a row with no request answered in between.
const waiting: (() => void)[] = [];
let scheduled = false;
/** When the current slice began (the last turn handed out). */
let sliceStart = performance.now();

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setImmediate(runNext);
}

function runNext() {
  scheduled = false;
  sliceStart = performance.now();
  waiting.shift()?.();
  // An immediate set from here runs at the next turn of the loop, after timers and I/O.
  if (waiting.length) schedule();
}

/** Waits for a slice of its own: for work that cannot pause inside (a page's JSON.parse). */
export function nextSlice(): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}

/** Answers a function to call between steps of work: it yields once a slice's time is spent. */
export function createSlicer(sliceMs = SLICE_MS) {
  return async function between(): Promise<void> {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextSlice();
  };
}

export type Between = ReturnType<typeof createSlicer>;

/** Elements sorted by the engine's own sort before they are merged: a couple of milliseconds. */
const RUN = 2048;
/** Elements merged between two looks at the clock. */
const MERGE_STEP = 4096;

/**
 * A stable sort in slices (bottom-up merge sort over runs sorted by `Array.prototype.sort`): the
 * engine's sort of 100 000 strings runs for hundreds of milliseconds in one piece, and no library
 * sorts with pauses. Answers a new array; `items` is left as it was.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  between: Between,
): Promise<T[]> {
  let from = items.slice();
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    for (let k = 0; k < run.length; k++) from[start + k] = run[k]!;
    await between();
  }
  let to = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const mid = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = mid;
      for (let out = left; out < end; out++) {
        // Ties take the left run's element first: equal elements keep their order.
        to[out] = j >= end || (i < mid && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if ((out - left) % MERGE_STEP === MERGE_STEP - 1) await between();
      }
    }
    [from, to] = [to, from];
    await between();
  }
  return from;
}
