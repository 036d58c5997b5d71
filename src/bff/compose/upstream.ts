import type { FastifyBaseLogger } from 'fastify';
import type { BffConfig } from '../config';
import { instrumentUpstream, type Metrics } from '../metrics';
import { LOCK } from '../store/db';
import { createPlatformTokens } from '../store/platform-tokens';
import { createUpstreamClient } from '../upstream/client';
import { createDriftRecorder, describeSighting } from '../upstream/drift-recorder';
import { createPlatformAuth } from '../upstream/platform-auth';
import type { Stores } from './stores';

/**
 * The platform as the BFF reaches it: the instrumented client with its drift recorder, and the
 * user's platform sign-in (OAuth) when configured. `log` is read when drift is first seen, after
 * the server exists.
 */
export function createUpstream(
  config: BffConfig,
  { database, tokens }: Pick<Stores, 'database' | 'tokens'>,
  metrics: Metrics,
  log: () => FastifyBaseLogger,
) {
  const drift = createDriftRecorder({
    count: (d) => metrics.platformDrift.labels(d.resource, d.kind, d.field, d.value ?? '').inc(),
    // Once per finding: the platform's next answers carry it too.
    first: (d, id) => log().warn({ drift: d, id }, describeSighting(d)),
  });
  const upstream = {
    ...instrumentUpstream(createUpstreamClient(config.upstreamTimeoutMs), metrics),
    drift,
  };
  const platform = config.oauth
    ? createPlatformAuth(config, tokens, upstream, {
        withUserLock: (userId, fn) =>
          database.withLock(LOCK.tokenRefresh, userId, (locked) =>
            fn(createPlatformTokens(locked, config.tokenKey)),
          ),
      })
    : null;
  return { drift, upstream, platform };
}

export type Upstream = ReturnType<typeof createUpstream>;
