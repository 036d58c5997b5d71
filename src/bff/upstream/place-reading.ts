import { z } from 'zod';
import { CollectionResponseSchema, type CollectionPage } from '@/contract/common';
import { PickupPlaceSchema, type PickupPlace } from '@/contract/places';
import type { DriftRecorder } from './drift-recorder';
import type { Expected } from './platform-answers';

// Reading the platform's places openly (issue 42): a place with what this version does not know is
// read and its drift heard; a page leaves out only a place that cannot be read at all.

/** A page's frame; its places are checked one by one (the pre-flight reads pages the same way). */
export const PageFrameSchema = CollectionResponseSchema(z.unknown());
/** Only the id of a created place's answer (made once: zod's pick builds a new schema). */
const PLACE_ID = PickupPlaceSchema.pick({ id: true });

/** A page of an e-shop's places as the contract has them. */
export interface PlacePage {
  items: PickupPlace[];
  page: CollectionPage | null;
}

/** A place read for its e-shop: the place itself only when it matches the contract. */
export interface PlaceScope {
  eshopId: string;
  place: PickupPlace | undefined;
}

/** A place made: its id, and the place when the answer matched the contract whole. */
export interface CreatedPlace {
  id: string;
  place: PickupPlace | undefined;
}

/**
 * A place read openly (contract/open-values.ts), what it carries that this version does not know
 * heard by `drift`: undefined only for what is no place at all.
 */
export function readPlace(json: unknown, drift: DriftRecorder | undefined): PickupPlace | undefined {
  const place = PickupPlaceSchema.safeParse(json);
  if (!place.success) return undefined;
  drift?.heard('place', PickupPlaceSchema, json);
  return place.data;
}

/**
 * A page's places read one by one, with `between` in between. A place that cannot be read even
 * openly is left out and heard as unreadable: one odd place must not take its e-shop's search, map
 * and exports down (issue 42). A page with places of which none can be read is broken.
 */
export async function checkedPage(
  json: unknown,
  drift: DriftRecorder | undefined,
  between?: () => Promise<void>,
): Promise<PlacePage | undefined> {
  const frame = PageFrameSchema.safeParse(json);
  if (!frame.success) return undefined;
  const { items } = frame.data;
  const places: PickupPlace[] = [];
  // The parse had a slice of its own and may have spent it.
  await between?.();
  for (const item of items) {
    const place = readPlace(item, drift);
    if (place) places.push(place);
    else drift?.unreadable('place', item);
    await between?.();
  }
  if (items.length > 0 && places.length === 0) return undefined;
  return { items: places, page: frame.data.page };
}

/** A place's e-shop, and the place itself when it can be read. */
export function scopeOf(json: unknown, drift: DriftRecorder | undefined): PlaceScope | undefined {
  const body = json as { eshopId?: unknown } | undefined;
  if (!body || typeof body.eshopId !== 'string') return undefined;
  return { eshopId: body.eshopId, place: readPlace(body, drift) };
}

/** A made place's answer: whole, or (an answer that cannot be read as a place) its id alone. */
export function createdOf(json: unknown, drift: DriftRecorder | undefined): CreatedPlace | undefined {
  const whole = readPlace(json, drift);
  if (whole) return { id: whole.id, place: whole };
  const made = PLACE_ID.safeParse(json);
  return made.success ? { id: made.data.id, place: undefined } : undefined;
}

/**
 * A place answer, relayed as the platform sent it (what this version does not know included);
 * `inScope` judges the place (it throws a Problem of its own for a place the installation does
 * not manage).
 */
export function placeAnswer(
  inScope: (place: PickupPlace) => boolean,
  drift: DriftRecorder | undefined,
): Expected {
  return {
    kind: 'json',
    inspect: true,
    accept(body) {
      const place = readPlace(body, drift);
      return place !== undefined && inScope(place);
    },
  };
}
