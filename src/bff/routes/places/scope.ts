import type { FastifyRequest } from 'fastify';
import type { PickupPlace } from '@/contract/places';
import type { Expected } from '@/bff/upstream/platform-answers';
import { placeAnswer } from '@/bff/upstream/place-reading';
import { notManaged, type PlacesContext } from './context';

// A place's id alone does not tell its e-shop, and the API key may reach e-shops this installation
// does not manage (config.eshops). A read checks the place it already has before relaying it; a
// change reads the place first. The e-shop of a place never changes (a PATCH cannot carry
// eshopId), so that check cannot go stale before the change it guards.

/** A place answer the contract can read, of a managed e-shop (404 otherwise). */
export function managedPlace(ctx: PlacesContext): Expected {
  return placeAnswer((place) => {
    if (!ctx.isManaged(place.eshopId)) throw notManaged();
    return true;
  }, ctx.drift);
}

/**
 * Reads the place with the installation's key; throws unless it belongs to a managed e-shop.
 * Answers its e-shop (whose read models the change drops), and the place when it matches the
 * contract (the history's "before" of a change).
 */
export async function requireManagedPlace(
  ctx: PlacesContext,
  request: FastifyRequest,
  id: string,
  signal?: AbortSignal,
): Promise<{ eshopId: string; place: PickupPlace | undefined }> {
  const language = request.headers['accept-language'];
  const answer = await ctx.platform.places.scope(id, {
    language: typeof language === 'string' ? language : undefined,
    signal,
  });
  if (answer.kind !== 'ok') throw answer.problem;
  if (!ctx.isManaged(answer.data.eshopId)) throw notManaged();
  return answer.data;
}
