import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { useContractSchemas } from '@/server/contract-routes';
import { keepRouteInventory } from '@/server/route-inventory';
import type { SandboxOptions } from './config';
import { dialectAnswers } from './dialect';
import { decorateAccount } from './http/api-key';
import { registerConventions } from './http/conventions';
import { registerErrorHandling } from './http/error-handler';
import { platformServerFactory } from './http/raw-server';
import { registerFileRoutes } from './routes/files';
import { registerOAuthAuthorizeRoutes } from './routes/oauth-authorize';
import { registerOAuthTokenRoute } from './routes/oauth-token';
import { registerOpenApiRoutes } from './routes/openapi';
import { registerOrderRoutes } from './routes/orders';
import { registerPlaceImageRoute } from './routes/place-image';
import { registerPickupPlaceRoutes } from './routes/pickup-places';
import { registerRootRoute } from './routes/root';
import { oauthClients } from './store/accounts';
import { openDatabase, type Db } from './store/db';
import { createImageStore } from './store/image-store';
import { createOAuthRepo } from './store/oauth-repo';
import { createOrdersRepo } from './store/orders-repo';
import { createPlacesRepo } from './store/places-repo';
import { ensureProductImages } from './store/product-images';
import { CATALOG } from './store/seed-catalog';
import { seedDemoData, seedSyntheticPlaces } from './store/seed';

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
}

/** Builds the sandbox platform (not yet listening): storage, seed data, conventions and routes. */
export async function buildSandbox(options: SandboxOptions): Promise<Sandbox> {
  const db = openDatabase(join(options.dataDir, 'sandbox.sqlite'));
  const places = createPlacesRepo(db);
  const orders = createOrdersRepo(db);
  const oauth = createOAuthRepo(db, { codeTtlS: options.codeTtlS, tokenTtlS: options.tokenTtlS });
  const images = createImageStore(join(options.dataDir, 'files'));
  const dialect = options.dialect ?? 'documented';
  seedDemoData(db, places, orders, dialect);
  if (options.seedPlaces > 0) seedSyntheticPlaces(db, places, options.seedPlaces);
  await ensureProductImages(
    images,
    CATALOG.map((c) => c.sku),
  );

  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    serverFactory: platformServerFactory,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
  });
  keepRouteInventory(app);
  app.addHook('onClose', async () => db.close());
  // A slower platform on demand (benches): every API call waits this long before it is answered.
  const latencyMs = options.latencyMs ?? 0;
  if (latencyMs > 0)
    app.addHook('onRequest', async (req) => {
      if (req.url.startsWith('/api/')) await sleep(latencyMs);
    });

  registerConventions(app);
  registerErrorHandling(app);
  useContractSchemas(app);
  decorateAccount(app);
  // Gzip answers on Accept-Encoding and gzip request bodies on Content-Encoding (spec 001, 7).
  await app.register(compress, {
    global: true,
    threshold: 0,
    encodings: ['gzip', 'deflate'],
    requestEncodings: ['gzip', 'deflate'],
  });
  await app.register(formbody);
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(cookie);

  const answers = dialectAnswers(dialect);
  const clients = oauthClients(options.redirectUri, options.redirectUris);
  registerRootRoute(app);
  registerPickupPlaceRoutes(app, { places, images, answers }, options.publicUrl);
  registerPlaceImageRoute(app, { places, images }, options.maxImageBytes, options.publicUrl);
  registerFileRoutes(app, images);
  registerOrderRoutes(app, orders, oauth, options.publicUrl, answers);
  registerOAuthAuthorizeRoutes(app, oauth, clients);
  registerOAuthTokenRoute(app, oauth, clients);
  registerOpenApiRoutes(app);
  return { app, db };
}

/** Builds and listens; returns the base URL (port 0 picks a free one). */
export async function startSandbox(options: SandboxOptions, port: number, host = '127.0.0.1') {
  const sandbox = await buildSandbox(options);
  await sandbox.app.listen({ port, host });
  const address = sandbox.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { ...sandbox, url: `http://${host}:${actualPort}` };
}
