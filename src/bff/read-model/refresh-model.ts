import type { PickupPlace } from '@/contract/places';
import { applyPlaceChange, docsById } from './apply-change';
import type { SourcePage } from './fetch-places';
import type { PlacesModel } from './places-model';

// The background refresh of a read model (issue 25): the platform's pages read again with their
// ETags, and only what the changed pages hold differently applied to the model in place, so an
// unchanged e-shop costs a round of 304s and nothing else, and an edit made outside the BFF costs
// one page and one change, not a refill of 100 000 places.

/** Past this many differences a fresh build is cheaper than changing the model place by place. */
export const MAX_REFRESH_CHANGES = 5000;

/**
 * Applies the changed pages' differences to the model; answers false when there are too many
 * (the caller builds a new model from `pages` instead).
 */
export function refreshModel(
  model: PlacesModel,
  pages: SourcePage[],
  changed: boolean[],
  previous: readonly SourcePage[],
  now = new Date(),
): boolean {
  const before = new Map<string, true>();
  const after = new Map<string, PickupPlace>();
  pages.forEach((page, n) => {
    if (!changed[n]) return;
    for (const place of previous[n]?.places ?? []) before.set(place.id, true);
    for (const place of page.places) after.set(place.id, place);
  });
  // Pages that are no more (the e-shop has fewer places now).
  for (let n = pages.length; n < previous.length; n++)
    for (const place of previous[n]!.places) before.set(place.id, true);
  // The model's own index of ids (made at its fill), read before any change below moves a place:
  // making one here cost every refresh 40-65 ms of a blocked event loop at 100 000 places.
  const docOf = docsById(model);
  const upserts: PickupPlace[] = [];
  for (const [id, place] of after) {
    const doc = docOf.get(id);
    if (doc === undefined || JSON.stringify(model.places[doc]) !== JSON.stringify(place)) upserts.push(place);
  }
  // Gone from a changed page and in none now: deleted (a place that moved pages is in `after`).
  const gone = [...before.keys()].filter((id) => !after.has(id) && docOf.has(id));
  if (upserts.length + gone.length > MAX_REFRESH_CHANGES) return false;
  for (const place of upserts) applyPlaceChange(model, { kind: 'upsert', place }, now);
  for (const placeId of gone) applyPlaceChange(model, { kind: 'delete', placeId }, now);
  model.pages = pages;
  model.filledAt = now;
  return true;
}
