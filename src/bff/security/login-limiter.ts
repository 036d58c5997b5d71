// Limits on password guesses, per username and per client address. A guess reserves its place
// *before* the password is hashed (synchronously, so parallel requests cannot all pass a check
// made before any of them failed) and is released when it turns out right.
//
// - Per address: `perAddress` guesses (failed or in flight) per window, then 429 until the window
//   ends. An address can only lock itself out.
// - Per username, from any address: `perUser` guesses per window at once; beyond that one guess at
//   a time, each after a delay that doubles from `slowBaseMs` up to `slowMaxMs`. A slowing delay and
//   not a lock, so that five wrong passwords from anyone cannot lock the real user out for the
//   whole window; guessing still gets no faster than one try per `slowMaxMs`.
// A success clears the username's count. Memory of one BFF process: a restart forgets (which errs
// on the side of the user). With PostgreSQL the counts are shared by every instance instead
// (shared-login-limiter.ts); the rules are the same (login-rules.ts).

import { isIdle, newCounter, reserve, settle, type Counter } from './login-rules';

export interface LoginLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
  slowBaseMs: number;
  slowMaxMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perUser: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  slowBaseMs: 2_000,
  slowMaxMs: 60_000,
};

/** Either a reserved guess to settle once the password is checked, or how long to wait. */
export type LoginAttempt =
  | { allowed: true; failed(): void | Promise<void>; succeeded(): void | Promise<void> }
  | { allowed: false; retryAfterS: number };

/** The memory of one process or the shared database (shared-login-limiter.ts). */
export interface LoginLimiter {
  begin(username: string, address: string): LoginAttempt | Promise<LoginAttempt>;
}

/** The limits in this process's memory (one instance, or SQLite). */
export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now = () => Date.now()) {
  const counters = new Map<string, Counter>();

  const counter = (key: string): Counter => {
    let c = counters.get(key);
    if (!c) counters.set(key, (c = newCounter(limits, now())));
    return c;
  };
  const forget = (key: string) => {
    const c = counters.get(key);
    if (c && isIdle(c)) counters.delete(key);
  };
  const prune = () => {
    if (counters.size <= 10_000) return;
    for (const [key, c] of counters) if (c.inFlight === 0 && c.windowEnd <= now()) counters.delete(key);
  };

  return {
    begin(username: string, address: string): LoginAttempt {
      prune();
      const userKey = `u:${username.toLowerCase()}`;
      const addressKey = `a:${address}`;
      const retryAfterS = reserve(counter(userKey), counter(addressKey), limits, now());
      if (retryAfterS > 0) {
        forget(userKey);
        forget(addressKey);
        return { allowed: false, retryAfterS };
      }
      let settled = false;
      const finish = (outcome: 'failed' | 'succeeded') => {
        if (settled) return;
        settled = true;
        settle(counter(userKey), counter(addressKey), outcome, limits, now());
        forget(userKey);
        forget(addressKey);
      };
      return { allowed: true, failed: () => finish('failed'), succeeded: () => finish('succeeded') };
    },
  } satisfies LoginLimiter;
}
