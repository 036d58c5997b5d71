import type { LoginCounters } from '../store/login-counters';
import {
  DEFAULT_LOGIN_LIMITS,
  type LoginAttempt,
  type LoginLimiter,
  type LoginLimits,
} from './login-limiter';
import { newCounter, reserve, settle } from './login-rules';

/**
 * The sign-in limits with their counts in the shared database (PostgreSQL): every instance of a
 * cluster counts the same guesses, so adding instances does not multiply the guesses allowed.
 * Reserving and settling each lock the two counters' rows for the time of the change.
 */
export function createSharedLoginLimiter(
  counters: LoginCounters,
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  now = () => Date.now(),
): LoginLimiter {
  return {
    async begin(username: string, address: string): Promise<LoginAttempt> {
      const keys = [`u:${username.toLowerCase()}`, `a:${address}`];
      const fresh = () => newCounter(limits, now());
      const retryAfterS = await counters.update(keys, fresh, ([user, addr]) =>
        reserve(user!, addr!, limits, now()),
      );
      if (retryAfterS > 0) return { allowed: false, retryAfterS };
      let settled = false;
      const finish = async (outcome: 'failed' | 'succeeded') => {
        if (settled) return;
        settled = true;
        await counters.update(keys, fresh, ([user, addr]) => settle(user!, addr!, outcome, limits, now()));
      };
      return { allowed: true, failed: () => finish('failed'), succeeded: () => finish('succeeded') };
    },
  };
}
