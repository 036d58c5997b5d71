import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { measureLoopDelay } from './loop-delay';

/** Keeps the thread busy, as a slice of a fill does. */
function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('measureLoopDelay', () => {
  it('reads an idle loop as on time, not as the timer period (monitorEventLoopDelay alone reads 10 ms)', async () => {
    const delay = measureLoopDelay();
    await sleep(300);
    // The median: one late tick of a busy test machine must not decide it.
    expect(delay.stop().p50).toBeLessThan(0.005);
  });

  it('reads a task that holds the loop as that long a delay', async () => {
    const delay = measureLoopDelay();
    await sleep(20);
    busyFor(60);
    await sleep(20);
    const { max } = delay.stop();
    expect(max).toBeGreaterThanOrEqual(0.055);
  });

  it('reads nothing as late when no tick came', () => {
    expect(measureLoopDelay().stop()).toEqual({ p50: 0, p99: 0, max: 0 });
  });
});
