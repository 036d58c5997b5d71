import type { BffConfig } from '../config';
import type { UpstreamClient } from './client';
import type { PlatformAuth } from './platform-auth';
import { IMAGE_ANSWER, relayedAnswer, type Relayed } from './platform-answers';
import { placeCalls, type BrowserHeaders } from './platform-calls';
import { createPlatformOrders } from './platform-orders';
import { createPlatformPlaces } from './platform-places';

// The one client of the platform: the pickup place service (spec 000) with the installation's API
// key, the order lookup (spec 001) with a user's Bearer token or the installation's Basic token,
// and the sandbox's image files. It builds each call (address, credentials, If-Match and
// If-None-Match), and every answer is judged in platform-answers.ts (places are read in place-reading.ts).
// By resource: the places (platform-places.ts, what their calls share in platform-calls.ts) and the
// orders (platform-orders.ts); the files are here.
//
// Two kinds of calls. Typed ones, for the BFF's own use (bulk jobs, imports, the read models, the
// e-shop check of a place), answer the data parsed against the contract (Answer). Relayed ones, for
// the browser's proxy routes, answer the platform's bytes checked and ready to send (Relayed,
// forward.ts sends them): they are only parsed where their check needs it.

export function createPlatformClient(
  config: Pick<BffConfig, 'pickup' | 'rest' | 'platformMidnight'>,
  upstream: UpstreamClient,
  auth: PlatformAuth | null = null,
) {
  const { pickup } = placeCalls(config, upstream);
  const places = createPlatformPlaces(config, upstream);
  const orders = createPlatformOrders(config, upstream, auth);

  const files = {
    /** One of the sandbox's image files (`path` checked by the route), relayed: no credentials. */
    async get(path: string, headers: BrowserHeaders): Promise<Relayed> {
      // Every segment is plain ([0-9a-f-] and one extension), so the URL is exactly the path checked.
      const target = new URL(`files/${path}`, `${pickup().baseUrl}/`);
      const res = await upstream.call(target.href, { method: 'GET', headers, idempotent: true });
      return relayedAnswer(res, IMAGE_ANSWER, null);
    },
  };

  return { places, orders, files };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
