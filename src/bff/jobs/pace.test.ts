import { describe, expect, it } from 'vitest';
import { createPace } from './pace';

// The pace of a job: more places at once while the platform answers as fast, half as many at a
// 429/503 or when its answers take twice as long, and nothing sent during a Retry-After.

/** `n` answers of `ms` each, sent now. */
function answers(pace: ReturnType<typeof createPace>, clock: { t: number }, n: number, ms: number) {
  for (let k = 0; k < n; k++) pace.answered(clock.t, ms, false);
  clock.t += 1;
}

describe('the pace of a job', () => {
  it('climbs one a round while latency holds, up to its ceiling', () => {
    const clock = { t: 0 };
    const pace = createPace({ start: 4, max: 8 }, () => clock.t);
    for (let round = 0; round < 10; round++) answers(pace, clock, pace.limit, 20);
    expect(pace.limit).toBe(8);
  });

  it('holds when answers slow a little, halves when they take twice as long', () => {
    const clock = { t: 0 };
    const pace = createPace({ start: 4, max: 32 }, () => clock.t);
    answers(pace, clock, 4, 20);
    expect(pace.limit).toBe(5);
    answers(pace, clock, 5, 35);
    expect(pace.limit).toBe(5);
    answers(pace, clock, 5, 90);
    expect(pace.limit).toBe(2);
  });

  it('never cuts below its floor, for slow rounds or 429s, but still waits out a Retry-After', async () => {
    const clock = { t: 0 };
    const pace = createPace({ start: 4, max: 4, min: 4 }, () => clock.t);
    answers(pace, clock, 4, 5);
    answers(pace, clock, 4, 60); // twelve times the best round: a jump
    expect(pace.limit).toBe(4);
    pace.answered(clock.t, 3, true, 200);
    expect(pace.limit).toBe(4);
    const started = Date.now();
    await pace.acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('halves once for a crowd of 429s and waits out their Retry-After', async () => {
    const clock = { t: 0 };
    const pace = createPace({ start: 8, max: 8 }, () => clock.t);
    clock.t = 10;
    for (let k = 0; k < 8; k++) pace.answered(5, 3, true, 300); // all sent before the first cut
    expect(pace.limit).toBe(4);
    const started = Date.now();
    await pace.acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    pace.answered(clock.t + 1, 3, true);
    expect(pace.limit).toBe(2);
  });

  it('never lets more in than its limit', async () => {
    const pace = createPace({ start: 2, max: 2 });
    await pace.acquire();
    await pace.acquire();
    let third = false;
    const waiting = pace.acquire().then(() => (third = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(third).toBe(false);
    pace.release();
    await waiting;
    expect(third).toBe(true);
  });
});
