import { Agent, request } from 'undici';
import type { BffDatabase } from './store/db';
import type { UpstreamClient } from './upstream/client';

// Readiness for the load balancer, cheap to ask however often anyone asks: the database and the
// platform are probed at most once per interval (one probe in flight, every caller in between gets
// its answer), the platform on two sockets of its own, never the request pool's. Only the pool's
// saturation is read on every call (memory).

/** How long a database probe's answer is used (short: a load balancer must see an outage soon). */
export const DATABASE_PROBE_MS = 1_000;
/** How long the platform's reachability is used. */
export const PLATFORM_PROBE_MS = 5_000;

export type NotReady =
  | 'stopping'
  | 'database-unavailable'
  | 'upstream-pool-saturated'
  | 'upstream-unreachable'
  | 'read-models-warming';

export interface Readiness {
  ready: boolean;
  reason?: NotReady;
  /** The request pool's load (for admins). */
  busy: number;
  queued: number;
  connections: number;
}

/** A check whose answer is kept `ttlMs`; callers meanwhile share it, and the one in flight. */
export function cachedCheck(check: () => Promise<boolean>, ttlMs: number) {
  let last: { at: number; ok: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return {
    get(): Promise<boolean> {
      if (last && Date.now() - last.at < ttlMs) return Promise.resolve(last.ok);
      running ??= check()
        .catch(() => false)
        .then((ok) => {
          last = { at: Date.now(), ok };
          return ok;
        })
        .finally(() => (running = undefined));
      return running;
    },
    /** Forgets the answer: the next call probes (the database just failed a request). */
    forget() {
      last = undefined;
    },
  };
}

export function createReadiness(deps: {
  database: BffDatabase;
  upstream: UpstreamClient;
  /** The platform's addresses to probe (any answer below 500 counts). */
  targets: string[];
  timeoutMs: number;
  /** True while the start-up warm-up fills the read models (the first map would wait for it). */
  warming?: () => boolean;
  /** True once the process is stopping (SIGTERM): no new traffic, whatever else says. */
  stopping?: () => boolean;
}) {
  const { database, upstream, timeoutMs } = deps;
  const targets = [...new Set(deps.targets)];
  const agent = new Agent({ connections: 2, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const databaseUp = cachedCheck(async () => {
    await database.ping();
    return true;
  }, DATABASE_PROBE_MS);
  const platformUp = cachedCheck(async () => {
    const checks = await Promise.all(
      targets.map(async (url) => {
        try {
          const res = await request(url, {
            method: 'GET',
            headers: { accept: 'application/json' },
            dispatcher: agent,
            signal: AbortSignal.timeout(timeoutMs),
          });
          await res.body.dump();
          return res.statusCode < 500;
        } catch {
          return false;
        }
      }),
    );
    return checks.every(Boolean);
  }, PLATFORM_PROBE_MS);

  return {
    /**
     * Ready when the database answers, the request pool has a free socket, the platform
     * answers at all and the start-up warm-up is over (done or failed: a failed e-shop is filled
     * by its first request, as before). A saturated pool is checked before the platform: asking it would not help.
     */
    async check(): Promise<Readiness> {
      const load = upstream.load();
      const counts = { busy: load.running, queued: load.queued, connections: load.connections };
      if (deps.stopping?.()) return { ready: false, reason: 'stopping', ...counts };
      if (!(await databaseUp.get())) return { ready: false, reason: 'database-unavailable', ...counts };
      if (load.saturated) return { ready: false, reason: 'upstream-pool-saturated', ...counts };
      if (!(await platformUp.get())) return { ready: false, reason: 'upstream-unreachable', ...counts };
      if (deps.warming?.()) return { ready: false, reason: 'read-models-warming', ...counts };
      return { ready: true, ...counts };
    },
    databaseFailed: () => databaseUp.forget(),
    close: () => agent.close(),
  };
}

export type ReadinessProbe = ReturnType<typeof createReadiness>;
