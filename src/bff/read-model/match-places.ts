import {
  addDays,
  isClosedOn,
  isOpenAtLocal,
  localTime,
  type LocalTime,
} from '../../contract/opening-hours-status';
import {
  PLACE_FLAGS,
  type PlaceFilters,
  type PlaceFlag,
  type SearchSortKey,
} from '../../contract/place-search';
import type { PickupPlace } from '../../contract/places';
import type { Bounds } from './country-bounds';
import { normalizeText } from './normalize';
import { flagBit } from './quality-flags';
import { orderOf, type PlacesModel } from './places-model';
import { searchText } from './text-search';

// A search over the read model: the text match, then every filter, in the order asked for, with
// the count of each flag and the bounds of the matches, in one pass over the places.

export interface Matches {
  /** Indexes into model.places, in the order asked for. */
  docs: Int32Array;
  flagCounts: Record<PlaceFlag, number>;
  bounds: Bounds | null;
}

export interface Sort {
  key: SearchSortKey;
  descending: boolean;
}

/** `name`, `city,desc`…; relevance (with a search text) or name by default. */
export function parseSort(sort: string | undefined, hasText: boolean): Sort {
  const [key, direction] = (sort ?? (hasText ? 'relevance' : 'name')).split(',');
  return { key: key as SearchSortKey, descending: direction === 'desc' };
}

/** Per-zone memo: the local time of `now` is worked out once per time zone, not per place. */
function perZone<T>(compute: (zoneId: string) => T) {
  const memo = new Map<string, T>();
  return (zoneId: string) => {
    let value = memo.get(zoneId);
    if (value === undefined) memo.set(zoneId, (value = compute(zoneId)));
    return value;
  };
}

/** The filters other than text and flags, as one test per place. */
function placeFilter(model: PlacesModel, filters: PlaceFilters, now: Date) {
  const tests: ((place: PickupPlace, doc: number) => boolean)[] = [];
  const anyOf = <T>(values: readonly T[] | undefined, valueOf: (p: PickupPlace) => T) => {
    if (!values?.length) return;
    const wanted = new Set(values);
    tests.push((p) => wanted.has(valueOf(p)));
  };
  anyOf(filters.type, (p) => p.type);
  anyOf(filters.carrier, (p) => p.carrier);
  anyOf(filters.country, (p) => p.countryCode);
  if (filters.city?.length) {
    const cities = new Set(filters.city.map(normalizeText));
    tests.push((_, doc) => cities.has(model.cityKeys[doc]!));
  }
  if (filters.image) {
    const wantImage = filters.image === 'with';
    tests.push((p) => Boolean(p.image) === wantImage);
  }
  const local = perZone<LocalTime>((zone) => localTime(now, zone));
  if (filters.openNow) {
    const wantOpen = filters.openNow === 'true';
    tests.push((p) => isOpenAtLocal(p, local(p.zoneId)) === wantOpen);
  }
  const { closedOn, exceptionWithinDays } = filters;
  if (closedOn) tests.push((p) => isClosedOn(p, closedOn));
  if (exceptionWithinDays !== undefined) {
    const until = perZone((zone) => addDays(local(zone).date, exceptionWithinDays));
    tests.push((p) => {
      const from = local(p.zoneId).date;
      const to = until(p.zoneId);
      return p.openingHours.exceptions.some((e) => e.date >= from && e.date <= to);
    });
  }
  if (!tests.length) return null;
  return (doc: number) => {
    const place = model.places[doc]!;
    return tests.every((test) => test(place, doc));
  };
}

export function matchPlaces(
  model: PlacesModel,
  filters: PlaceFilters,
  sort: Sort,
  now = new Date(),
): Matches {
  const ranked = filters.q ? searchText(model.text, filters.q, model.byName) : null;
  let order: Int32Array;
  let inText: Uint8Array | null = null;
  if (ranked && sort.key === 'relevance') order = ranked;
  else {
    order = orderOf(model, sort.key === 'relevance' ? 'name' : sort.key);
    if (ranked) {
      inText = new Uint8Array(model.places.length);
      for (const doc of ranked) inText[doc] = 1;
    }
  }
  const passes = placeFilter(model, filters, now);
  const wantedFlags = (filters.flag ?? []).reduce((mask, flag) => mask | flagBit(flag), 0);
  const counts = new Array<number>(PLACE_FLAGS.length).fill(0);
  const docs = new Int32Array(order.length);
  let found = 0;
  let bounds: Bounds | null = null;
  const count = order.length;
  // The hot loop of every search (100 000 turns without a filter): typed arrays, no allocation.
  for (let k = 0; k < count; k++) {
    const doc = order[sort.descending ? count - 1 - k : k]!;
    if (inText && !inText[doc]) continue;
    if (passes && !passes(doc)) continue;
    const mask = model.flags[doc]!;
    for (let rest = mask; rest; rest &= rest - 1) counts[31 - Math.clz32(rest & -rest)]!++;
    if (wantedFlags && !(mask & wantedFlags)) continue;
    docs[found++] = doc;
    const lat = model.lat[doc]!;
    if (lat === lat) bounds = extend(bounds, lat, model.lng[doc]!); // NaN: no pin
  }
  const flagCounts = Object.fromEntries(PLACE_FLAGS.map((flag, f) => [flag, counts[f]!])) as Record<
    PlaceFlag,
    number
  >;
  return { docs: docs.subarray(0, found), flagCounts, bounds };
}

function extend(bounds: Bounds | null, lat: number, lng: number): Bounds {
  if (!bounds) return { south: lat, west: lng, north: lat, east: lng };
  if (lat < bounds.south) bounds.south = lat;
  if (lat > bounds.north) bounds.north = lat;
  if (lng < bounds.west) bounds.west = lng;
  if (lng > bounds.east) bounds.east = lng;
  return bounds;
}
