import { localTime } from '@/domain/opening-hours-status';
import type { PickupPlace } from '@/contract/places';
import { normalizeText } from './normalize';
import type { PlaceChange } from '../store/place-change';
import { scheduleIndexOf, searchableTextOf, type PlacesModel } from './places-model';
import { DUPLICATE_DISTANCE_M, flagBit, metresEast, metresNorth, placeFlagMask } from './quality-flags';
import {
  ALL_ORDERS,
  forEachOrder,
  insertIntoOrder,
  nameKeysOf,
  ordersToMove,
  removeFromOrder,
  type OrderKey,
} from './sort-orders-in-place';
import { setPlaceText } from './text-search';
import { codeOf } from './value-codes';
import { collationKey } from '@/domain/collation-key';

// One change of a place applied to a read model in place (issue 25), instead of a refill of 100 000
// places: the place's columns and flags, its pin's neighbours (duplicate pins), its text (a small
// index of its own, see text-search.ts) and its position in every sort order. A deleted place's
// slot takes the last place (so `places` holds exactly the e-shop's places); a new one is added at
// the end. Costs a few passes over typed arrays: well under a millisecond at 100 000 places; what
// the change leaves alone (a bulk job changes one field) is kept: the sort orders whose key did not
// change, the text, the pin's neighbours, the phone and e-mail verdicts.

const DUPLICATE = flagBit('duplicatePin');

/** Applies the change; a deletion of a place the model does not hold changes nothing. */
export function applyPlaceChange(model: PlacesModel, change: PlaceChange, now = new Date()): void {
  const docOf = docsById(model);
  model.version++;
  if (change.kind === 'delete') {
    const doc = docOf.get(change.placeId);
    if (doc !== undefined) removePlace(model, doc);
    return;
  }
  const { place } = change;
  const known = docOf.get(place.id);
  // A place of another e-shop (the platform moved it) leaves this model.
  if (place.eshopId !== model.eshopId) {
    if (known !== undefined) removePlace(model, known);
    return;
  }
  const oldPin = known === undefined ? null : pinOf(model, known);
  const previous =
    known === undefined ? undefined : { place: model.places[known]!, mask: model.flags[known]! };
  let doc: number;
  const nameKeys = nameKeysOf(model);
  // The sort orders a known place must move in: all of them when its name changed (names break
  // ties), else those whose key changed. A bulk hours change moves it in none.
  let moves: ReadonlySet<OrderKey> = ALL_ORDERS;
  if (known === undefined) {
    doc = model.places.length;
    model.places.push(place);
    docOf.set(place.id, doc);
    ensureCapacity(model, model.places.length);
    model.cityKeys.push('');
    nameKeys.push(collationKey(place.name));
  } else {
    doc = known;
    moves = ordersToMove(model, previous!.place, place);
    if (moves.size)
      forEachOrder(model, (order, key) => (moves.has(key) ? removeFromOrder(order, doc) : undefined));
    model.places[doc] = place;
    nameKeys[doc] = collationKey(place.name);
  }
  setColumns(model, doc, place, now, previous);
  if (!previous || !sameText(previous.place, place)) setPlaceText(model.text, doc, searchableTextOf(place));
  model.text.size = model.places.length;
  if (moves.size)
    forEachOrder(model, (order, key) =>
      moves.has(key) ? insertIntoOrder(model, order, key, doc, known === undefined) : undefined,
    );
  const newPin = pinOf(model, doc);
  if (previous && samePin(oldPin, newPin)) {
    // Who shares the pin is unchanged: the place keeps its duplicate flag, its neighbours theirs.
    model.flags[doc] = (model.flags[doc]! & ~DUPLICATE) | (previous.mask & DUPLICATE);
    return;
  }
  refreshDuplicates(model, oldPin);
  refreshDuplicates(model, newPin);
}

const samePin = (a: Pin | null, b: Pin | null) => (a && b ? a.lat === b.lat && a.lng === b.lng : a === b);

/** What the search box reads of the two versions is the same (searchableTextOf's fields). */
function sameText(a: PickupPlace, b: PickupPlace): boolean {
  const [x, y] = [searchableTextOf(a), searchableTextOf(b)];
  return (
    x.name === y.name &&
    x.other.every((v, i) => v === y.other[i]) &&
    x.whole.every((v, i) => v === y.whole[i])
  );
}

export function docsById(model: PlacesModel): Map<string, number> {
  model.docOf ??= new Map(model.places.map((p, i) => [p.id, i]));
  return model.docOf;
}

/** Grows the typed columns (by a quarter, so a run of creations does not copy them each time). */
function ensureCapacity(model: PlacesModel, size: number) {
  if (model.flags.length >= size) return;
  const capacity = Math.ceil(size * 1.25) + 16;
  const grown = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(column: T): T => {
    const next = new (column.constructor as new (n: number) => T)(capacity);
    next.set(column);
    return next;
  };
  model.flags = grown(model.flags);
  model.lat = grown(model.lat);
  model.lng = grown(model.lng);
  model.typeOf = grown(model.typeOf);
  model.carrierOf = grown(model.carrierOf);
  model.countryOf = grown(model.countryOf);
  model.hasImage = grown(model.hasImage);
  model.hours.scheduleOf = grown(model.hours.scheduleOf);
  model.hours.zoneOf = grown(model.hours.zoneOf);
  model.hours.hasExceptions = grown(model.hours.hasExceptions);
}

/** Today's date in a zone, worked out once a minute per zone (Intl's formatting is the costly part). */
const todays = new Map<string, { minute: number; date: string }>();
function todayIn(zoneId: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  let today = todays.get(zoneId);
  if (today?.minute !== minute) todays.set(zoneId, (today = { minute, date: localTime(now, zoneId).date }));
  return today.date;
}

function setColumns(
  model: PlacesModel,
  doc: number,
  place: PickupPlace,
  now: Date,
  previous?: { place: PickupPlace; mask: number },
) {
  const { hours } = model;
  const today = todayIn(place.zoneId, now);
  model.flags[doc] = placeFlagMask(place, today, previous);
  markPinFar(model, doc, place);
  model.cityKeys[doc] = normalizeText(place.location.city ?? '');
  model.typeOf[doc] = codeOf(model.codes.type, place.type);
  model.carrierOf[doc] = codeOf(model.codes.carrier, place.carrier);
  model.countryOf[doc] = codeOf(model.codes.country, place.countryCode);
  model.hasImage[doc] = place.image ? 1 : 0;
  model.lat[doc] = place.location.gps?.latitude ?? NaN;
  model.lng[doc] = place.location.gps?.longitude ?? NaN;
  // One of the model's schedules: a bulk change gives thousands of places the same new week, which
  // would otherwise be held (and judged by the filters) once per place.
  hours.scheduleOf[doc] = scheduleIndexOf(hours.schedules, place);
  let zone = hours.zones.indexOf(place.zoneId);
  if (zone < 0) zone = hours.zones.push(place.zoneId) - 1;
  hours.zoneOf[doc] = zone;
  hours.hasExceptions[doc] = place.openingHours.exceptions.length ? 1 : 0;
}

const PIN_FAR = flagBit('pinFarFromAddress');

/**
 * The pin checked against its address's town: at once when the town is known, else once the
 * gazetteer's thread has named it, if the place is still the one at its slot (the model's version
 * moves, so searches cached meanwhile are made again).
 */
function markPinFar(model: PlacesModel, doc: number, place: PickupPlace) {
  const check = model.pinFar;
  const far = check?.isFar(place);
  if (far) model.flags[doc]! |= PIN_FAR;
  if (!check || far !== undefined) return;
  check.learn([place]).then(
    () => {
      const now = model.docOf?.get(place.id);
      if (now === undefined || model.places[now] !== place || !check.isFar(place)) return;
      model.flags[now]! |= PIN_FAR;
      model.version++;
    },
    () => undefined,
  );
}

/** The last place takes the removed one's slot. */
function removePlace(model: PlacesModel, doc: number) {
  const docOf = docsById(model);
  const nameKeys = nameKeysOf(model);
  const last = model.places.length - 1;
  const oldPin = pinOf(model, doc);
  docOf.delete(model.places[doc]!.id);
  forEachOrder(model, (order) => {
    const next = new Int32Array(order.length - 1);
    let j = 0;
    for (const d of order) if (d !== doc) next[j++] = d === last ? doc : d;
    return next;
  });
  if (doc !== last) {
    const moved = model.places[last]!;
    model.places[doc] = moved;
    docOf.set(moved.id, doc);
    const { hours } = model;
    for (const column of [model.flags, model.lat, model.lng, model.typeOf, model.carrierOf, model.countryOf])
      column[doc] = column[last]!;
    model.hasImage[doc] = model.hasImage[last]!;
    hours.scheduleOf[doc] = hours.scheduleOf[last]!;
    hours.zoneOf[doc] = hours.zoneOf[last]!;
    hours.hasExceptions[doc] = hours.hasExceptions[last]!;
    model.cityKeys[doc] = model.cityKeys[last]!;
    nameKeys[doc] = nameKeys[last]!;
    setPlaceText(model.text, doc, searchableTextOf(moved));
  }
  model.places.pop();
  model.cityKeys.pop();
  nameKeys.pop();
  setPlaceText(model.text, last, null);
  model.text.size = model.places.length;
  refreshDuplicates(model, oldPin);
}

type Pin = { lat: number; lng: number };

function pinOf(model: PlacesModel, doc: number): Pin | null {
  const lat = model.lat[doc]!;
  return lat === lat ? { lat, lng: model.lng[doc]! } : null; // NaN: no pin
}

/** The places within the duplicate distance of a pin (as quality-flags.ts measures it). */
function placesNear(model: PlacesModel, pin: Pin): number[] {
  const px = metresEast(pin.lat, pin.lng);
  const py = metresNorth(pin.lat);
  const latSpan = (DUPLICATE_DISTANCE_M / metresNorth(1)) * 1.01;
  const near: number[] = [];
  const { lat, lng } = model;
  for (let d = 0, n = model.places.length; d < n; d++) {
    const dLat = lat[d]! - pin.lat;
    if (!(dLat < latSpan && dLat > -latSpan)) continue; // NaN too
    const dx = metresEast(lat[d]!, lng[d]!) - px;
    const dy = metresNorth(lat[d]!) - py;
    if (dx * dx + dy * dy <= DUPLICATE_DISTANCE_M * DUPLICATE_DISTANCE_M) near.push(d);
  }
  return near;
}

/** The duplicate-pin flag of every place at a pin, judged again. */
function refreshDuplicates(model: PlacesModel, pin: Pin | null) {
  if (!pin) return;
  for (const doc of placesNear(model, pin)) {
    const own = pinOf(model, doc)!;
    const twin = placesNear(model, own).length > 1;
    model.flags[doc] = twin ? model.flags[doc]! | DUPLICATE : model.flags[doc]! & ~DUPLICATE;
  }
}
