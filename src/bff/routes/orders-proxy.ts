import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import { requireUser } from '../plugins/session';
import type { UpstreamClient } from '../upstream/client';
import { PASS_REQUEST_HEADERS, browserHeaders, sendRelayed } from '../upstream/forward';
import type { PlatformAuth } from '../upstream/platform-auth';
import { createPlatformClient } from '../upstream/platform-client';

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

/** Built once, not per request (a zod schema compiles itself on first use). */
const ParamsSchema = z.object({ orderId: UuidSchema });

export function registerOrdersProxy(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient; platform: PlatformAuth | null },
) {
  const { config, upstream, platform } = deps;
  const orders = createPlatformClient(config, upstream, platform).orders;

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
    const answer = await orders.get(parsed.data.orderId, {
      userId: user.id,
      headers: browserHeaders(request, PASS_REQUEST_HEADERS),
    });
    if (answer.kind === 'not-connected') throw connectRequired();
    return sendRelayed(reply, answer);
  });
}
