import type { PlaceFilters, SearchSortKey } from '@/contract/place-search';
import type { SortKey } from './sort-key';

// The search's address parameters and what follows from them without reading their values: the
// first script uses this (the places prefetch, the query keys), so it carries no zod; reading the
// values with the contract's schemas is search-filters.ts, loaded with the screen.

/** What the user searches by: the contract's filters without the e-shop (that is the screen's). */
export type SearchFilters = Omit<PlaceFilters, 'eshopId'>;
export type ListFilterKey = 'type' | 'carrier' | 'country' | 'flag';

/** The address's parameters of the search, in the order they are written. */
export const SEARCH_PARAMS = [
  'q',
  'type',
  'carrier',
  'country',
  'city',
  'image',
  'openNow',
  'closedOn',
  'exceptionWithinDays',
  'flag',
] as const;

/** The search as address parameters: every one of them, null where unset (so it is removed). */
export function searchFilterParams(filters: SearchFilters): Record<string, string | string[] | null> {
  const out: Record<string, string | string[] | null> = {};
  for (const key of SEARCH_PARAMS) {
    const value = filters[key];
    if (Array.isArray(value)) out[key] = value.length ? value : null;
    else out[key] = value === undefined || value === '' ? null : String(value);
  }
  return out;
}

/** The same parameters for a request to the BFF, with the e-shop (unset ones left out). */
export function filterQuery(eshopId: string, filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams({ eshopId });
  for (const [key, value] of Object.entries(searchFilterParams(filters))) {
    if (Array.isArray(value)) value.forEach((v) => query.append(key, v));
    else if (value !== null) query.set(key, value);
  }
  return query;
}

/** How many filters are set (the search text is not one). */
export function filterCount(filters: SearchFilters): number {
  return SEARCH_PARAMS.filter((key) => key !== 'q' && filters[key] !== undefined).length;
}

/** Whether the list should come from the search: a text or any filter (else the platform's list). */
export const isSearching = (filters: SearchFilters) => filters.q !== '' || filterCount(filters) > 0;

/** The search's sort key of each sortable column of the table (storage time has none). */
const SEARCH_SORT_OF: Record<string, SearchSortKey> = {
  name: 'name',
  type: 'type',
  carrier: 'carrier',
  'location.city': 'city',
};

/** Whether the search can sort by a column of the table. */
export const searchSortable = (property: string) => property in SEARCH_SORT_OF;

/**
 * The search's sort for the table's sort: its first key the search knows (the search sorts by
 * one); none leaves the BFF's default, relevance with a text and name without.
 */
export function searchSort(sort: readonly SortKey[]): string | undefined {
  const first = sort.find((s) => searchSortable(s.property));
  return first && `${SEARCH_SORT_OF[first.property]},${first.desc ? 'desc' : 'asc'}`;
}
