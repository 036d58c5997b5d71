import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import { contractRoutes, type InputWording } from '@/server/contract-routes';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import { requireRole, requireUser } from '../plugins/session';
import type { UpstreamClient } from '../upstream/client';
import { PASS_REQUEST_HEADERS, browserHeaders, sendRelayed } from '../upstream/forward';
import type { PlatformAuth } from '../upstream/platform-auth';
import { createPlatformClient } from '../upstream/platform-client';
import { routeOf } from './operation-route';
import { orderOperations } from '@/contract/operations/orders';

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

/** A malformed order id, in the order page's words (after sign-in and role). */
const orderIdInput: InputWording = () =>
  new Problem(400, 'validation-error', 'Invalid request', 'The order id must be a UUID.', {
    errors: [{ field: 'orderId', message: 'must be a UUID' }],
  });

export function registerOrdersProxy(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient; platform: PlatformAuth | null },
) {
  const { config, upstream, platform } = deps;
  const orders = createPlatformClient(config, upstream, platform).orders;

  const route = {
    schema: { params: ParamsSchema },
    config: { invalidInput: orderIdInput },
    preValidation: requireRole('orders:read'),
  };
  contractRoutes(app).route({
    ...routeOf(orderOperations.get),
    ...route,
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!config.rest)
        throw new Problem(
          503,
          'not-configured',
          'Not configured',
          'This installation has no order service configured.',
        );
      const answer = await orders.get(request.params.orderId, {
        userId: user.id,
        headers: browserHeaders(request, PASS_REQUEST_HEADERS),
      });
      if (answer.kind === 'not-connected') throw connectRequired();
      return sendRelayed(reply, answer);
    },
  });
}
