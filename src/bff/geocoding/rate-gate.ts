import { Problem } from '../problem';

/**
 * At most one request per `intervalMs` (public Nominatim's usage policy: one a second), queued in
 * order; a request that would wait longer than `maxWaitMs` is refused at once with 429 and the
 * seconds to wait, rather than held while the user waits for nothing.
 */
export function createRateGate(intervalMs: number, maxWaitMs: number) {
  let nextAt = 0;
  return async function pass(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    if (at - now > maxWaitMs) {
      const seconds = Math.ceil((at - now) / 1000);
      throw new Problem(
        429,
        'too-many-attempts',
        'Too many address lookups',
        'Try again in a moment.',
        {},
        {
          'retry-after': String(seconds),
        },
      );
    }
    nextAt = at + intervalMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
