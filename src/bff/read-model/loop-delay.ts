import { monitorEventLoopDelay } from 'node:perf_hooks';

// How late the event loop ran while a piece of work (a read model's fill) went on: what a request
// arriving meanwhile waited before its first line ran (issue 30: under 20 ms at p99).
//
// monitorEventLoopDelay records the whole interval between two of its timer's ticks, the timer's
// own period included: an idle loop reads 10.1 ms at the default resolution of 10 ms, and slices
// of 8 ms read 16 ms, since the tick due at 10 ms waits for the slice running then and the next.
// So the timer ticks every millisecond, and the period is taken off what it records.

const RESOLUTION_MS = 1;

export interface LoopDelay {
  /** Seconds, as the metrics give them. */
  p50: number;
  p99: number;
  max: number;
}

/** Starts measuring; `stop` ends it and answers the delays seen meanwhile. */
export function measureLoopDelay(): { stop(): LoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const late = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS) / 1000;
  return {
    stop() {
      histogram.disable();
      // No tick yet (work shorter than the period): nothing was late.
      if (!histogram.count) return { p50: 0, p99: 0, max: 0 };
      return {
        p50: late(histogram.percentile(50)),
        p99: late(histogram.percentile(99)),
        max: late(histogram.max),
      };
    },
  };
}
