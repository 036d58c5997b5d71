import type { FastifyRequest } from 'fastify';
import { API_KEYS, type AccountId } from '../store/accounts';
import { ApiError } from '../errors';

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
