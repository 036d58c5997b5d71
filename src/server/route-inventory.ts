import type { FastifyInstance } from 'fastify';

// Every route an app registers, as Fastify announces it (onRoute), so a test can hold the routes
// against the OpenAPI document (issue 49): printRoutes' tree loses which methods are which route's.

export interface RouteSeen {
  readonly methods: readonly string[];
  readonly url: string;
}

const inventories = new WeakMap<FastifyInstance, RouteSeen[]>();

/** Starts the inventory: call right after creating the app, before any route. */
export function keepRouteInventory(app: FastifyInstance) {
  const routes: RouteSeen[] = [];
  inventories.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({ methods: [route.method].flat(), url: route.url });
  });
}

/** The routes `app` registered since keepRouteInventory. */
export function routesOf(app: FastifyInstance): readonly RouteSeen[] {
  const routes = inventories.get(app);
  if (!routes) throw new Error('keepRouteInventory was not called on this app');
  return routes;
}
