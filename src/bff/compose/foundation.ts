import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';
import { useContractSchemas } from '@/server/contract-routes';
import type { SecurityHeaderSets } from '../error-replies';
import { registerAccessLog, type LogOptions } from '../logging';
import { instrumentPasswordSignIns, instrumentRequests, type Metrics } from '../metrics';
import { registerCompression } from '../plugins/compression';
import { registerSecurityHeaders } from '../plugins/security-headers';
import { registerSession } from '../plugins/session';
import type { ReadinessProbe } from '../readiness';
import { sessionInfo } from '../routes/auth';
import { appConfigFor } from '../routes/bff-info';
import { registerSpa } from '../routes/spa';
import { serverRenderer } from '../routes/spa-render';
import { addRequestGuards, refuseUnroutedMethods, setErrorAnswers } from './server';
import type { Stores } from './stores';
import type { Upstream } from './upstream';

/**
 * What every route stands on, in order: contract schemas, metrics and the access log, request
 * guards, security headers, compression, the 405 of a method a path lacks, cookies and the session, the SPA, and the error answers.
 */
export async function registerFoundation(
  app: FastifyInstance,
  parts: {
    config: BffConfig;
    log: LogOptions | undefined;
    headerSets: SecurityHeaderSets;
    stores: Pick<Stores, 'sessions'>;
    upstream: Pick<Upstream, 'platform'>;
    metrics: Metrics;
    readiness: ReadinessProbe;
    /** The methods the routes have at a path (createServer learns them). */
    methodsAt: (path: string) => string[];
  },
) {
  const { config, headerSets, metrics } = parts;
  const { platform } = parts.upstream;
  useContractSchemas(app);
  instrumentRequests(app, metrics);
  instrumentPasswordSignIns(app, metrics);
  if (parts.log?.accessLog) registerAccessLog(app);
  addRequestGuards(app, headerSets);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  refuseUnroutedMethods(app, parts.methodsAt); // before the session: no database read for a 405
  await app.register(cookie);
  registerSession(app, parts.stores.sessions, config.publicOrigins);
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
  setErrorAnswers(app, {
    headerSets,
    databaseFailed: () => parts.readiness.databaseFailed(),
    sendIndex,
  });
}
