// Failed sign-ins are limited per username and per client address. A fixed window in memory is
// enough for one BFF process (a restart forgets, which errs on the side of the user); rate-limit
// libraries count requests per route, not failures per account, so this small piece is our own.

interface Window {
  failures: number;
  resetAt: number;
}

export function createLoginLimiter(
  options: { perUser: number; perAddress: number; windowMs: number },
  now = () => Date.now(),
) {
  const windows = new Map<string, Window>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (!w || w.resetAt <= now()) return undefined;
    return w;
  };
  const keys = (username: string, address: string) =>
    [`u:${username.toLowerCase()}`, `a:${address}`] as const;

  return {
    /** Seconds to wait when either limit is reached, else 0. */
    retryAfter(username: string, address: string): number {
      const [u, a] = keys(username, address);
      const wu = current(u);
      const wa = current(a);
      const blocked = [
        wu && wu.failures >= options.perUser ? wu : undefined,
        wa && wa.failures >= options.perAddress ? wa : undefined,
      ]
        .filter((w): w is Window => Boolean(w))
        .map((w) => Math.ceil((w.resetAt - now()) / 1000));
      return blocked.length ? Math.max(...blocked) : 0;
    },
    fail(username: string, address: string) {
      for (const key of keys(username, address)) {
        const w = current(key) ?? { failures: 0, resetAt: now() + options.windowMs };
        w.failures++;
        windows.set(key, w);
      }
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now()) windows.delete(k);
    },
    succeed(username: string) {
      windows.delete(`u:${username.toLowerCase()}`);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
