import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';
import { gaugeOf, instrumentState, type Metrics } from '../metrics';
import type { ReadinessProbe } from '../readiness';
import type { createJobRunner } from '../jobs/runner';
import { registerAuditExport } from '../routes/audit-export';
import { registerAuthRoutes } from '../routes/auth';
import { registerBffInfoRoutes } from '../routes/bff-info';
import { registerDeletedPlaces } from '../routes/deleted-places';
import { registerFilesProxy } from '../routes/files-proxy';
import { registerGeocodingRoutes } from '../routes/geocoding';
import { registerImportRoutes } from '../routes/imports/index';
import { registerJobRoutes } from '../routes/jobs/index';
import { registerMetricsRoute } from '../routes/metrics';
import { registerOpenApiRoutes } from '../routes/openapi';
import { registerOrdersProxy } from '../routes/orders-proxy';
import { registerPlaceHistoryRoutes } from '../routes/place-history';
import { registerPlaceRestore } from '../routes/place-restore';
import { registerPlacesPoints } from '../routes/places-points';
import { registerPlacesSearchRoutes } from '../routes/places-search/index';
import { registerPlacesProxy } from '../routes/places/index';
import { registerPlatformDriftRoute } from '../routes/platform-drift';
import { registerPlatformOAuthRoutes } from '../routes/platform-oauth';
import { registerPlatformPages } from '../routes/platform-pages';
import { registerNoSsoRoutes, registerSsoRoutes } from '../routes/sso';
import { registerUserRoutes } from '../routes/users';
import { createOidcClient } from '../sso/oidc-client';
import { createImportsStore } from '../store/imports';
import { createOidcFlows } from '../store/oidc-flows';
import { createUserIdentities } from '../store/user-identities';
import type { ReadModels } from './read-models';
import type { Stores } from './stores';
import type { Upstream } from './upstream';

/** What the routes are built on: the tree's lower layers. */
export interface RouteParts {
  config: BffConfig;
  stores: Stores;
  upstream: Upstream;
  metrics: Metrics;
  readiness: ReadinessProbe;
  readModels: ReadModels;
  runner: ReturnType<typeof createJobRunner>;
}

/** Sign-in: passwords, single sign-on, the platform's OAuth connect and its pages (demo mode). */
function registerSignInRoutes(app: FastifyInstance, { config, stores, upstream, metrics }: RouteParts) {
  const { users, sessions, limiter, audit, states, db } = stores;
  const { platform } = upstream;
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
  return auth;
}

/** The instance's own pages: info and health, the platform's drift, metrics. */
function registerInstanceRoutes(app: FastifyInstance, parts: RouteParts) {
  const { config, stores, upstream, metrics, readiness } = parts;
  registerBffInfoRoutes(app, { config, audit: stores.audit, readiness });
  registerAuditExport(app, { audit: stores.audit });
  registerUserRoutes(app, { users: stores.users, audit: stores.audit });
  registerPlatformDriftRoute(app, { drift: upstream.drift });
  registerOpenApiRoutes(app);
  registerMetricsRoute(app, metrics, config.metricsPort);
  const { platform } = upstream;
  if (platform)
    gaugeOf(metrics, 'bff_token_refreshes', 'Token refreshes by this instance', () => platform.refreshCount);
  gaugeOf(metrics, 'bff_jobs_running', 'Bulk jobs running on this instance', parts.runner.held);
  instrumentState(metrics, {
    ready: async () => (await readiness.check()).ready,
    readModelAges: parts.readModels.places.ages,
    pool: stores.database.pool,
  });
}

/** Places: the map's points, the search, the proxy, bulk jobs, imports, history and restore. */
async function registerPlacesRoutes(app: FastifyInstance, parts: RouteParts) {
  const { config, stores, readModels, runner } = parts;
  const { upstream } = parts.upstream;
  const { audit, history, jobs, db } = stores;
  const places = readModels.places;
  const points = registerPlacesPoints(app, { config, places });
  registerPlacesSearchRoutes(app, { config, places });
  registerPlacesProxy(app, { config, upstream, audit, history, readModels: places });
  const jobRoutes = { config, places, jobs, history, runner, audit, pins: readModels.pins };
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
  registerDeletedPlaces(app, { config, history });
  // The embedded gazetteer's thread starts with the first question, and ends with the server.
  const { geocoder: embedded, chosenGeocoder } = readModels;
  app.addHook('onClose', () => embedded.close());
  registerGeocodingRoutes(app, { geocoder: chosenGeocoder });
  return points;
}

/**
 * Every route, area by area, in the order they were always registered (a route module's hooks
 * reach the routes after it). Returns what the start needs: the sign-in routes and the map's warm-up.
 */
export async function registerRoutes(app: FastifyInstance, parts: RouteParts) {
  const auth = registerSignInRoutes(app, parts);
  registerInstanceRoutes(app, parts);
  const points = await registerPlacesRoutes(app, parts);
  const { config } = parts;
  const { upstream, platform } = parts.upstream;
  registerOrdersProxy(app, { config, upstream, platform });
  if (config.sandbox && config.pickup) registerFilesProxy(app, { config, upstream });
  return { auth, points };
}
