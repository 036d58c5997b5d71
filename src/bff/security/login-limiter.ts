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
// on the side of the user).

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

interface Counter {
  /** Failed guesses in this window. */
  failures: number;
  /** Guesses reserved and not yet decided. */
  inFlight: number;
  windowEnd: number;
  /** Slow mode: no guess before this time. */
  notBefore: number;
}

/** Either a reserved guess to settle once the password is checked, or how long to wait. */
export type LoginAttempt =
  { allowed: true; failed(): void; succeeded(): void } | { allowed: false; retryAfterS: number };

export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now = () => Date.now()) {
  const counters = new Map<string, Counter>();

  const counter = (key: string): Counter => {
    const t = now();
    let c = counters.get(key);
    if (!c) {
      c = { failures: 0, inFlight: 0, windowEnd: t + limits.windowMs, notBefore: 0 };
      counters.set(key, c);
    } else if (c.windowEnd <= t) {
      Object.assign(c, { failures: 0, windowEnd: t + limits.windowMs, notBefore: 0 });
    }
    return c;
  };
  const forget = (key: string) => {
    const c = counters.get(key);
    if (c && c.inFlight === 0 && c.failures === 0) counters.delete(key);
  };
  const prune = () => {
    if (counters.size <= 10_000) return;
    for (const [key, c] of counters) if (c.inFlight === 0 && c.windowEnd <= now()) counters.delete(key);
  };
  const delayAfter = (failures: number) =>
    Math.min(limits.slowBaseMs * 2 ** Math.max(0, failures - limits.perUser), limits.slowMaxMs);
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  /** Milliseconds until this username may be guessed again, or 0. */
  function userWait(c: Counter): number {
    if (c.failures + c.inFlight < limits.perUser) return 0;
    if (c.inFlight > 0) return delayAfter(c.failures + c.inFlight);
    return Math.max(0, c.notBefore - now());
  }

  return {
    begin(username: string, address: string): LoginAttempt {
      prune();
      const userKey = `u:${username.toLowerCase()}`;
      const addressKey = `a:${address}`;
      const user = counter(userKey);
      const addr = counter(addressKey);
      const waits = [userWait(user)];
      if (addr.failures + addr.inFlight >= limits.perAddress) waits.push(addr.windowEnd - now());
      const wait = Math.max(...waits);
      if (wait > 0) {
        forget(userKey);
        forget(addressKey);
        return { allowed: false, retryAfterS: seconds(wait) };
      }
      user.inFlight++;
      addr.inFlight++;
      let settled = false;
      const settle = (outcome: 'failed' | 'succeeded') => {
        if (settled) return;
        settled = true;
        // The counters may have been replaced by a new window meanwhile: take the current ones.
        const u = counter(userKey);
        const a = counter(addressKey);
        u.inFlight = Math.max(0, u.inFlight - 1);
        a.inFlight = Math.max(0, a.inFlight - 1);
        if (outcome === 'failed') {
          u.failures++;
          a.failures++;
          if (u.failures >= limits.perUser) u.notBefore = now() + delayAfter(u.failures);
        } else {
          u.failures = 0;
          u.notBefore = 0;
        }
        forget(userKey);
        forget(addressKey);
      };
      return { allowed: true, failed: () => settle('failed'), succeeded: () => settle('succeeded') };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
