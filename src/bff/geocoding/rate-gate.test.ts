import { afterEach, describe, expect, it, vi } from 'vitest';
import { Problem } from '../problem';
import { createRateGate } from './rate-gate';

// Public Nominatim's one request a second: lookups queue in order, one a second, and one that
// would wait past the limit is refused at once with the seconds to wait.

afterEach(() => vi.useRealTimers());

describe('createRateGate', () => {
  it('lets one through a second, in order, and refuses what would wait too long', async () => {
    vi.useFakeTimers();
    const pass = createRateGate(1_000, 2_000);
    const passedAt: number[] = [];
    const start = Date.now();
    const waits = [0, 1, 2].map(() => pass().then(() => passedAt.push(Date.now() - start)));
    const refused = await pass().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Problem);
    expect((refused as Problem).status).toBe(429);
    expect((refused as Problem).headers['retry-after']).toBe('3');
    await vi.advanceTimersByTimeAsync(2_000);
    await Promise.all(waits);
    expect(passedAt).toEqual([0, 1_000, 2_000]);
  });
});
