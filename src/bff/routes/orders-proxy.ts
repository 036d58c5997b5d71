import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import { requireUser } from '../plugins/session';
import type { UpstreamClient } from '../upstream/client';
import { PASS_REQUEST_HEADERS, browserHeaders, relay, type Expected } from '../upstream/forward';
import type { PlatformAuth } from '../upstream/platform-auth';
import { throwIfCredentialsRefused } from '../upstream/installation-answers';

// Order lookup (spec 001, 4.1): with the user's connected platform account (Bearer, refreshed as
// needed) or else the installation's Basic token.

const connectRequired = () =>
  new Problem(
    403,
    'platform-connect-required',
    'Platform account needed',
    'Connect your platform account to look orders up.',
    {
      connectUrl: '/auth/platform/connect',
    },
  );

/**
 * An order, as far as is cheap to tell (the order schema is large): an object with a string id.
 * Read whole (up to 1 MiB) whatever its size or framing, so a chunked one is checked too.
 */
const ORDER_ANSWER: Expected = {
  kind: 'json',
  inspect: true,
  accept: (body) => typeof (body as { id?: unknown } | null)?.id === 'string',
};

/** Built once, not per request (a zod schema compiles itself on first use). */
const ParamsSchema = z.object({ orderId: UuidSchema });

export function registerOrdersProxy(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient; platform: PlatformAuth | null },
) {
  const { config, upstream, platform } = deps;

  app.get('/api/v1/order/:orderId', async (request, reply) => {
    const user = requireUser(request, 'orders:read');
    const parsed = ParamsSchema.safeParse(request.params);
    if (!parsed.success) {
      throw new Problem(400, 'validation-error', 'Invalid request', 'The order id must be a UUID.', {
        errors: [{ field: 'orderId', message: 'must be a UUID' }],
      });
    }
    if (!config.rest)
      throw new Problem(
        503,
        'not-configured',
        'Not configured',
        'This installation has no order service configured.',
      );
    const target = `${config.rest.url}/api/v1/order/${parsed.data.orderId}?prettyPrint=false`;
    const base = browserHeaders(request, PASS_REQUEST_HEADERS);
    const send = (authorization: string) =>
      upstream.call(target, { method: 'GET', headers: { ...base, authorization }, idempotent: true });

    const access = await platform?.accessToken(user.id);
    if (access) {
      let res = await send(`Bearer ${access}`);
      // An access token the platform no longer takes: refresh once (shared with concurrent requests), retry once.
      if (res.statusCode === 401 && String(res.headers['www-authenticate'] ?? '').includes('invalid_token')) {
        await res.body.dump();
        res = await send(`Bearer ${await platform!.afterRejection(user.id, access)}`);
      }
      return relay(reply, res, ORDER_ANSWER);
    }
    if (config.rest.basicToken) {
      const res = await send(`Basic ${config.rest.basicToken}`);
      // The installation's token refused (401) or not allowed to read orders (403): a broken
      // installation, not the user's session ending, which a 401 would tell the SPA.
      throwIfCredentialsRefused(
        res,
        'The installation’s API token was refused by the platform. Tell an administrator.',
      );
      return relay(reply, res, ORDER_ANSWER);
    }
    throw connectRequired();
  });
}
