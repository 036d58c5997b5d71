import { PlaceFiltersSchema } from '@/contract/place-search';
import type { ListFilterKey, SearchFilters } from '@/web/shared/places/lib/search-params';

export * from '@/web/shared/places/lib/search-params';

// The search text and the filters of the places screen, as they live in its address:
//   /places?eshop=<id>&q=plzen&type=PARCEL_BOX&type=PARCEL_SHOP&flag=noImage&closedOn=2026-12-24
// Read value by value with the contract's own schemas, so a hand-edited address loses only the
// values the BFF would refuse (it answers those with a 400), never the whole screen.

const shape = PlaceFiltersSchema.shape;

/** Each value on its own, so one unknown value does not cost the others. */
function listOf<K extends ListFilterKey>(params: URLSearchParams, key: K): SearchFilters[K] {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  const valid = values.flatMap((v) => shape[key].safeParse(v).data ?? []);
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
