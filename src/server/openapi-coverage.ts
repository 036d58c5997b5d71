import type { Described } from '@/contract/openapi/describe';
import type { RouteSeen } from './route-inventory';

// What a test of each server holds against its OpenAPI document: the operations its routes offer.

/**
 * The operations among `routes`: one method each, without Fastify's own HEAD routes. A route
 * registered for several methods at once is not an operation: the answers of 405 to a known path's
 * other methods (allowOnly), or a catch-all that answers 401/404 (the platform's /v2… resources).
 */
export function operationsOf(routes: readonly RouteSeen[], within: (url: string) => boolean = () => true) {
  return routes
    .filter((route) => route.methods.length === 1 && route.methods[0] !== 'HEAD' && within(route.url))
    .map((route) => `${route.methods[0]} ${route.url}`)
    .sort();
}

export const describedOf = (operations: readonly Described[]) =>
  [...new Set(operations.map((op) => `${op.method} ${op.path}`))].sort();
