import type { BffConfig } from './config';
import { securityHeaderSets } from './error-replies';
import type { LogOptions } from './logging';
import { createMetrics } from './metrics';
import { createReadiness } from './readiness';
import { registerFoundation } from './compose/foundation';
import { createReadModels, createRunner } from './compose/read-models';
import { registerRoutes } from './compose/routes';
import { createServer } from './compose/server';
import { startBackgroundWork, warmReadModels } from './compose/start';
import { openStores } from './compose/stores';
import { createUpstream } from './compose/upstream';
import { keepRouteInventory } from '@/server/route-inventory';

/**
 * Builds the BFF (not yet listening), layer by layer (docs/architecture.md, "The BFF's tree"):
 * stores, upstream, the server and its foundation, read models and the job runner, the routes by
 * area, then the start-up work. Closing the server stops it all, in the reverse order.
 */
export async function buildBff(config: BffConfig, options: { log?: LogOptions } = {}) {
  const stores = await openStores(config);
  const { database } = stores;
  const metrics = createMetrics();
  const upstream = createUpstream(config, stores, metrics, () => app.log);
  const headerSets = await securityHeaderSets(config);
  const { app, methodsAt } = createServer(config, headerSets, options.log);
  keepRouteInventory(app); // the OpenAPI document's test holds the routes against it
  /** Set when the process starts stopping (main.ts): not ready, and every answer ends its connection. */
  let stopping = false;
  /** The start-up warm-up is running (warmReadModels): not ready for traffic yet. */
  let warming = false;
  let stopBackground = () => {};
  app.addHook('onSend', (_request, reply, payload, done) => {
    // So that a load balancer keeping connections sends no further request on this one.
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    stopBackground();
    await runner.stop(); // before the sockets go: a job's places in flight stay open for the next start
    await upstream.upstream.close();
    await readiness.close();
    await database.close();
  });
  const readiness = createReadiness({
    database,
    upstream: upstream.upstream,
    targets: [config.pickup && `${config.pickup.baseUrl}/`, config.rest && `${config.rest.url}/`].filter(
      (t): t is string => Boolean(t),
    ),
    timeoutMs: config.upstreamTimeoutMs,
    warming: () => warming,
    stopping: () => stopping,
  });
  await registerFoundation(app, {
    config,
    log: options.log,
    headerSets,
    stores,
    upstream,
    metrics,
    readiness,
    methodsAt,
  });
  const readModels = createReadModels(config, stores, upstream, metrics, app.log);
  const runner = createRunner(config, stores, upstream, readModels, metrics, app.log);
  const parts = { config, stores, upstream, metrics, readiness, readModels, runner };
  const { auth, points } = await registerRoutes(app, parts);
  stopBackground = await startBackgroundWork(config, stores, readModels, runner, app.log);

  const { db, users, sessions, tokens, jobs, history } = stores;
  return {
    app,
    database,
    db,
    users,
    sessions,
    tokens,
    platform: upstream.platform,
    auth,
    upstream: upstream.upstream,
    metrics,
    /** Fills the read models in the background (npm start, after listen); /readyz waits for it. */
    warmReadModels: () =>
      warmReadModels(config, readModels, points, app.log, (on) => {
        warming = on;
      }),
    /** The process is stopping: /readyz says not ready, and answers close their connections. */
    drain: () => {
      stopping = true;
    },
    runner,
    jobs,
    history,
  };
}

export type Bff = Awaited<ReturnType<typeof buildBff>>;
