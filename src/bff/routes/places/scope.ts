import type { FastifyRequest } from 'fastify';
import { PickupPlaceSchema, type PickupPlace } from '@/contract/places';
import type { UpstreamClient } from '@/bff/upstream/client';
import type { Expected } from '@/bff/upstream/forward';
import { problemFromUpstream } from '@/bff/upstream/normalize';
import { badUpstream, discard, parseJson, readCapped } from '@/bff/upstream/read-body';
import { BASE, notManaged, type PlacesContext } from './context';
import { isJsonAnswer, throwIfCredentialsRefused } from '@/bff/upstream/installation-answers';

// A place's id alone does not tell its e-shop, and the API key may reach e-shops this installation
// does not manage (config.eshops). A read checks the place it already has before relaying it; a
// change reads the place first. The e-shop of a place never changes (a PATCH cannot carry
// eshopId), so that check cannot go stale before the change it guards.

const PLACE_LIMIT = 1024 * 1024;

/** A place answer as the contract describes it, of a managed e-shop (404 otherwise). */
export function managedPlace(ctx: PlacesContext): Expected {
  return {
    kind: 'json',
    inspect: true,
    accept(body) {
      const place = PickupPlaceSchema.safeParse(body);
      if (!place.success) return false;
      if (!ctx.isManaged(place.data.eshopId)) throw notManaged();
      return true;
    },
  };
}

/**
 * Reads the place with the installation's key; throws unless it belongs to a managed e-shop.
 * Answers its e-shop (whose read models the change drops), and the place when it matches the
 * contract (the history's "before" of a change).
 */
export async function requireManagedPlace(
  ctx: PlacesContext,
  upstream: UpstreamClient,
  request: FastifyRequest,
  id: string,
  signal?: AbortSignal,
): Promise<{ eshopId: string; place: PickupPlace | undefined }> {
  const language = request.headers['accept-language'];
  const res = await upstream.call(ctx.url(`${BASE}/${id}`), {
    method: 'GET',
    headers: {
      'x-api-key': ctx.pickup().apiKey,
      accept: 'application/json',
      ...(typeof language === 'string' ? { 'accept-language': language } : {}),
    },
    idempotent: true,
    signal,
  });
  throwIfCredentialsRefused(res);
  if (res.statusCode >= 400) throw await problemFromUpstream(res);
  if (res.statusCode !== 200 || !isJsonAnswer(res)) {
    discard(res);
    throw badUpstream();
  }
  const body = parseJson(await readCapped(res, PLACE_LIMIT)) as { eshopId?: unknown } | undefined;
  if (!body || typeof body.eshopId !== 'string') throw badUpstream();
  if (!ctx.isManaged(body.eshopId)) throw notManaged();
  const place = PickupPlaceSchema.safeParse(body);
  return { eshopId: body.eshopId, place: place.success ? place.data : undefined };
}
