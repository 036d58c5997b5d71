// Sign-in starts per client address: `limit` per window, then refused until the window ends. Written
// here rather than with @fastify/rate-limit because a refused start must still be a redirect to the
// sign-in page (a browser navigation), which that plugin's thrown 429 cannot be. Memory of one
// process, bounded: past `maxAddresses` the ended windows are dropped, then the oldest.

export interface StartLimits {
  limit: number;
  windowMs: number;
  maxAddresses?: number;
}

export function createStartLimiter(limits: StartLimits, now = () => Date.now()) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const maxAddresses = limits.maxAddresses ?? 10_000;

  const prune = () => {
    for (const [address, w] of windows) if (w.endsAt <= now()) windows.delete(address);
    // Still full (a flood from many addresses): the oldest windows go first (a Map keeps order).
    for (const address of windows.keys()) {
      if (windows.size < maxAddresses) break;
      windows.delete(address);
    }
  };

  return {
    /** Counts a start; the seconds to wait when the address has used up its window, else 0. */
    take(address: string): number {
      let w = windows.get(address);
      if (!w || w.endsAt <= now()) {
        if (!w && windows.size >= maxAddresses) prune();
        windows.delete(address);
        windows.set(address, (w = { count: 0, endsAt: now() + limits.windowMs }));
      }
      if (w.count >= limits.limit) return Math.max(1, Math.ceil((w.endsAt - now()) / 1000));
      w.count++;
      return 0;
    },
  };
}

export type StartLimiter = ReturnType<typeof createStartLimiter>;
