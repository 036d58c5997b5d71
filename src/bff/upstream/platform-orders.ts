import { OrderSchema } from '@/contract/orders/order';
import type { BffConfig } from '../config';
import type { UpstreamClient } from './client';
import type { PlatformAuth } from './platform-auth';
import { API_TOKEN_REFUSED, relayedAnswer, type Expected, type Relayed } from './platform-answers';
import type { BrowserHeaders } from './platform-calls';
import type { DriftRecorder } from './drift-recorder';

// The order lookup (spec 001), relayed: with a user's Bearer token or the installation's Basic token.

/**
 * An order, as far as is cheap to tell (the order schema is large): an object with a string id.
 * Read whole (up to 1 MiB) whatever its size or framing, so a chunked one is checked too.
 */
const orderAnswer = (drift: DriftRecorder | undefined): Expected => ({
  kind: 'json',
  inspect: true,
  accept(body) {
    if (typeof (body as { id?: unknown } | null)?.id !== 'string') return false;
    drift?.heard('order', OrderSchema, body);
    return true;
  },
});

export function createPlatformOrders(
  config: Pick<BffConfig, 'rest'>,
  upstream: UpstreamClient,
  auth: PlatformAuth | null,
) {
  const ORDER_ANSWER = orderAnswer(upstream.drift);
  return {
    /**
     * An order (spec 001, 4.1), relayed: with the user's connected platform account (Bearer,
     * refreshed as needed, and once more after the platform called it invalid) or else the
     * installation's Basic token; `not-connected` when there is neither.
     */
    async get(
      orderId: string,
      options: { userId: number; headers: BrowserHeaders },
    ): Promise<Relayed | { kind: 'not-connected' }> {
      const rest = config.rest;
      if (!rest) throw new Error('no order service configured');
      const target = `${rest.url}/api/v1/order/${orderId}?prettyPrint=false`;
      const send = (authorization: string) =>
        upstream.call(target, {
          method: 'GET',
          headers: { ...options.headers, authorization },
          idempotent: true,
        });
      const access = await auth?.accessToken(options.userId);
      if (access) {
        let res = await send(`Bearer ${access}`);
        // An access token the platform no longer takes: refresh once (shared with concurrent requests), retry once.
        if (
          res.statusCode === 401 &&
          String(res.headers['www-authenticate'] ?? '').includes('invalid_token')
        ) {
          await res.body.dump();
          res = await send(`Bearer ${await auth!.afterRejection(options.userId, access)}`);
        }
        // The user's own account refused is theirs to see, not the installation's.
        return relayedAnswer(res, ORDER_ANSWER, null);
      }
      if (rest.basicToken)
        return relayedAnswer(await send(`Basic ${rest.basicToken}`), ORDER_ANSWER, API_TOKEN_REFUSED);
      return { kind: 'not-connected' };
    },
  };
}
