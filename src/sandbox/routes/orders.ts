import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import { dialectAnswers, type DialectAnswers } from '../dialect';
import { ApiError, notFound } from '../errors';
import { contractRoutes } from '@/server/contract-routes';
import { accountOf, credentials } from '../http/api-key';
import { allowOnly } from '../http/error-handler';
import { REST_TOKENS, PLATFORM_USERS, type AccountId } from '../store/accounts';
import type { OAuthRepo } from '../store/oauth-repo';
import type { OrdersRepo } from '../store/orders-repo';
import { isStorePath, productImagePath } from '../store/product-images';
import { CATALOG } from '../store/seed-catalog';
import { fileUrlFor } from './pickup-places';

// Order lookup (spec 001, 4.1). The answer is the Order itself, not wrapped in the envelope (the spec
// leaves it "not shown"); errors use the envelope. Bearer tokens need the `deliveries` scope.

const REALM = 'realm="ClientApi"';

function bearerRejected(description: string) {
  return new ApiError(401, 'invalid-token', description, [], {
    'www-authenticate': `Bearer ${REALM}, error="invalid_token", error_description="${description}"`,
  });
}

/** The account behind `Authorization: Basic <token>` or `Bearer <access_token>` (spec 001, 5). */
function orderAccount(request: FastifyRequest, oauth: OAuthRepo): AccountId {
  const header = request.headers.authorization;
  if (!header) {
    throw new ApiError(401, 'unauthorized', 'Authentication is required.', [], {
      'www-authenticate': `Basic ${REALM}, Bearer ${REALM}`,
    });
  }
  const basic = /^Basic (\S+)$/.exec(header);
  if (basic) {
    const account = REST_TOKENS[basic[1]!];
    if (!account) {
      throw new ApiError(401, 'unauthorized', 'The API token is not valid.', [], {
        'www-authenticate': `Basic ${REALM}`,
      });
    }
    return account;
  }
  const bearer = /^Bearer (\S+)$/.exec(header);
  if (bearer) {
    const check = oauth.checkAccess(bearer[1]!);
    if (!check.ok)
      throw bearerRejected(
        check.reason === 'expired' ? 'The access token expired' : 'The access token is not valid',
      );
    if (!check.grant.scope.split(' ').includes('deliveries')) {
      throw new ApiError(403, 'insufficient-scope', 'The access token lacks the deliveries scope.', [], {
        'www-authenticate': `Bearer ${REALM}, error="insufficient_scope", scope="deliveries"`,
      });
    }
    const user = PLATFORM_USERS[check.grant.userId];
    if (!user) throw bearerRejected('The access token is not valid');
    return user.account;
  }
  throw new ApiError(
    401,
    'unauthorized',
    'Use "Basic <token>" or "Bearer <access_token>" with exactly one space.',
    [],
    {
      'www-authenticate': `Basic ${REALM}, Bearer ${REALM}`,
    },
  );
}

/** Demo orders seeded before product images existed point at a host that never answered. */
const OLD_PRODUCT_IMAGE = /^https:\/\/sandbox\.example\/eshop\/obrazky\/([^/]+)\.jpg$/;

/**
 * Product images of the demo catalogue are files of the sandbox (store/product-images.ts): the
 * order keeps their path, the answer has their absolute URL (where files are served, as for places).
 */
function withImageUrls<T extends { image?: string }>(
  items: T[] | undefined,
  fileUrl: (path: string) => string,
) {
  return items?.map((item) => {
    const image = item.image;
    if (!image) return item;
    const old = OLD_PRODUCT_IMAGE.exec(image);
    const sku = old && CATALOG.find((c) => c.sku.toLowerCase() === old[1])?.sku;
    if (sku) return { ...item, image: fileUrl(productImagePath(sku)) };
    return isStorePath(image) ? { ...item, image: fileUrl(image) } : item;
  });
}

export function registerOrderRoutes(
  app: FastifyInstance,
  orders: OrdersRepo,
  oauth: OAuthRepo,
  publicUrl?: string,
  answers: DialectAnswers = dialectAnswers(),
) {
  const url = '/api/v1/order/:orderId';
  // The credentials are checked before the path (preValidation).
  const signedIn = { preValidation: credentials((request) => orderAccount(request, oauth)) };
  const route = { schema: { params: z.object({ orderId: UuidSchema }) }, ...signedIn };
  contractRoutes(app).get(url, route, async (request) => {
    const account = accountOf(request);
    const { orderId } = request.params;
    const order = orders.get(account, orderId);
    if (!order) throw notFound(`Order ${orderId}`);
    const fileUrl = fileUrlFor(request, publicUrl);
    return answers.order({
      ...order,
      products: withImageUrls(order.products, fileUrl),
      ...(order.recommendedProducts
        ? { recommendedProducts: withImageUrls(order.recommendedProducts, fileUrl) }
        : {}),
    });
  });
  allowOnly(app, url, ['GET']);

  // The platform's resources under {rest_url}/v2 to /v4 (spec 001, 4.4 and 9) that the sandbox does
  // not hold: every request but the root needs authentication (spec 001, 5), so one without valid
  // credentials is refused 401 as the order lookup refuses it, and only then is the path unknown.
  for (const version of ['v2', 'v3', 'v4']) {
    app.all(`/${version}`, signedIn, unknownResource);
    app.all(`/${version}/*`, signedIn, unknownResource);
  }
  async function unknownResource(request: FastifyRequest): Promise<never> {
    throw new ApiError(404, 'not-found', `No resource at ${request.url.split('?')[0]}.`);
  }
}
