import type { z } from 'zod';
import { CARRIERS, COUNTRY_CODES, DESTINATION_TYPES } from '@/contract/enums';
import { openEnum } from '@/contract/open-values';
import { PlaceFiltersSchema } from '@/contract/place-search';
import type { ListFilterKey, SearchFilters } from '@/web/shared/places/lib/search-params';

export * from '@/web/shared/places/lib/search-params';

// The search text and the filters of the places screen, as they live in its address:
//   /places?eshop=<id>&q=plzen&type=PARCEL_BOX&type=PARCEL_SHOP&flag=noImage&closedOn=2026-12-24
// Read value by value with the contract's own schemas, so a hand-edited address loses only the
// values the BFF would refuse (it answers those with a 400), never the whole screen.

const shape = PlaceFiltersSchema.shape;

/**
 * Type, carrier and country are read openly: the filters offer the values the e-shop's places hold
 * that the documents do not list (the search's `otherValues`, issue 42), so one chosen stays.
 */
// An unlisted one must look like an enumeration's code (PICKUP_LOCKER), so a hand-edited address's
// `country=cz` or stray text still goes.
const code = (schema: z.ZodType) => schema.refine((v) => /^[A-Z0-9][A-Z0-9_]{0,99}$/.test(String(v)));
const OPEN_LIST = {
  type: code(openEnum(DESTINATION_TYPES)),
  carrier: code(openEnum(CARRIERS)),
  country: code(openEnum(COUNTRY_CODES)),
};

/** Each value on its own, so one unknown value does not cost the others. */
function listOf<K extends ListFilterKey>(params: URLSearchParams, key: K): SearchFilters[K] {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  const schema: z.ZodType = key === 'flag' ? shape.flag : OPEN_LIST[key as Exclude<K, 'flag'>];
  const valid = values.flatMap((v) => schema.safeParse(v.trim()).data ?? []);
  return valid.length ? ([...new Set(valid)] as SearchFilters[K]) : undefined;
}

function single<K extends 'image' | 'openNow' | 'closedOn' | 'exceptionWithinDays'>(
  params: URLSearchParams,
  key: K,
): SearchFilters[K] {
  const value = params.get(key);
  if (value === null || value === '') return undefined;
  return shape[key].safeParse(value).data as SearchFilters[K];
}

export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const cities = shape.city.safeParse(params.getAll('city')).data ?? [];
  const filters: SearchFilters = {
    q: shape.q.parse(params.get('q') ?? undefined),
    type: listOf(params, 'type'),
    carrier: listOf(params, 'carrier'),
    country: listOf(params, 'country'),
    city: cities.length ? [...new Set(cities)] : undefined,
    image: single(params, 'image'),
    openNow: single(params, 'openNow'),
    closedOn: single(params, 'closedOn'),
    exceptionWithinDays: single(params, 'exceptionWithinDays'),
    flag: listOf(params, 'flag'),
  };
  // Keys of missing filters are left out, so two equal states compare (and key queries) equal.
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters;
}
