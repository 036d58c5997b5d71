import { addDays, isClosedOn, isOpenAtLocal, localTime } from '@/domain/opening-hours-status';
import { PLACE_FLAGS, type PlaceFilters, type PlaceFlag, type SearchSortKey } from '@/contract/place-search';
import type { Bounds } from './country-bounds';
import { normalizeText } from './normalize';
import { flagBit } from './quality-flags';
import { orderOf, type PlacesModel } from './places-model';
import type { ValueCodes } from './value-codes';
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

/** The filters other than text and flags, as one test per place (null: no filter). */
function placeFilter(model: PlacesModel, filters: PlaceFilters, now: Date) {
  const tests: ((doc: number) => boolean)[] = [];
  /** The wanted values as a lookup table over the column's codes (a value no place holds: none). */
  const anyOf = (values: readonly string[] | undefined, codes: ValueCodes, column: ArrayLike<number>) => {
    if (!values?.length) return;
    const wanted = new Uint8Array(codes.values.length);
    for (const value of values) {
      const code = codes.index.get(value);
      if (code !== undefined) wanted[code] = 1;
    }
    tests.push((doc) => wanted[column[doc]!] === 1);
  };
  anyOf(filters.type, model.codes.type, model.typeOf);
  anyOf(filters.carrier, model.codes.carrier, model.carrierOf);
  anyOf(filters.country, model.codes.country, model.countryOf);
  if (filters.city?.length) {
    const cities = new Set(filters.city.map(normalizeText));
    tests.push((doc) => cities.has(model.cityKeys[doc]!));
  }
  if (filters.image) {
    const wantImage = filters.image === 'with';
    tests.push((doc) => (model.hasImage[doc] === 1) === wantImage);
  }
  tests.push(...hoursFilters(model, filters, now));
  if (!tests.length) return null;
  return (doc: number) => tests.every((test) => test(doc));
}

/**
 * Open now, closed on a date, an exception soon: judged once per weekly schedule (and zone) and
 * remembered; only a place with exceptions is judged on its own.
 */
function hoursFilters(model: PlacesModel, filters: PlaceFilters, now: Date) {
  const { places } = model;
  const { scheduleOf, schedules, zoneOf, zones, hasExceptions } = model.hours;
  const local = zones.map((zone) => localTime(now, zone));
  const tests: ((doc: number) => boolean)[] = [];
  /** -1 not judged yet, else 0 or 1: one answer per schedule and zone. */
  const remembered = (judge: (doc: number) => boolean) => {
    const memo = new Int8Array(schedules.size * zones.length).fill(-1);
    return (doc: number) => {
      if (hasExceptions[doc]) return judge(doc);
      const key = scheduleOf[doc]! * zones.length + zoneOf[doc]!;
      if (memo[key] === -1) memo[key] = judge(doc) ? 1 : 0;
      return memo[key] === 1;
    };
  };
  if (filters.openNow) {
    const wantOpen = filters.openNow === 'true';
    const open = remembered((doc) => isOpenAtLocal(places[doc]!, local[zoneOf[doc]!]!));
    tests.push((doc) => open(doc) === wantOpen);
  }
  const { closedOn, exceptionWithinDays } = filters;
  if (closedOn) tests.push(remembered((doc) => isClosedOn(places[doc]!, closedOn)));
  if (exceptionWithinDays !== undefined) {
    const until = local.map((l) => addDays(l.date, exceptionWithinDays));
    tests.push((doc) => {
      if (!hasExceptions[doc]) return false;
      const from = local[zoneOf[doc]!]!.date;
      const to = until[zoneOf[doc]!]!;
      return places[doc]!.openingHours.exceptions.some((e) => e.date >= from && e.date <= to);
    });
  }
  return tests;
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
