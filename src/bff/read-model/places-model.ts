import { CARRIERS, COUNTRY_CODES, DESTINATION_TYPES } from '@/contract/enums';
import { localTime } from '@/domain/opening-hours-status';
import type { SearchSortKey } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import type { SourcePage } from './fetch-places';
import { normalizeText } from './normalize';
import type { PinFarCheck } from './pin-far';
import { duplicatePins, flagBit, placeFlagMask } from './quality-flags';
import { compareCodeUnits } from './term-index';
import { buildPlaceTextIndex, type PlaceTextIndex, type SearchableText } from './text-search';
import { createSlicer, sortInSlices, type Between } from './time-slices';
import { codeOf, valueCodes, type ValueCodes } from './value-codes';
import { collationKey } from '@/domain/collation-key';

// The read model of one e-shop: every place as the platform gave it, its data-quality flags and the
// search index, built once per fill. Building takes a few seconds at 100 000 places, so it runs in
// slices of a few milliseconds (time-slices.ts) and other requests are answered between them.

export interface PlacesModel {
  eshopId: string;
  filledAt: Date;
  places: PickupPlace[];
  /** Bit i set: the place has PLACE_FLAGS[i]. */
  flags: Uint16Array;
  /** Pins as columns (NaN without one), for the bounds of the matches. */
  lat: Float64Array;
  lng: Float64Array;
  /** What the opening-hours filters read, as columns (see hoursColumns). */
  hours: HoursColumns;
  /** Type, carrier and country as their code in `codes`; image or not. */
  typeOf: Uint16Array;
  carrierOf: Uint16Array;
  countryOf: Uint16Array;
  /** The codes of type, carrier and country: the listed values, then this model's others. */
  codes: { type: ValueCodes; carrier: ValueCodes; country: ValueCodes };
  hasImage: Uint8Array;
  /** City names without case and diacritics, for the city filter. */
  cityKeys: string[];
  text: PlaceTextIndex;
  /** Every place, by name: the default order and every sort's tie-break. */
  byName: Int32Array;
  /** Each place's name without case and diacritics (byName's key), kept for changes in place. */
  nameKeys?: string[];
  /** The other sort orders, made during the fill. */
  orders: Map<SearchSortKey, Int32Array>;
  /** The platform's pages the model was read from, with their ETags (refresh-model.ts). */
  pages?: SourcePage[];
  /** Checks pins against their address's town (the fill learnt its towns; a change may learn more). */
  pinFar?: PinFarCheck;
  /** Counts the changes applied in place (what is made from the model is made again). */
  version: number;
  /**
   * Each place's index by id, for changes applied in place (apply-change.ts): made during the fill,
   * not at the first change, which on another instance is applied inside a reader's search.
   */
  docOf?: Map<string, number>;
}

/** A model's own codes of its enumerated columns (value-codes.ts). */
export const newValueCodes = () => ({
  type: valueCodes(DESTINATION_TYPES),
  carrier: valueCodes(CARRIERS),
  country: valueCodes(COUNTRY_CODES),
});

/**
 * The opening hours as the filters read them: a filter over 100 000 places that follows each
 * place's objects waits on memory for most of its time, so "open now" is judged once per weekly
 * schedule and zone, and only places with exceptions are read one by one.
 */
export interface HoursColumns {
  /** Index of the place's weekly hours among the distinct ones. */
  scheduleOf: Int32Array;
  /** Index of the place's zone in `zones`. */
  zoneOf: Uint16Array;
  zones: string[];
  hasExceptions: Uint8Array;
  /** Each distinct weekly schedule by its JSON, so that a changed place joins the one it matches. */
  schedules: Map<string, Schedule>;
}

export interface Schedule {
  index: number;
  regular: PickupPlace['openingHours']['regular'];
}

/**
 * The place's weekly hours as one of the model's schedules: an equal one already there is shared
 * (its object too), else the place's becomes a new one.
 */
export function scheduleIndexOf(schedules: Map<string, Schedule>, place: PickupPlace): number {
  const key = JSON.stringify(place.openingHours.regular);
  let schedule = schedules.get(key);
  if (schedule) place.openingHours.regular = schedule.regular;
  else schedules.set(key, (schedule = { index: schedules.size, regular: place.openingHours.regular }));
  return schedule.index;
}

/**
 * Places with the same weekly hours share one object (most places of a chain keep the same hours,
 * and the week is most of a place's memory), numbered for the filters.
 */
async function hoursColumns(places: PickupPlace[], between: Between): Promise<HoursColumns> {
  const schedules = new Map<string, Schedule>();
  const zoneIndex = new Map<string, number>();
  const scheduleOf = new Int32Array(places.length);
  const zoneOf = new Uint16Array(places.length);
  const hasExceptions = new Uint8Array(places.length);
  for (let i = 0; i < places.length; i++) {
    if ((i & 31) === 31) await between();
    const place = places[i]!;
    scheduleOf[i] = scheduleIndexOf(schedules, place);
    let zone = zoneIndex.get(place.zoneId);
    if (zone === undefined) zoneIndex.set(place.zoneId, (zone = zoneIndex.size));
    zoneOf[i] = zone;
    hasExceptions[i] = place.openingHours.exceptions.length ? 1 : 0;
  }
  return {
    scheduleOf,
    zoneOf,
    zones: [...zoneIndex.keys()],
    hasExceptions,
    schedules,
  };
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

/** orderByKey in slices (a fill's), the keys made in slices too. */
async function orderByKeyInSlices(
  places: readonly PickupPlace[],
  keyOf: (p: PickupPlace) => string,
  between: Between,
  tieOrder?: Int32Array,
): Promise<{ order: Int32Array; keys: string[] }> {
  const keys = new Array<string>(places.length);
  for (let i = 0; i < places.length; i++) {
    keys[i] = keyOf(places[i]!);
    if ((i & 31) === 31) await between();
  }
  const docs = tieOrder ? Array.from(tieOrder) : keys.map((_, i) => i);
  const sorted = await sortInSlices(docs, (a, b) => compareCodeUnits(keys[a]!, keys[b]!), between);
  return { order: Int32Array.from(sorted), keys };
}

export async function buildPlacesModel(
  eshopId: string,
  places: PickupPlace[],
  now = new Date(),
  pinFar?: PinFarCheck,
): Promise<PlacesModel> {
  // In slices of a few milliseconds: the requests that come meanwhile wait no longer (issue 30).
  const between = createSlicer();
  // The towns are asked of the gazetteer's thread now and read after the columns: the thread's
  // first start (a second) overlaps the fill. A thread that fails flags nothing.
  const townsLearnt = pinFar?.learn(places).catch(() => undefined);
  const hours = await hoursColumns(places, between);
  const todayIn = new Map<string, string>();
  const flags = new Uint16Array(places.length);
  const city = interner();
  const cityKeys: string[] = [];
  const codes = newValueCodes();
  const typeOf = new Uint16Array(places.length);
  const carrierOf = new Uint16Array(places.length);
  const countryOf = new Uint16Array(places.length);
  const hasImage = new Uint8Array(places.length);
  const lat = new Float64Array(places.length).fill(NaN);
  const lng = new Float64Array(places.length).fill(NaN);
  const docOf = new Map<string, number>();
  for (let i = 0; i < places.length; i++) {
    if ((i & 31) === 31) await between();
    const place = places[i]!;
    docOf.set(place.id, i);
    let today = todayIn.get(place.zoneId);
    if (today === undefined) todayIn.set(place.zoneId, (today = localTime(now, place.zoneId).date));
    flags[i] = placeFlagMask(place, today);
    cityKeys.push(city(normalizeText(place.location.city ?? '')));
    typeOf[i] = codeOf(codes.type, place.type);
    carrierOf[i] = codeOf(codes.carrier, place.carrier);
    countryOf[i] = codeOf(codes.country, place.countryCode);
    hasImage[i] = place.image ? 1 : 0;
    if (place.location.gps) {
      lat[i] = place.location.gps.latitude;
      lng[i] = place.location.gps.longitude;
    }
  }
  const duplicates = await duplicatePins(lat, lng, between);
  duplicates.forEach((isDuplicate, i) => {
    if (isDuplicate) flags[i]! |= flagBit('duplicatePin');
  });
  if (pinFar) {
    await townsLearnt;
    const far = flagBit('pinFarFromAddress');
    for (let i = 0; i < places.length; i++) {
      if ((i & 63) === 63) await between();
      if (pinFar.isFar(places[i]!)) flags[i]! |= far;
    }
  }
  const { order: byName, keys: nameKeys } = await orderByKeyInSlices(
    places,
    (p) => collationKey(p.name),
    between,
  );
  const text = await buildPlaceTextIndex(places.length, (i) => searchableTextOf(places[i]!), between);
  const model: PlacesModel = {
    eshopId,
    filledAt: now,
    places,
    flags,
    lat,
    lng,
    hours,
    typeOf,
    carrierOf,
    countryOf,
    codes,
    hasImage,
    cityKeys,
    text,
    byName,
    nameKeys,
    orders: new Map(),
    version: 0,
    docOf,
    ...(pinFar ? { pinFar } : {}),
  };
  // Every sort order now, not on a user's first search after each refill (a sort of 100 000 texts).
  for (const key of Object.keys(SORT_TEXT) as (keyof typeof SORT_TEXT)[])
    model.orders.set(key, (await orderByKeyInSlices(places, SORT_TEXT[key], between, byName)).order);
  return model;
}

/** What the search box reads of a place. */
export function searchableTextOf(place: PickupPlace): SearchableText {
  const { name, location, originPickupPlaceId, id } = place;
  const zip = location.zipCode;
  // The zip code also without spaces, so `60200` finds `602 00`.
  return {
    name,
    other: [location.line1, location.city, zip, zip?.replace(/\s+/g, ''), originPickupPlaceId],
    whole: [id, originPickupPlaceId],
  };
}

export const SORT_TEXT: Record<Exclude<SearchSortKey, 'relevance' | 'name'>, (p: PickupPlace) => string> = {
  city: (p) => collationKey(p.location.city ?? ''),
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
