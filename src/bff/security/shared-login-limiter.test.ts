import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createLoginCounters } from '../store/login-counters';
import { DEFAULT_LOGIN_LIMITS, type LoginAttempt } from './login-limiter';
import { createSharedLoginLimiter } from './shared-login-limiter';

// The sign-in limits with their counts in the database: two limiters over one database stand for
// two instances of a cluster, which together allow no more guesses than one.

const engines = testEngines();
const openDatabase = useTestDatabases('limiter-test');

async function twoInstances(url: string | undefined, clock: () => number) {
  const database = await openDatabase(url);
  const make = () =>
    createSharedLoginLimiter(createLoginCounters(database.db, database.engine), DEFAULT_LOGIN_LIMITS, clock);
  return [make(), make()] as const;
}

type Allowed = Extract<LoginAttempt, { allowed: true }>;
const allowed = (attempts: LoginAttempt[]) => attempts.filter((a): a is Allowed => a.allowed);

describe.each(engines)('shared sign-in limits on $name', ({ url }) => {
  it('lets 5 of 200 simultaneous guesses at one user through, spread over two instances', async () => {
    const [a, b] = await twoInstances(url, () => Date.now());
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).begin('admin', `10.0.0.${i % 50}`)),
    );
    const through = allowed(attempts);
    expect(through).toHaveLength(5);
    await Promise.all(through.map((t) => t.failed()));
    // Both instances now slow the username down, whichever is asked.
    expect((await a.begin('ADMIN', '10.9.9.9')).allowed).toBe(false);
    expect((await b.begin('admin', '10.9.9.8')).allowed).toBe(false);
  });

  it('slows the username after 5 failures for 2 s on every instance, then lets one guess in', async () => {
    let t = 1_000_000;
    const [a, b] = await twoInstances(url, () => t);
    for (let i = 0; i < 5; i++) {
      const attempt = await (i % 2 ? a : b).begin('staff', '10.0.0.1');
      expect(attempt.allowed).toBe(true);
      await (attempt as Allowed).failed();
    }
    const early = await b.begin('staff', '10.0.0.2');
    expect(early.allowed ? 0 : early.retryAfterS).toBe(2);
    t += 2_000;
    const owner = await a.begin('staff', '10.0.0.3');
    expect(owner.allowed).toBe(true);
    await (owner as Allowed).succeeded();
    expect(
      allowed(await Promise.all(Array.from({ length: 6 }, () => b.begin('staff', '10.0.0.3')))),
    ).toHaveLength(5);
  });

  it('locks an address out after 20 failures on either instance until its window ends', async () => {
    let t = 5_000_000;
    const [a, b] = await twoInstances(url, () => t);
    for (let i = 0; i < 20; i++) {
      const attempt = (await (i % 2 ? a : b).begin(`user-${i}`, '10.0.0.7')) as Allowed;
      await attempt.failed();
    }
    const refused = await a.begin('someone', '10.0.0.7');
    expect(refused.allowed ? 0 : refused.retryAfterS).toBe(DEFAULT_LOGIN_LIMITS.windowMs / 1000);
    t += DEFAULT_LOGIN_LIMITS.windowMs;
    expect((await b.begin('someone', '10.0.0.7')).allowed).toBe(true);
  });
});
