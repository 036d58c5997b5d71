import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, Retryable, backoffMs, retriedOrRefused, retryAfterMs, withRetries } from './retry';

// The backoff of a job's platform calls: exponential with jitter, never sooner than Retry-After.

const policy = { attempts: 3, baseMs: 100, maxMs: 1000 };

describe('retries of a bulk job', () => {
  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it('grows the wait with jitter, capped, and waits at least what Retry-After asks', () => {
    expect(backoffMs(0, policy, undefined, () => 0)).toBe(50);
    expect(backoffMs(0, policy, undefined, () => 1)).toBe(100);
    expect(backoffMs(10, policy, undefined, () => 1)).toBe(1000);
    expect(backoffMs(0, policy, 700, () => 0)).toBe(700);
  });

  it('repeats a retryable failure until it succeeds, and gives up after the attempts', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new Retryable('503', 503, 0)) : Promise.resolve('ok'));
    expect(await withRetries(flaky, policy)).toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      withRetries(() => (calls++, Promise.reject(new Retryable('503', 503, 0))), policy),
    ).rejects.toThrow('503');
    expect(calls).toBe(3);
    await expect(withRetries(() => Promise.reject(new Error('bad')), policy)).rejects.toThrow('bad');
  });

  it('turns attempts that ran out into the refusal an item keeps, and passes other errors on', async () => {
    const down = () => Promise.reject(new Retryable('The platform is not reachable.', 502));
    expect(await retriedOrRefused(down, { ...policy, baseMs: 1 })).toEqual({
      ok: false,
      status: 502,
      message:
        'The platform did not answer after 3 attempts (502: The platform is not reachable.). Retry this place.',
    });
    await expect(retriedOrRefused(() => Promise.reject(new Error('bad')), policy)).rejects.toThrow('bad');
  });

  it('waits out a platform away for 20 s, even at the shortest jitter, before it gives up', () => {
    let shortest = 0;
    for (let n = 0; n + 1 < DEFAULT_RETRY.attempts; n++)
      shortest += backoffMs(n, DEFAULT_RETRY, undefined, () => 0);
    expect(shortest).toBeGreaterThan(60_000);
  });
});
