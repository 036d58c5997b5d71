import { setTimeout as sleep } from 'node:timers/promises';

// Backoff for a job's platform calls: 429, 503 and network failures are tried again after an
// exponentially growing wait, half of it fixed and half random ("equal jitter": never a near-zero
// wait), or after the platform's Retry-After when it names one. Hand-written rather than p-retry:
// the wait must come from the answer itself.

/** An attempt worth repeating, with the platform's Retry-After in milliseconds if it sent one. */
export class Retryable extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  maxMs: number;
}

/**
 * Up to 12 attempts over 1.3 to 2.5 minutes (by the jitter). Eight, as before, gave up after 16 to
 * 32 s, so a platform away for 20 s failed a place of a long job.
 */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 12, baseMs: 250, maxMs: 30_000 };

/** Retry-After in milliseconds: judged with the rest of the platform's answer. */
export { retryAfterMs } from '../upstream/platform-answers';

export function backoffMs(attempt: number, policy: RetryPolicy, retryAfter?: number, random = Math.random) {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  const jittered = exponential / 2 + random() * (exponential / 2);
  // Retry-After is a floor: never sooner than the platform asked, a little later to spread a herd.
  return retryAfter === undefined
    ? jittered
    : Math.min(retryAfter, policy.maxMs * 2) + random() * policy.baseMs;
}

/** A platform call's failure as a job's item keeps it (place-calls.ts's Refusal). */
export type RetriesRanOut = { ok: false; status: number; message: string };

/**
 * As withRetries, but attempts that run out are the item's refusal (the platform's last status,
 * in words), not a throw: the platform away for longer than the retries is the platform's failure
 * and the place can be retried, where a throw reads as the app failing on it (500).
 */
export async function retriedOrRefused<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T | RetriesRanOut> {
  try {
    return await withRetries(attempt, policy, signal);
  } catch (error) {
    if (!(error instanceof Retryable)) throw error;
    const message = `The platform did not answer after ${policy.attempts} attempts (${error.status}: ${error.message}). Retry this place.`;
    return { ok: false, status: error.status, message };
  }
}

/** Runs `attempt` until it succeeds, throws something not Retryable, or the attempts run out. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Retryable) || n + 1 >= policy.attempts) throw error;
      await sleep(backoffMs(n, policy, error.retryAfterMs), undefined, { signal });
    }
  }
}
