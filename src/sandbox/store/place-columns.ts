import { collationKey } from '@/domain/collation-key';
import type { PlaceSortProperty } from '@/contract/places';
import type { StoredPlace } from './place-mapping';

/** The column behind each sortable property of the list (spec 000, 4: `sort=property,dir`). */
export const PLACE_SORT_COLUMNS: Record<PlaceSortProperty, string> = {
  name: 'name',
  type: 'type',
  carrier: 'carrier',
  origin: 'origin',
  originPickupPlaceId: 'origin_pickup_place_id',
  countryCode: 'country_code',
  zoneId: 'zone_id',
  phone: 'phone',
  email: 'email',
  storageTimeInDays: 'storage_time_in_days',
  storageTimeType: 'storage_time_type',
  'location.line1': 'line1',
  'location.city': 'city',
  'location.zipCode': 'zip_code',
  'location.region': 'region',
  'location.state': 'state',
  id: 'id',
};

/**
 * Sort key of a text column: Czech order (collation-key.ts), so "České Budějovice" sorts after
 * the other C's, Zlín before Žilina, and case does not count. SQLite's NOCASE folds ASCII only,
 * and better-sqlite3 cannot register an ICU collation.
 */
export function sortKey(value: string | undefined): string | null {
  return value === undefined ? null : collationKey(value);
}

/** The text columns that hold a sort key, from the place's document: the row's and a re-key's. */
export const textSortKeysOf = (p: StoredPlace) => ({
  name: sortKey(p.name),
  email: sortKey(p.email),
  line1: sortKey(p.location.line1),
  city: sortKey(p.location.city),
  region: sortKey(p.location.region),
  state: sortKey(p.location.state),
});
