import type { SearchSortKey } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import { SORT_TEXT, type PlacesModel } from './places-model';
import { compareCodeUnits } from './term-index';
import { collationKey } from '@/domain/collation-key';

// A read model's sort orders changed in place for one changed place (apply-change.ts): which
// orders its change moves, and the place taken out of an order and put back where its key sorts.

export type OrderKey = Exclude<SearchSortKey, 'relevance'>;
export const ALL_ORDERS: ReadonlySet<OrderKey> = new Set<OrderKey>([
  'name',
  ...(Object.keys(SORT_TEXT) as OrderKey[]),
]);
const NO_ORDERS: ReadonlySet<OrderKey> = new Set();

export function ordersToMove(
  model: PlacesModel,
  before: PickupPlace,
  after: PickupPlace,
): ReadonlySet<OrderKey> {
  if (before.name !== after.name) return ALL_ORDERS;
  let moves: Set<OrderKey> | undefined;
  for (const key of model.orders.keys() as Iterable<Exclude<OrderKey, 'name'>>)
    if (SORT_TEXT[key](before) !== SORT_TEXT[key](after)) (moves ??= new Set()).add(key);
  return moves ?? NO_ORDERS;
}

/** The names as byName sorts them (the fill keeps them; a model made otherwise makes them here). */
export function nameKeysOf(model: PlacesModel): string[] {
  model.nameKeys ??= model.places.map((p) => collationKey(p.name));
  return model.nameKeys;
}

/** Each sort order, put back under its key when it is replaced by a longer or shorter one. */
export function forEachOrder(
  model: PlacesModel,
  change: (order: Int32Array, key: Exclude<SearchSortKey, 'relevance'>) => Int32Array | void,
) {
  const byName = change(model.byName, 'name');
  if (byName) model.byName = byName;
  for (const [key, order] of model.orders) {
    const next = change(order, key as Exclude<SearchSortKey, 'relevance'>);
    if (next) model.orders.set(key, next);
  }
}

/** Takes the place out of the order, leaving its last slot free (the order keeps its length). */
export function removeFromOrder(order: Int32Array, doc: number) {
  const at = order.indexOf(doc);
  order.copyWithin(at, at + 1);
}

/**
 * Puts the place where its key sorts (names break ties, as in the fill). `grow`: the place is new,
 * so the order gets one more slot; otherwise its last slot is the one removeFromOrder freed.
 */
export function insertIntoOrder(
  model: PlacesModel,
  order: Int32Array,
  key: Exclude<SearchSortKey, 'relevance'>,
  doc: number,
  grow: boolean,
): Int32Array {
  // Keys the model keeps (the city's and the name's, normalised) are read, not made again for
  // every probe of the search: a run of creations would normalise 100 texts per place.
  const { cityKeys, places } = model;
  const nameKeys = nameKeysOf(model);
  const keyOf =
    key === 'name'
      ? () => ''
      : key === 'city'
        ? (d: number) => cityKeys[d]!
        : (d: number) => SORT_TEXT[key](places[d]!);
  const nameOf = (d: number) => nameKeys[d]!;
  const mine = keyOf(doc);
  const myName = nameOf(doc);
  const count = grow ? order.length : order.length - 1;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const other = order[mid]!;
    const byKey = compareCodeUnits(keyOf(other), mine);
    const before = byKey < 0 || (byKey === 0 && compareCodeUnits(nameOf(other), myName) <= 0);
    if (before) lo = mid + 1;
    else hi = mid;
  }
  const target = grow ? longerByOne(order) : order;
  target.copyWithin(lo + 1, lo, count);
  target[lo] = doc;
  return target;
}

/**
 * The order one slot longer (its last slot free): a view of the same memory while it has room, else
 * a copy with a quarter more room, so a run of creations does not copy every order for each place.
 */
function longerByOne(order: Int32Array): Int32Array {
  const length = order.length + 1;
  if (order.byteOffset === 0 && order.buffer.byteLength >= length * 4)
    return new Int32Array(order.buffer, 0, length);
  const room = new Int32Array(Math.ceil(length * 1.25) + 16);
  room.set(order);
  return room.subarray(0, length);
}
