import { setTimeout as sleep } from 'node:timers/promises';

// How many places of a job go to the platform at once, found as the job runs: it starts at
// BULK_CONCURRENCY and takes one more each round (as many answers as places in flight) whose
// answers came about as fast as the fastest rounds so far and with no 429/503; it halves at a
// 429/503 or a round whose answers took twice as long (the platform is queueing them), and waits
// out the Retry-After the platform named before anything more is sent, never below `min` (an
// operator's floor: BULK_CONCURRENCY_MIN). Additive increase, multiplicative decrease, as TCP
// finds a link's pace.

/** A round this much slower than the best one is a jump: the platform is saturated. */
const JUMP = 2;
/** Rounds up to this much slower than the best one still "hold" the latency. */
const HOLDS = 1.3;

export interface PaceOptions {
  start: number;
  max: number;
  /** The fewest it ever halves to (1 unless set). */
  min?: number;
}

export function createPace({ start, max, min = 1 }: PaceOptions, now = () => performance.now()) {
  const ceiling = Math.max(1, max);
  const floor = Math.min(Math.max(1, min), ceiling);
  let limit = Math.min(Math.max(floor, start), ceiling);
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  let pausedUntil = 0;
  // The round being measured: its answers' summed latency and how many.
  let round = { sum: 0, n: 0 };
  let best = Infinity;
  /** No halving twice for one crowd of 429s: the next cut waits for answers sent after this one. */
  let cutAt = 0;

  const wake = () => {
    while (inFlight < limit && waiting.length) {
      inFlight++;
      waiting.shift()!();
    }
  };

  function halve() {
    limit = Math.max(floor, Math.floor(limit / 2));
    cutAt = now(); // answers sent before the cut still come in; they judge nothing
    round = { sum: 0, n: 0 };
  }

  function endRound() {
    const mean = round.sum / round.n;
    round = { sum: 0, n: 0 };
    if (mean > best * JUMP) halve();
    else if (mean <= best * HOLDS && limit < ceiling) limit++;
    // The best drifts toward what the platform answers now, so one lucky round is not kept forever.
    best = Number.isFinite(best) ? Math.min(best * 1.05, mean) : mean;
    wake();
  }

  /** Resolves once a pause the platform asked for is over. */
  async function ready(): Promise<void> {
    for (let wait = pausedUntil - Date.now(); wait > 0; wait = pausedUntil - Date.now()) await sleep(wait);
  }

  return {
    /** Waits for a free place among those in flight, and for a pause the platform asked for. */
    ready,

    async acquire(): Promise<void> {
      await ready();
      if (inFlight < limit) inFlight++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
    },

    /** A place is done with: frees its slot. */
    release() {
      inFlight--;
      wake();
    },

    /** One platform answer and how long it took (from when it was sent). */
    answered(sentAt: number, ms: number, throttled: boolean, retryAfterMs?: number) {
      if (throttled && retryAfterMs) pausedUntil = Math.max(pausedUntil, Date.now() + retryAfterMs);
      if (sentAt < cutAt) return;
      if (throttled) return halve();
      round.sum += ms;
      round.n++;
      if (round.n >= limit) endRound();
    },

    get limit() {
      return limit;
    },
  };
}

export type Pace = ReturnType<typeof createPace>;
