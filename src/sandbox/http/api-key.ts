import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEYS, type AccountId } from '../store/accounts';
import { ApiError } from '../errors';

// Whose request it is: a route's credentials hook (preValidation, before its input is checked,
// as the platform answers) finds the account and its handler reads it (`accountOf`).

declare module 'fastify' {
  interface FastifyRequest {
    /** The account of the request's credentials, once a route's credentials hook found it. */
    account: AccountId | undefined;
  }
}

export function decorateAccount(app: FastifyInstance) {
  app.decorateRequest('account', undefined);
}

/** A route's preValidation hook that finds the account of its credentials (`find` throws a refusal). */
export const credentials =
  (find: (request: FastifyRequest) => AccountId) => async (request: FastifyRequest) => {
    request.account = find(request);
  };

/** The account a route's credentials hook found. */
export function accountOf(request: FastifyRequest): AccountId {
  if (!request.account) throw new Error('The route has no credentials hook.');
  return request.account;
}

/** The account behind `X-API-Key` (spec 000, 5): 401 when missing or unknown, 403 without access. */
export function placesAccount(request: FastifyRequest): AccountId {
  const key = request.headers['x-api-key'];
  if (typeof key !== 'string' || !key) {
    throw new ApiError(401, 'unauthorized', 'The X-API-Key header is missing.');
  }
  const entry = API_KEYS[key];
  if (!entry) throw new ApiError(401, 'unauthorized', 'The API key is not valid.');
  if (!entry.placesAccess) {
    throw new ApiError(403, 'forbidden', 'This API key has no access to pickup places under its account.');
  }
  return entry.account;
}

/** preValidation hook of a pickup place route: the account of its X-API-Key. */
export const placesKey = credentials(placesAccount);
