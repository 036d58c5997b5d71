import { describe, expect, it } from 'vitest';
import {
  createLoginLimiter,
  DEFAULT_LOGIN_LIMITS,
  type LoginAttempt,
  type LoginLimits,
} from './login-limiter';

// Unit tests of the sign-in limits on a fake clock. A guess is reserved by begin() before the
// password is hashed, so what begin() allows is exactly what may reach the hash.

const WINDOW = DEFAULT_LOGIN_LIMITS.windowMs;

function setup(limits: Partial<LoginLimits> = {}) {
  let t = 1_000_000;
  const limiter = createLoginLimiter({ ...DEFAULT_LOGIN_LIMITS, ...limits }, () => t);
  return { limiter, advance: (ms: number) => (t += ms) };
}

// The in-memory store settles a guess synchronously, so `void` marks that nothing is awaited.
type Allowed = Extract<LoginAttempt, { allowed: true }>;
const allowed = (attempts: LoginAttempt[]) => attempts.filter((a): a is Allowed => a.allowed);
const retryAfter = (attempt: LoginAttempt) => (attempt.allowed ? 0 : attempt.retryAfterS);

/** `n` failed guesses, one after the other. */
function failTimes(limiter: ReturnType<typeof setup>['limiter'], n: number, user: string, address: string) {
  for (let i = 0; i < n; i++) {
    const a = limiter.begin(user, address);
    if (!a.allowed) throw new Error(`guess ${i + 1} was refused`);
    void a.failed();
  }
}

describe('login limiter: reservations', () => {
  it('lets only 5 of 200 simultaneous guesses at one user through, from one address or from 200', () => {
    const one = setup().limiter;
    expect(allowed(Array.from({ length: 200 }, () => one.begin('admin', '10.0.0.1')))).toHaveLength(5);
    const many = setup().limiter;
    expect(allowed(Array.from({ length: 200 }, (_, i) => many.begin('admin', `10.0.1.${i}`)))).toHaveLength(
      5,
    );
  });

  it('lets only 20 of 200 simultaneous guesses from one address through, whatever the usernames', () => {
    const { limiter } = setup();
    expect(
      allowed(Array.from({ length: 200 }, (_, i) => limiter.begin(`user-${i}`, '10.0.0.1'))),
    ).toHaveLength(20);
    expect(limiter.begin('user-x', '10.0.0.2').allowed).toBe(true);
  });

  it('refuses the guesses beyond the limit with a Retry-After while the first ones are still being checked', () => {
    const { limiter } = setup();
    const first = allowed(Array.from({ length: 5 }, () => limiter.begin('admin', '10.0.0.1')));
    expect(first).toHaveLength(5);
    const refused = limiter.begin('admin', '10.0.0.1');
    expect(refused.allowed).toBe(false);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
  });

  it('releases a guess that turns out right: successes never use up the limit', () => {
    const { limiter } = setup();
    for (let i = 0; i < 50; i++) {
      const a = limiter.begin('admin', '10.0.0.1');
      expect(a.allowed).toBe(true);
      void (a as Allowed).succeeded();
    }
  });

  it('counts a guess once, however often it is settled', () => {
    const { limiter } = setup();
    const a = limiter.begin('admin', '10.0.0.1') as Allowed;
    void a.failed();
    void a.failed();
    void a.succeeded();
    failTimes(limiter, 4, 'admin', '10.0.0.1');
    expect(limiter.begin('admin', '10.0.0.1').allowed).toBe(false);
  });

  it('counts a username case-insensitively', () => {
    const { limiter } = setup();
    for (const name of ['staff', 'STAFF', 'Staff', 'sTaFf', 'staFF']) failTimes(limiter, 1, name, '10.0.0.1');
    expect(limiter.begin('staff', '10.0.0.9').allowed).toBe(false);
  });
});

describe('login limiter: per username, a slowing delay instead of a lock', () => {
  it('after 5 failures allows one guess at a time, after 2 s, 4 s, 8 s … at most 60 s', () => {
    const { limiter, advance } = setup();
    failTimes(limiter, 5, 'admin', '10.0.0.1');
    const expected = [2, 4, 8, 16, 32, 60, 60];
    for (const seconds of expected) {
      const early = limiter.begin('admin', '10.0.0.2');
      expect(retryAfter(early)).toBe(seconds);
      advance(seconds * 1000 - 1);
      expect(limiter.begin('admin', '10.0.0.3').allowed).toBe(false);
      advance(1);
      const next = limiter.begin('admin', `10.0.0.${seconds}`);
      expect(next.allowed).toBe(true);
      // Only one guess at a time in slow mode.
      expect(limiter.begin('admin', '10.0.0.4').allowed).toBe(false);
      void (next as Allowed).failed();
    }
  });

  it('lets the right password in after the delay, not only after the window, and then forgets the failures', () => {
    const { limiter, advance } = setup();
    failTimes(limiter, 5, 'admin', '10.0.0.66'); // someone else guessing
    advance(2_000);
    const owner = limiter.begin('admin', '192.168.1.5');
    expect(owner.allowed).toBe(true);
    void (owner as Allowed).succeeded();
    // A fresh start: 5 guesses are free again.
    expect(allowed(Array.from({ length: 6 }, () => limiter.begin('admin', '192.168.1.5')))).toHaveLength(5);
  });

  it('does not slow other usernames down', () => {
    const { limiter } = setup();
    failTimes(limiter, 5, 'admin', '10.0.0.1');
    expect(limiter.begin('staff', '10.0.0.1').allowed).toBe(true);
  });

  it('forgets the failures when the window ends', () => {
    const { limiter, advance } = setup();
    failTimes(limiter, 5, 'admin', '10.0.0.1');
    advance(WINDOW);
    expect(allowed(Array.from({ length: 6 }, () => limiter.begin('admin', '10.0.0.1')))).toHaveLength(5);
  });
});

describe('login limiter: per address, a lock for the rest of the window', () => {
  it('refuses an address after 20 failures until its window ends; other addresses go on', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 20; i++) failTimes(limiter, 1, `user-${i}`, '10.0.0.1');
    expect(retryAfter(limiter.begin('admin', '10.0.0.1'))).toBe(WINDOW / 1000);
    expect(limiter.begin('admin', '10.0.0.2').allowed).toBe(true);
    advance(WINDOW - 1_000);
    expect(retryAfter(limiter.begin('admin', '10.0.0.1'))).toBe(1);
    advance(1_000);
    expect(limiter.begin('admin', '10.0.0.1').allowed).toBe(true);
  });

  it('keeps counting an address’s failures after one of its guesses succeeds', () => {
    const { limiter } = setup({ perAddress: 6 });
    failTimes(limiter, 3, 'mallory', '10.0.0.3');
    void (limiter.begin('mallory', '10.0.0.3') as Allowed).succeeded();
    for (let i = 0; i < 3; i++) failTimes(limiter, 1, `victim-${i}`, '10.0.0.3');
    expect(limiter.begin('someone', '10.0.0.3').allowed).toBe(false);
  });
});
