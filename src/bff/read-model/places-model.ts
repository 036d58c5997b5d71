import { localTime } from '../../contract/opening-hours-status';
import type { SearchSortKey } from '../../contract/place-search';
import type { PickupPlace } from '../../contract/places';
import { normalizeText } from './normalize';
import { duplicatePins, flagBit, placeFlagMask } from './quality-flags';
import { compareCodeUnits } from './term-index';
import { buildPlaceTextIndex, type PlaceTextIndex } from './text-search';

// The read model of one e-shop: every place as the platform gave it, its data-quality flags and the
// search index, built once per fill. Building takes a few seconds at 100 000 places, so it pauses
// now and then to let other requests through.

export interface PlacesModel {
  eshopId: string;
  filledAt: Date;
  places: PickupPlace[];
  /** Bit i set: the place has PLACE_FLAGS[i]. */
  flags: Uint16Array;
  /** Pins as columns (NaN without one), for the bounds of the matches. */
  lat: Float64Array;
  lng: Float64Array;
  /** City names without case and diacritics, for the city filter. */
  cityKeys: string[];
  text: PlaceTextIndex;
  /** Every place, by name: the default order and every sort's tie-break. */
  byName: Int32Array;
  /** The other sort orders, made during the fill. */
  orders: Map<SearchSortKey, Int32Array>;
}

const PAUSE_EVERY = 2000;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Places with the same weekly hours share one object: most places of a chain keep the same hours,
 * and the week is most of a place's memory.
 */
function shareRepeatedHours(places: PickupPlace[]) {
  const seen = new Map<string, PickupPlace['openingHours']['regular']>();
  for (const place of places) {
    const key = JSON.stringify(place.openingHours.regular);
    const shared = seen.get(key);
    if (shared) place.openingHours.regular = shared;
    else seen.set(key, place.openingHours.regular);
  }
}

/** The same string object for the same text (cities repeat thousands of times). */
function interner() {
  const seen = new Map<string, string>();
  return (text: string) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
}

/** Places ordered by a text key, ties by the order given (stable sort). */
function orderByKey(keys: readonly string[], tieOrder?: Int32Array): Int32Array {
  const docs = tieOrder ? Array.from(tieOrder) : keys.map((_, i) => i);
  docs.sort((a, b) => compareCodeUnits(keys[a]!, keys[b]!));
  return Int32Array.from(docs);
}

export async function buildPlacesModel(
  eshopId: string,
  places: PickupPlace[],
  now = new Date(),
): Promise<PlacesModel> {
  shareRepeatedHours(places);
  const todayIn = new Map<string, string>();
  const flags = new Uint16Array(places.length);
  const city = interner();
  const cityKeys: string[] = [];
  const lat = new Float64Array(places.length).fill(NaN);
  const lng = new Float64Array(places.length).fill(NaN);
  for (let i = 0; i < places.length; i++) {
    if (i > 0 && i % PAUSE_EVERY === 0) await pause();
    const place = places[i]!;
    let today = todayIn.get(place.zoneId);
    if (today === undefined) todayIn.set(place.zoneId, (today = localTime(now, place.zoneId).date));
    flags[i] = placeFlagMask(place, today);
    cityKeys.push(city(normalizeText(place.location.city ?? '')));
    if (place.location.gps) {
      lat[i] = place.location.gps.latitude;
      lng[i] = place.location.gps.longitude;
    }
  }
  const duplicates = duplicatePins(places);
  duplicates.forEach((isDuplicate, i) => {
    if (isDuplicate) flags[i]! |= flagBit('duplicatePin');
  });
  await pause();
  const byName = orderByKey(places.map((p) => normalizeText(p.name)));
  await pause();
  const text = await buildPlaceTextIndex(
    places.length,
    (i) => {
      const { name, location, originPickupPlaceId, id } = places[i]!;
      const zip = location.zipCode;
      // The zip code also without spaces, so `60200` finds `602 00`.
      return {
        name,
        other: [location.line1, location.city, zip, zip?.replace(/\s+/g, ''), originPickupPlaceId],
        whole: [id, originPickupPlaceId],
      };
    },
    pause,
    PAUSE_EVERY,
  );
  const model: PlacesModel = {
    eshopId,
    filledAt: now,
    places,
    flags,
    lat,
    lng,
    cityKeys,
    text,
    byName,
    orders: new Map(),
  };
  // Every sort order now, not on a user's first search after each refill (a sort of 100 000 texts).
  for (const key of Object.keys(SORT_TEXT) as (keyof typeof SORT_TEXT)[]) {
    await pause();
    orderOf(model, key);
  }
  return model;
}

const SORT_TEXT: Record<Exclude<SearchSortKey, 'relevance' | 'name'>, (p: PickupPlace) => string> = {
  city: (p) => normalizeText(p.location.city ?? ''),
  zipCode: (p) => (p.location.zipCode ?? '').replace(/\s+/g, ''),
  type: (p) => p.type,
  carrier: (p) => p.carrier,
  countryCode: (p) => p.countryCode,
};

/** Every place in the order of a sort key (ascending), names breaking ties. */
export function orderOf(model: PlacesModel, key: Exclude<SearchSortKey, 'relevance'>): Int32Array {
  if (key === 'name') return model.byName;
  let order = model.orders.get(key);
  if (!order) {
    order = orderByKey(model.places.map(SORT_TEXT[key]), model.byName);
    model.orders.set(key, order);
  }
  return order;
}
