import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyError } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ZodError } from 'zod';
import type { BffConfig } from './config';
import { InvalidInput, useContractSchemas } from '@/server/contract-routes';
import { inputProblem, plainProblem } from './invalid-input';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  problemOf,
  resetHeaders,
  securityHeaderSets,
} from './error-replies';
import { createReadiness } from './readiness';
import { loggerOptions, registerAccessLog, type LogOptions } from './logging';
import { registerCompression } from './plugins/compression';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { trustFunction } from './security/trusted-proxies';
import { Problem, databaseUnavailable, sendProblem } from './problem';
import {
  createMetrics,
  gaugeOf,
  instrumentPasswordSignIns,
  instrumentRequests,
  instrumentState,
  instrumentUpstream,
} from './metrics';
import { registerAuthRoutes, sessionInfo } from './routes/auth';
import { registerNoSsoRoutes, registerSsoRoutes } from './routes/sso';
import { createOidcClient } from './sso/oidc-client';
import { createOidcFlows } from './store/oidc-flows';
import { createUserIdentities } from './store/user-identities';
import { registerMetricsRoute } from './routes/metrics';
import { registerPlatformDriftRoute } from './routes/platform-drift';
import { createDriftRecorder, describeSighting } from './upstream/drift-recorder';
import { appConfigFor, registerBffInfoRoutes } from './routes/bff-info';
import { registerFilesProxy } from './routes/files-proxy';
import { registerOrdersProxy } from './routes/orders-proxy';
import { createPlacesModelCache, warmPlacesModels } from './read-model/places-model-cache';
import { registerPlacesPoints } from './routes/places-points';
import { registerPlacesSearchRoutes } from './routes/places-search/index';
import { registerPlacesProxy } from './routes/places/index';
import { registerPlatformOAuthRoutes } from './routes/platform-oauth';
import { registerPlatformPages } from './routes/platform-pages';
import { isBrowserNavigation, registerSpa } from './routes/spa';
import { serverRenderer } from './routes/spa-render';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS } from './security/login-limiter';
import { createSharedLoginLimiter } from './security/shared-login-limiter';
import { startHistoryPruning, DEFAULT_MAX_PER_PLACE, DEFAULT_RETENTION_DAYS } from './history/pruning';
import { createJobRunner, DEFAULT_JOB_LEASE_MS } from './jobs/runner';
import { registerJobRoutes } from './routes/jobs/index';
import { registerImportRoutes } from './routes/imports/index';
import { createImportsStore } from './store/imports';
import { registerPlaceHistoryRoutes } from './routes/place-history';
import { registerPlaceRestore } from './routes/place-restore';
import { createAuditLog } from './store/audit';
import { createJobLeases } from './store/job-leases';
import { createJobsStore } from './store/jobs';
import { createLoginCounters } from './store/login-counters';
import { createPlaceHistory } from './store/place-history';
import { createReadModelGenerations } from './store/read-model-generations';
import { createReadModelChanges, startChangeLogPruning } from './store/read-model-changes';
import { createMemoryChangeLog } from './store/memory-change-log';
import { LOCK, isDatabaseUnavailable, openBffDatabase } from './store/db';
import { createOAuthStates } from './store/oauth-states';
import { createPlatformTokens } from './store/platform-tokens';
import { assertTokenKey } from './store/token-key';
import { createSessionsRepo } from './store/sessions';
import { createUsersRepo, seedDemoUsers } from './store/users';
import { createUpstreamClient } from './upstream/client';
import { createPlatformAuth } from './upstream/platform-auth';

/** Builds the BFF (not yet listening): storage, security, the proxy and the SPA. */
export async function buildBff(config: BffConfig, options: { log?: LogOptions } = {}) {
  const database = await openBffDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    poolMax: config.databasePoolMax,
    sqliteFile: join(config.dataDir, 'bff.sqlite'),
  });
  const { db } = database;
  // A key other than the database's (a restore without its key, a typo) stops the start, by name.
  if (!config.tokenKeyThrowaway)
    await assertTokenKey(db, config.tokenKey).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(
    database,
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    config.tokenKey,
  );
  const audit = createAuditLog(db);
  const states = createOAuthStates(db);
  const jobs = createJobsStore(db);
  const history = createPlaceHistory(db);
  const metrics = createMetrics();
  const drift = createDriftRecorder({
    count: (d) => metrics.platformDrift.labels(d.resource, d.kind, d.field, d.value ?? '').inc(),
    // Once per finding: the platform's next answers carry it too.
    first: (d, id) => app.log.warn({ drift: d, id }, describeSighting(d)),
  });
  const upstream = {
    ...instrumentUpstream(createUpstreamClient(config.upstreamTimeoutMs), metrics),
    drift,
  };
  const tokens = createPlatformTokens(db, config.tokenKey);
  const platform = config.oauth
    ? createPlatformAuth(config, tokens, upstream, {
        withUserLock: (userId, fn) =>
          database.withLock(LOCK.tokenRefresh, userId, (locked) =>
            fn(createPlatformTokens(locked, config.tokenKey)),
          ),
      })
    : null;
  // One process: the counts in memory; PostgreSQL: shared by every instance.
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...config.loginLimits };
  const limiter =
    database.engine === 'postgres'
      ? createSharedLoginLimiter(createLoginCounters(db, database.engine), loginLimits)
      : createLoginLimiter(loginLimits);
  if (config.sandbox) await seedDemoUsers(users, config.demoPassword);
  await sessions.purgeExpired();

  const headerSets = await securityHeaderSets(config);
  const trusted = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log) : false,
    // Fastify's two lines per request are off: registerAccessLog writes one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trusted,
    // Every log line of a request carries its id: a trusted proxy's X-Request-Id when it sends a
    // sane one (anyone else could forge log lines with it), else a new one. It goes upstream with
    // every platform call and back in the answer.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      const fromProxy = trusted(req.socket.remoteAddress ?? '', 0);
      return fromProxy && typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorAnswer(headerSets),
    clientErrorHandler: clientErrorAnswer(headerSets),
    // A request (headers and body) must arrive within this time, so a stalled body does not hold a
    // connection open forever. Node reads it when the server is created (Fastify's own option sets
    // it later, which Node 20 ignores), and checks every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, config.requestTimeoutMs),
    },
    // A request that still reaches a stopping instance on an open connection is served (with
    // Connection: close), not answered 503: a load balancer sends no write to another instance.
    return503OnClosing: false,
  });
  /** Set when the process starts stopping (main.ts): not ready, and every answer ends its connection. */
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    // So that a load balancer keeping connections sends no further request on this one.
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    stopPruning();
    stopChangeLogPruning();
    await runner.stop(); // before the sockets go: a job's places in flight stay open for the next start
    await upstream.close();
    await readiness.close();
    await database.close();
  });

  useContractSchemas(app);
  instrumentRequests(app, metrics);
  instrumentPasswordSignIns(app, metrics);
  if (options.log?.accessLog) registerAccessLog(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // A request line in absolute form (`GET http://host/path`) is for proxies, and this app is none:
  // refused before any handler builds an address from request.url (the platform's pages).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/')) return done();
    const problem = new Problem(400, 'bad-url', 'Invalid address', 'The request target must be a path.', {
      errors: [{ field: 'request-target', message: 'must start with /' }],
    });
    resetHeaders(reply, request, headerSets); // the security headers' own hook has not run yet
    reply.header('x-request-id', request.id);
    return sendProblem(reply, problem, '/');
  });
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(cookie);
  registerSession(app, sessions, config.publicOrigins);
  const sendIndex = await registerSpa(
    app,
    config.webRoot,
    async (request) => ({
      session:
        request.user && request.session
          ? await sessionInfo(request.user, request.session.csrf, platform)
          : null,
      config: appConfigFor(config, request.user),
    }),
    serverRenderer(app, config.serverRenderDir, { timeoutMs: config.serverRenderTimeoutMs }),
  );

  app.setErrorHandler((error: FastifyError | Problem | ZodError | InvalidInput, request, reply) => {
    // A route's input that does not match its schema (checked before its handler), in its wording.
    if (error instanceof InvalidInput)
      return sendProblem(reply, inputProblem(error, request), request.url.split('?')[0]!);
    if (error instanceof Problem) return sendProblem(reply, error, request.url.split('?')[0]!);
    if (error instanceof ZodError) return sendProblem(reply, plainProblem(error), request.url.split('?')[0]!);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      readiness.databaseFailed(); // /readyz asks it again rather than answer from before
      return sendProblem(reply, databaseUnavailable(), request.url.split('?')[0]!);
    }
    if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      resetHeaders(reply, request, headerSets); // whatever the failed handler set (a bad Location) goes
    }
    return sendProblem(reply, problemOf(error), request.url.split('?')[0]!);
  });
  app.setNotFoundHandler((request, reply) => {
    if (isBrowserNavigation(request)) return sendIndex(request, reply);
    return sendProblem(
      reply,
      new Problem(404, 'not-found', 'Not found', `Nothing at ${request.url.split('?')[0]}.`),
      request.url.split('?')[0]!,
    );
  });

  const sso = config.oidc ? createOidcClient(config.oidc, config.upstreamTimeoutMs) : null;
  const auth = registerAuthRoutes(app, {
    users,
    sessions,
    limiter,
    platform,
    localLogin: config.localLogin ?? true,
    endSessionUrl: sso?.endSessionUrl,
  });
  if (config.oidc && sso)
    registerSsoRoutes(app, {
      oidc: config.oidc,
      client: sso,
      flows: createOidcFlows(db),
      identities: createUserIdentities(db),
      sessions,
      audit,
      signIns: metrics.signIns,
    });
  else registerNoSsoRoutes(app);
  registerPlatformOAuthRoutes(app, { config, states, platform, audit });
  if (config.platformPagesUrl)
    registerPlatformPages(app, { platformUrl: config.platformPagesUrl, timeoutMs: config.upstreamTimeoutMs });
  /** The start-up warm-up is running (warmReadModels below): not ready for traffic yet. */
  let warming = false;
  const readiness = createReadiness({
    database,
    upstream,
    targets: [config.pickup && `${config.pickup.baseUrl}/`, config.rest && `${config.rest.url}/`].filter(
      (t): t is string => Boolean(t),
    ),
    timeoutMs: config.upstreamTimeoutMs,
    warming: () => warming,
    stopping: () => stopping,
  });
  registerBffInfoRoutes(app, { config, audit, readiness });
  registerPlatformDriftRoute(app, { drift });
  registerMetricsRoute(app, metrics, config.metricsPort);
  if (platform)
    gaugeOf(metrics, 'bff_token_refreshes', 'Token refreshes by this instance', () => platform.refreshCount);
  // One read model per e-shop for the map, the search and the exports; every change made through
  // any instance is applied to it in place (the change log carries them to the other instances).
  // The only instance (SQLite) keeps them in memory: no other instance reads them.
  const { generations, changes: changeLog } =
    database.engine === 'sqlite'
      ? createMemoryChangeLog()
      : { generations: createReadModelGenerations(db), changes: createReadModelChanges(db) };
  const places = createPlacesModelCache({
    config,
    upstream,
    log: app.log,
    generations,
    changes: changeLog,
    onFill: (seconds, outcome, loopDelay) => {
      metrics.readModelFills.labels(outcome).observe(seconds);
      metrics.readModelFillLoopDelay.labels('0.99').set(loopDelay.p99);
      metrics.readModelFillLoopDelay.labels('max').set(loopDelay.max);
    },
  });
  const points = registerPlacesPoints(app, { config, places });
  registerPlacesSearchRoutes(app, { config, places });
  registerPlacesProxy(app, { config, upstream, audit, history, readModels: places });
  // Bulk jobs run here, in the BFF; those a stop interrupted resume now.
  const runner = createJobRunner({
    config,
    upstream,
    jobs,
    // This process's name on the leases of the jobs it runs: unique across instances and restarts.
    leases: createJobLeases(db, randomUUID(), config.jobLeaseMs ?? DEFAULT_JOB_LEASE_MS),
    soleInstance: database.engine === 'sqlite',
    onPlaceSettled: (outcome) => metrics.jobPlaces.labels(outcome).inc(),
    history,
    log: app.log,
    ...(config.jobRetry ? { retry: config.jobRetry } : {}),
    onChange: (eshopId, change) =>
      places.applyChange(eshopId, change).catch((err: unknown) => {
        app.log.warn({ err, eshopId }, 'applying a job’s change to the read model failed');
      }),
  });
  gaugeOf(metrics, 'bff_jobs_running', 'Bulk jobs running on this instance', runner.held);
  instrumentState(metrics, {
    ready: async () => (await readiness.check()).ready,
    readModelAges: places.ages,
    pool: database.pool,
  });
  const jobRoutes = { config, places, jobs, history, runner, audit };
  registerJobRoutes(app, jobRoutes);
  await registerImportRoutes(app, {
    config,
    places,
    imports: createImportsStore(db),
    audit,
    jobs: jobRoutes,
  });
  registerPlaceHistoryRoutes(app, { config, upstream, history, audit, places, jobs });
  registerPlaceRestore(app, { config, upstream, history, audit, places });
  await runner.resumeAll();
  const stopPruning = startHistoryPruning(
    history,
    {
      days: config.historyRetentionDays ?? DEFAULT_RETENTION_DAYS,
      perPlace: config.historyMaxPerPlace ?? DEFAULT_MAX_PER_PLACE,
    },
    app.log,
  );
  const stopChangeLogPruning = startChangeLogPruning(changeLog, app.log);
  registerOrdersProxy(app, { config, upstream, platform });
  if (config.sandbox && config.pickup) registerFilesProxy(app, { config, upstream });

  /**
   * Fills the read models of the configured e-shops in the background (npm start, after listen),
   * and the map's answer of each (what the first map asks for: the e-shop, no filter), so neither
   * the first search nor the first map waits. /readyz says "not ready" until it is over.
   */
  const warmReadModels = async () => {
    if (!config.pickup) return;
    warming = true;
    try {
      for (const { id } of config.eshops) {
        await warmPlacesModels(places, [id], app.log);
        await points
          .warm(id)
          .catch((err: unknown) => app.log.warn({ err, eshopId: id }, 'warming the map failed'));
      }
    } finally {
      warming = false;
    }
  };

  return {
    app,
    database,
    db,
    users,
    sessions,
    tokens,
    platform,
    auth,
    upstream,
    metrics,
    warmReadModels,
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
