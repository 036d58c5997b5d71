import type { LoginLimits } from './login-limiter';

// The rules of the sign-in limits (described in login-limiter.ts) over a username's and an
// address's counters, wherever those are kept: in the process's memory (login-limiter.ts) or in
// the shared database (shared-login-limiter.ts). The callers make each step atomic.

export interface Counter {
  /** Failed guesses in this window. */
  failures: number;
  /** Guesses reserved and not yet decided. */
  inFlight: number;
  windowEnd: number;
  /** Slow mode: no guess before this time. */
  notBefore: number;
}

export const newCounter = (limits: LoginLimits, t: number): Counter => ({
  failures: 0,
  inFlight: 0,
  windowEnd: t + limits.windowMs,
  notBefore: 0,
});

/** A window that has ended starts again (guesses in flight stay counted). */
export function renew(c: Counter, limits: LoginLimits, t: number) {
  if (c.windowEnd <= t) Object.assign(c, { failures: 0, windowEnd: t + limits.windowMs, notBefore: 0 });
}

/** Nothing to remember: the counter may be forgotten. */
export const isIdle = (c: Counter) => c.inFlight === 0 && c.failures === 0;

const delayAfter = (limits: LoginLimits, failures: number) =>
  Math.min(limits.slowBaseMs * 2 ** Math.max(0, failures - limits.perUser), limits.slowMaxMs);

/** Milliseconds until this username may be guessed again, or 0. */
function userWait(c: Counter, limits: LoginLimits, t: number): number {
  if (c.failures + c.inFlight < limits.perUser) return 0;
  if (c.inFlight > 0) return delayAfter(limits, c.failures + c.inFlight);
  return Math.max(0, c.notBefore - t);
}

/**
 * Reserves a guess on both (renewed) counters, or says how many seconds to wait (nothing changes
 * then but the renewal).
 */
export function reserve(user: Counter, addr: Counter, limits: LoginLimits, t: number): number {
  renew(user, limits, t);
  renew(addr, limits, t);
  const waits = [userWait(user, limits, t)];
  if (addr.failures + addr.inFlight >= limits.perAddress) waits.push(addr.windowEnd - t);
  const wait = Math.max(...waits);
  if (wait > 0) return Math.max(1, Math.ceil(wait / 1000));
  user.inFlight++;
  addr.inFlight++;
  return 0;
}

/** Settles a reserved guess on both (renewed) counters. A success clears the username's count. */
export function settle(
  user: Counter,
  addr: Counter,
  outcome: 'failed' | 'succeeded',
  limits: LoginLimits,
  t: number,
) {
  renew(user, limits, t);
  renew(addr, limits, t);
  user.inFlight = Math.max(0, user.inFlight - 1);
  addr.inFlight = Math.max(0, addr.inFlight - 1);
  if (outcome === 'failed') {
    user.failures++;
    addr.failures++;
    if (user.failures >= limits.perUser) user.notBefore = t + delayAfter(limits, user.failures);
  } else {
    user.failures = 0;
    user.notBefore = 0;
  }
}
